import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'tessera/button';
export const BUTTON_UNIQUE_ID = 'mailchimp-widget-id';

/** The form's submit button: a locked inner button block the author styles but cannot remove. */
export function innerButtonAttributes(): Record< string, unknown > {
	return {
		element: 'button',
		uniqueId: BUTTON_UNIQUE_ID,
		text: __( 'Join my email list', 'tessera' ),
		lock: { remove: true, move: true },
	};
}

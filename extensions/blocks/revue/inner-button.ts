import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'tessera/button';
export const BUTTON_UNIQUE_ID = 'revue-widget-id';

/** The form's subscribe button: a fixed inner button block (styled by the author, never removed). */
export function innerButtonAttributes(
	overrides: Record< string, unknown > = {}
): Record< string, unknown > {
	return {
		element: 'button',
		uniqueId: BUTTON_UNIQUE_ID,
		text: __( 'Subscribe', 'tessera' ),
		lock: { remove: true, move: true },
		...overrides,
	};
}

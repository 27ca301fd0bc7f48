import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'tessera/button';

/**
 * The modal style's register button: a link to the event page (it follows the block's url through
 * passthroughAttributes), which the widget script turns into the modal's trigger.
 */
export function innerButtonAttributes(
	overrides: Record< string, unknown > = {}
): Record< string, unknown > {
	return {
		element: 'a',
		uniqueId: 'eventbrite-widget-id',
		text: __( 'Register', 'tessera' ),
		passthroughAttributes: { url: 'url' },
		...overrides,
	};
}

import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'tessera/button';
export const BUTTON_UNIQUE_ID = 'calendly-widget-id';

/**
 * The inner button of the link style: a link (element a) with the scheduling address, which it
 * keeps in step with the block's url (passthroughAttributes).
 */
export function innerButtonAttributes(
	overrides: Record< string, unknown > = {}
): Record< string, unknown > {
	return {
		element: 'a',
		uniqueId: BUTTON_UNIQUE_ID,
		text: __( 'Schedule time with me', 'tessera' ),
		passthroughAttributes: { url: 'url' },
		...overrides,
	};
}

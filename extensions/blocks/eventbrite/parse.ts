/**
 * Reading an event page address. Pure: the editor, the paste transform and the server render
 * share it.
 */

/**
 * An event page: http or https, an eventbrite domain (any subdomain, any country ending such as
 * .com, .co.uk or .com.au), a path `/e/` ending in the event id's digits (an optional trailing
 * slash), and an optional query.
 */
const EVENT_URL =
	/^https?:\/\/(?:[a-z0-9-]+\.)*eventbrite\.(?:[a-z]{2,3})(?:\.[a-z]{2})?\/e\/[^/?#\s]*?(\d+)\/?(?:\?[^#\s]*)?$/i;

/** The event id of an event page address (its trailing digits), or undefined. */
export function eventIdFromUrl( input: unknown ): number | undefined {
	if ( typeof input !== 'string' ) {
		return undefined;
	}
	const match = EVENT_URL.exec( input.trim() );
	if ( ! match ) {
		return undefined;
	}
	const id = Number( match[ 1 ] );
	return Number.isSafeInteger( id ) && id > 0 ? id : undefined;
}

/** A saved url is kept only when empty or an http(s) address. */
export function isSavableUrl( url: unknown ): boolean {
	return (
		url === undefined ||
		url === '' ||
		( typeof url === 'string' && /^https?:\/\//i.test( url ) )
	);
}

/** Whether a pasted text is an event page address and nothing else. */
export function isEventUrl( text: string ): boolean {
	return eventIdFromUrl( text ) !== undefined;
}

/** Where the checkout widget of an event is served: the frame both styles show. */
export function checkoutUrl( eventId: number ): string {
	return `https://www.eventbrite.com/checkout-external?eid=${ eventId }`;
}

/** The widget script the visitor page loads. */
export const WIDGET_SCRIPT_URL =
	'https://www.eventbrite.com/static/widgets/eb_widgets.js';

/** The inline widget's height in pixels. */
export const INLINE_HEIGHT = 425;

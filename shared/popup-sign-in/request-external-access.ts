import { centredPopupFeatures } from './popup-features';
import { readAccessMessage } from './read-access-message';
import type {
	ExternalAccessGranted,
	ExternalAccessOptions,
	ExternalAccessResult,
} from './types';

/** How often the popup is checked for closure, in milliseconds. */
export const POPUP_POLL_INTERVAL = 100;

/**
 * How long messages are still taken after the popup is seen closed, in milliseconds: the page
 * posts its message and closes itself at once, and on a busy machine the close can be seen
 * before the message is delivered.
 */
export const CLOSED_POPUP_GRACE = 250;

/** The popup's window name: a second request reuses the popup rather than opening another. */
const POPUP_NAME = 'tessera-external-access';

/**
 * Connects the user to an external account in a centred popup: opens `url` (the service's
 * authorization page), keeps the last message carrying a keyring id that arrives from that popup
 * and from the origin of `url`, and resolves once the popup is closed: with `{ keyring_id,
 * id_token, user }` if such a message came, otherwise with `{}`.
 *
 * @param url     The authorization page; a relative address is resolved against this page.
 * @param options An abort signal, and the popup's size when not the default.
 */
export function requestExternalAccess(
	url: string,
	options: ExternalAccessOptions = {}
): Promise< ExternalAccessResult > {
	const address = new URL( url, window.location.href );
	const popup = window.open(
		address.href,
		POPUP_NAME,
		centredPopupFeatures( window, options.width, options.height )
	);
	if ( ! popup ) {
		// A popup blocker said no: nothing was connected, and nothing will arrive.
		return Promise.resolve( {} );
	}

	return new Promise( ( resolve ) => {
		let result: ExternalAccessGranted | null = null;

		const onMessage = ( event: MessageEvent ) => {
			// Only the popup we opened, showing the page we asked for, may report a connection.
			if ( event.source !== popup || event.origin !== address.origin ) {
				return;
			}
			result = readAccessMessage( event.data ) ?? result;
		};

		const finish = () => {
			window.clearInterval( timer );
			window.removeEventListener( 'message', onMessage );
			options.signal?.removeEventListener( 'abort', onAbort );
			resolve( result ?? {} );
		};

		const onAbort = () => {
			popup.close();
			finish();
		};

		const timer = window.setInterval( () => {
			if ( popup.closed ) {
				window.clearInterval( timer );
				window.setTimeout( finish, CLOSED_POPUP_GRACE );
			}
		}, POPUP_POLL_INTERVAL );
		window.addEventListener( 'message', onMessage );
		if ( options.signal?.aborted ) {
			onAbort();
		} else {
			options.signal?.addEventListener( 'abort', onAbort );
		}
	} );
}

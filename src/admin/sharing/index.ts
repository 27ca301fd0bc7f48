/**
 * The Sharing settings screen's script (its own entry, on that page only): Connect and Reconnect
 * open the network's authorization page in the same popup the editor uses, and the page is read
 * again once the popup closes, so it shows the account's new state. Without the script the links
 * open a new tab.
 */
import { requestExternalAccess } from '../../../shared/popup-sign-in';

document.addEventListener( 'click', ( event ) => {
	const link = (
		event.target as Element | null
	 )?.closest< HTMLAnchorElement >( 'a[data-tessera-keyring-connect]' );
	if ( ! link ) {
		return;
	}
	event.preventDefault();
	requestExternalAccess( link.href ).then( () => window.location.reload() );
} );

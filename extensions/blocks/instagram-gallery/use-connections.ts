import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { requestExternalAccess } from '../../../shared/popup-sign-in';
import type { PhotoFeedConnection } from '../../../shared/photo-feed/types';

/** The radio value that means "connect another account" rather than one already connected. */
export const NEW_ACCOUNT = 'tessera-new-instagram-account';

/** The network's authorization popup is square, as its own sign-in page is laid out. */
export const CONNECT_POPUP_SIZE = 700;

/**
 * The user's connected accounts (asked while the block has none), and connecting a new one: the
 * connect address from the site, opened in a 700×700 popup whose message carries the keyring id.
 *
 * @param enabled Whether to ask (the block has no account, and the user is linked to WordPress.com).
 */
export function useConnections( enabled: boolean ) {
	const [ connections, setConnections ] = useState< PhotoFeedConnection[] >(
		[]
	);
	const [ isRequesting, setIsRequesting ] = useState( false );
	const [ isConnecting, setIsConnecting ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		let current = true;
		setIsRequesting( true );
		apiFetch< PhotoFeedConnection[] >( {
			path: '/wpcom/v2/instagram-gallery/connections',
		} ).then(
			( list ) => {
				if ( current ) {
					setConnections( Array.isArray( list ) ? list : [] );
					setIsRequesting( false );
				}
			},
			() => {
				if ( current ) {
					setConnections( [] );
					setIsRequesting( false );
				}
			}
		);
		return () => {
			current = false;
		};
	}, [ enabled ] );

	/** @return The new connection's token (its keyring id), or undefined when none was made. */
	const connect = async (): Promise< string | undefined > => {
		setError( null );
		setIsConnecting( true );
		try {
			const url = await apiFetch< string >( {
				path: '/wpcom/v2/instagram-gallery/connect-url',
			} );
			if ( typeof url !== 'string' || ! url ) {
				throw new Error( 'No connect address.' );
			}
			const result = await requestExternalAccess( url, {
				width: CONNECT_POPUP_SIZE,
				height: CONNECT_POPUP_SIZE,
			} );
			return 'keyring_id' in result
				? String( result.keyring_id )
				: undefined;
		} catch {
			setError(
				__( 'An error occurred. Please try again later.', 'tessera' )
			);
			return undefined;
		} finally {
			setIsConnecting( false );
		}
	};

	return { connections, isRequesting, isConnecting, error, connect };
}

import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { __ } from '@wordpress/i18n';
import { requestExternalAccess } from '../../../shared/popup-sign-in';
import type {
	KeyringConnection,
	KeyringServiceInfo,
} from '../../../shared/keyring/types';
import {
	deleteKeyringConnection,
	fetchKeyringConnections,
	fetchKeyringServices,
} from './api';
import { errorMessage } from './error-message';

/** One notice for the sidebar: a newer failure replaces the last one. */
const ERROR_NOTICE_ID = 'tessera-connections-error';

export interface KeyringConnections {
	/** null until the first load has finished (or failed). */
	services: KeyringServiceInfo[] | null;
	connections: KeyringConnection[];
	/** The service being connected or disconnected, or `'*'` while the lists load. */
	busy: string | null;
	connect: ( service: KeyringServiceInfo ) => Promise< void >;
	disconnect: ( connection: KeyringConnection ) => Promise< void >;
	/** Reads the services and connections again (after a failed first load). */
	load: () => Promise< void >;
}

/**
 * The keyring services and the user's connections, with the actions on them. Connect opens the
 * service's authorization page in a popup, Disconnect deletes the connection; both then read
 * the connections again. A failure shows the server's message as an editor error notice.
 */
export function useKeyringConnections(): KeyringConnections {
	const [ services, setServices ] = useState< KeyringServiceInfo[] | null >(
		null
	);
	const [ connections, setConnections ] = useState< KeyringConnection[] >(
		[]
	);
	const [ busy, setBusy ] = useState< string | null >( '*' );
	const { createErrorNotice, removeNotice } = useDispatch( noticesStore );
	// Closes an open popup and stops state updates once the sidebar is gone.
	const unmounted = useRef( new AbortController() );

	const run = useCallback(
		async (
			key: string,
			fallback: string,
			action: () => Promise< void >
		) => {
			setBusy( key );
			removeNotice( ERROR_NOTICE_ID );
			try {
				await action();
				const list = await fetchKeyringConnections();
				if ( ! unmounted.current.signal.aborted ) {
					setConnections( list );
				}
			} catch ( error ) {
				createErrorNotice( errorMessage( error, fallback ), {
					id: ERROR_NOTICE_ID,
				} );
			} finally {
				if ( ! unmounted.current.signal.aborted ) {
					setBusy( null );
				}
			}
		},
		[ createErrorNotice, removeNotice ]
	);

	const load = useCallback(
		() =>
			run(
				'*',
				__( 'The connected accounts could not be loaded.', 'tessera' ),
				async () => {
					const list = await fetchKeyringServices();
					if ( ! unmounted.current.signal.aborted ) {
						setServices( list );
					}
				}
			),
		[ run ]
	);

	useEffect( () => {
		const controller = new AbortController();
		unmounted.current = controller;
		load();
		return () => controller.abort();
	}, [ load ] );

	const connect = ( service: KeyringServiceInfo ) =>
		run(
			service.ID,
			__( 'The account could not be connected.', 'tessera' ),
			async () => {
				await requestExternalAccess( service.connect_URL, {
					signal: unmounted.current.signal,
				} );
			}
		);

	const disconnect = ( connection: KeyringConnection ) =>
		run(
			connection.service,
			__( 'The account could not be disconnected.', 'tessera' ),
			async () => {
				await deleteKeyringConnection( connection.ID );
			}
		);

	return { services, connections, busy, load, connect, disconnect };
}

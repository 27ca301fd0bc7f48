import { useDebounce } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import type { PublicizeConnection } from '../../../../shared/publicize/types';
import { fetchConnectionTests } from './api';

/** After an account is connected, the list is read again once things settle. */
export const REFRESH_AFTER_CONNECT_MS = 2000;

interface EditorSaveSelectors {
	isSavingPost: () => boolean;
	isAutosavingPost: () => boolean;
}

export interface Connections {
	/** null until the first answer. */
	connections: PublicizeConnection[] | null;
	refresh: () => void;
	refreshSoon: () => void;
}

/**
 * The user's connections with their test results: read when the panel opens, after each save
 * of the post while any connection is enabled, and 2 seconds after an account is connected.
 * A failed read keeps what was shown.
 *
 * @param isEnabled Whether the post is shared to a connection.
 */
export function useConnections(
	isEnabled: ( connection: PublicizeConnection ) => boolean
): Connections {
	const [ connections, setConnections ] = useState< PublicizeConnection[] | null >( null );
	const mounted = useRef( true );
	const refresh = useCallback( () => {
		fetchConnectionTests().then(
			( list ) => mounted.current && setConnections( list ),
			() => undefined
		);
	}, [] );
	const refreshSoon = useDebounce( refresh, REFRESH_AFTER_CONNECT_MS );

	useEffect( () => {
		mounted.current = true;
		refresh();
		return () => {
			mounted.current = false;
		};
	}, [ refresh ] );

	const isSaving = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSaveSelectors;
		return editor.isSavingPost() && ! editor.isAutosavingPost();
	}, [] );
	const anyEnabled = !! connections?.some( isEnabled );
	const wasSaving = useRef( isSaving );
	useEffect( () => {
		if ( wasSaving.current && ! isSaving && anyEnabled ) {
			refresh();
		}
		wasSaving.current = isSaving;
	}, [ isSaving, anyEnabled, refresh ] );

	return { connections, refresh, refreshSoon };
}

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';

import { navigation } from '../paid-blocks/use-upgrade-flow';
import type { EditorPostSelectors } from '../plugin-sidebar/editor-selectors';
import { serviceUrl, type ServiceHosts } from '../service-hosts';

const EDITOR_STORE = 'core/editor';

/**
 * What a Connect button does: save the post first when it has changes or was never saved (the
 * provider sends the owner back to its editor), then leave for the provider's connection page.
 * A failed save keeps the person here.
 *
 * @param connectUrl The provider's connection address from the memberships status.
 * @param hosts      The service host map (the stand-in's address on the local server).
 */
export function useConnectFlow(
	connectUrl: string | undefined,
	hosts: ServiceHosts | undefined
) {
	const [ isRedirecting, setIsRedirecting ] = useState( false );
	const registry = useRegistry();
	const { savePost } = useDispatch( EDITOR_STORE ) as {
		savePost: () => Promise< void >;
	};
	const needsSave = useSelect( ( select ) => {
		const editor = select( EDITOR_STORE ) as EditorPostSelectors;
		return (
			editor.isEditedPostDirty() ||
			editor.getEditedPostAttribute( 'status' ) === 'auto-draft'
		);
	}, [] );

	const connect = useCallback( async () => {
		if ( ! connectUrl || isRedirecting ) {
			return;
		}
		setIsRedirecting( true );
		if ( needsSave ) {
			await savePost();
			const editor = registry.select(
				EDITOR_STORE
			) as unknown as EditorPostSelectors;
			if ( editor.didPostSaveRequestFail() ) {
				setIsRedirecting( false );
				return;
			}
		}
		navigation.assign(
			serviceUrl( connectUrl, hosts ?? {}, window.location.origin )
		);
	}, [ connectUrl, hosts, isRedirecting, needsSave, savePost, registry ] );

	return { connect, isRedirecting };
}

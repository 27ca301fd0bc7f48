import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';

import { navigation } from '../paid-blocks/use-upgrade-flow';
import type { EditorPostSelectors } from '../plugin-sidebar/editor-selectors';
import { getPostEditorUrl } from '../plans/upgrade-url';
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
	const { postId, needsSave } = useSelect( ( select ) => {
		const editor = select( EDITOR_STORE ) as EditorPostSelectors;
		return {
			postId: editor.getCurrentPostId(),
			needsSave:
				editor.isEditedPostDirty() ||
				editor.getEditedPostAttribute( 'status' ) === 'auto-draft',
		};
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
		// The provider sends the owner back to the page they left: the saved post's editor, not
		// the new-post screen it may have started on.
		window.history.replaceState(
			window.history.state,
			'',
			getPostEditorUrl( postId )
		);
		navigation.assign(
			serviceUrl( connectUrl, hosts ?? {}, window.location.origin )
		);
	}, [
		connectUrl,
		hosts,
		isRedirecting,
		needsSave,
		savePost,
		registry,
		postId,
	] );

	return { connect, isRedirecting };
}

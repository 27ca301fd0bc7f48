import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';

import type { EditorPostSelectors } from './editor-selectors';
import { navigation } from './navigation';

/**
 * The post editor's store, by name: importing @wordpress/editor for its store object would load
 * the whole editor package wherever a block's edit uses this hook.
 */
const EDITOR_STORE = 'core/editor';

/**
 * Leaving the editor for another site (the store's checkout, a provider's connection page) that
 * will send the person back to this post: the post is saved first when it has unsaved changes or
 * was never saved, and a failed save keeps the person here (the editor says why).
 *
 * `leave( destination )` does nothing while a departure is under way; `destination` is called
 * with the post's id once the post is saved, and returns the address to go to (or a promise of
 * it, when the address must be asked for; if that fails, the person stays and the error is thrown).
 */
export function useSaveThenLeave() {
	const [ isLeaving, setIsLeaving ] = useState( false );
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

	const leave = useCallback(
		async (
			destination: ( savedPostId: number ) => string | Promise< string >
		) => {
			if ( isLeaving ) {
				return;
			}
			setIsLeaving( true );
			if ( needsSave ) {
				await savePost();
				const editor = registry.select(
					EDITOR_STORE
				) as unknown as EditorPostSelectors;
				if ( editor.didPostSaveRequestFail() ) {
					setIsLeaving( false );
					return;
				}
			}
			let address: string;
			try {
				address = await destination( postId );
			} catch ( error ) {
				setIsLeaving( false );
				throw error;
			}
			navigation.assign( address );
		},
		[ isLeaving, needsSave, savePost, registry, postId ]
	);

	return { leave, isLeaving };
}

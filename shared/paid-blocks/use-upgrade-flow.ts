import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';

import { recordEvent } from '../analytics';
import { getSiteFragment, getSiteType } from '../availability';
import type { Plan } from '../availability/types';
import { getPostEditorUrl, getUpgradeUrl } from '../plans/upgrade-url';
import type { EditorPostSelectors } from '../plugin-sidebar/editor-selectors';

/**
 * The post editor's store, by name: importing @wordpress/editor for its store object would load
 * the whole editor package wherever a paid block's edit is used.
 */
const EDITOR_STORE = 'core/editor';

const UPGRADE_CLICK_EVENT = 'jetpack_editor_block_upgrade_click';

/** Where the browser goes; a seam for tests (jsdom cannot navigate). */
export const navigation = {
	assign( url: string ) {
		( window.top ?? window ).location.assign( url );
	},
};

/**
 * What the Upgrade button does: record the click (with the plan and the block), save the post
 * when it has unsaved changes or was never saved (the store sends the person back to its editor),
 * then leave for the checkout. A failed save keeps the person here.
 *
 * @param plan      The plan to buy; no-op without one.
 * @param blockName The block (or core feature) that needs it, for the click event.
 */
export function useUpgradeFlow( plan: Plan | undefined, blockName: string ) {
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

	const upgrade = useCallback( async () => {
		if ( ! plan || isRedirecting ) {
			return;
		}
		setIsRedirecting( true );
		recordEvent( UPGRADE_CLICK_EVENT, {
			plan: plan.path_slug,
			block: blockName,
		} );
		if ( needsSave ) {
			await savePost();
			// The editor shows why the save failed; stay, rather than leave unsaved changes behind.
			const editor = registry.select(
				EDITOR_STORE
			) as unknown as EditorPostSelectors;
			if ( editor.didPostSaveRequestFail() ) {
				setIsRedirecting( false );
				return;
			}
		}
		navigation.assign(
			getUpgradeUrl( {
				plan,
				siteFragment: getSiteFragment(),
				siteType: getSiteType(),
				returnTo: getPostEditorUrl( postId ),
			} )
		);
	}, [
		plan,
		blockName,
		isRedirecting,
		needsSave,
		savePost,
		registry,
		postId,
	] );

	return { upgrade, isRedirecting };
}

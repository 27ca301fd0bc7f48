import { useCallback } from '@wordpress/element';

import { recordEvent } from '../analytics';
import { getSiteFragment, getSiteType } from '../availability';
import type { Plan } from '../availability/types';
import { getUpgradeUrl } from '../plans/upgrade-url';
import { getPostEditorUrl } from '../post-editor/editor-url';
import { useSaveThenLeave } from '../post-editor/use-save-then-leave';

const UPGRADE_CLICK_EVENT = 'jetpack_editor_block_upgrade_click';

/**
 * What the Upgrade button does: record the click (with the plan and the block), save the post
 * when it needs it (the store sends the person back to its editor), then leave for the checkout.
 *
 * @param plan      The plan to buy; no-op without one.
 * @param blockName The block (or core feature) that needs it, for the click event.
 */
export function useUpgradeFlow( plan: Plan | undefined, blockName: string ) {
	const { leave, isLeaving } = useSaveThenLeave();

	const upgrade = useCallback( async () => {
		if ( ! plan || isLeaving ) {
			return;
		}
		recordEvent( UPGRADE_CLICK_EVENT, {
			plan: plan.path_slug,
			block: blockName,
		} );
		await leave( ( postId ) =>
			getUpgradeUrl( {
				plan,
				siteFragment: getSiteFragment(),
				siteType: getSiteType(),
				returnTo: getPostEditorUrl( postId ),
			} )
		);
	}, [ plan, blockName, isLeaving, leave ] );

	return { upgrade, isRedirecting: isLeaving };
}

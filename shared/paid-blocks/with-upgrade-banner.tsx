import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import type { ComponentType } from 'react';

import { getExtensionAvailability, getRequiredPlan } from '../availability';
import { blockSlug } from '../availability/block-slug';
import { PLAN_CATALOG } from '../plans/catalog';
import { UpgradeBanner } from './upgrade-banner';
import { useUpgradePrompt } from './use-upgrade-prompt';

/**
 * Whether a block's upgrade banner shows: the block or one of its inner blocks is selected, and
 * the site still lacks the plan the block needs.
 *
 * @param blockName The block's name.
 * @param clientId  The block's client id.
 */
function useUpgradeBannerState( blockName: string, clientId: string ) {
	const slug = blockSlug( blockName );
	const requiredPlan = getRequiredPlan( slug );
	const usable = getExtensionAvailability( slug ).available;
	const isSelected = useSelect(
		( select ) => {
			const editor = select( blockEditorStore );
			return (
				editor.isBlockSelected( clientId ) ||
				editor.hasSelectedInnerBlock( clientId, true )
			);
		},
		[ clientId ]
	);
	return {
		plan: requiredPlan ? PLAN_CATALOG[ requiredPlan ] : undefined,
		isShown: isSelected && !! requiredPlan && ! usable,
	};
}

/**
 * A paid block's edit with its upgrade banner below it (above, the block toolbar would cover
 * it), shown while the block or a block inside it is selected: the banner records an impression
 * the first time it shows, and its button leads to the checkout.
 *
 * @param BlockEdit The block's edit.
 * @param blockName The block's name, `tessera/markdown`.
 */
export function withUpgradeBanner< Props extends { clientId: string } >(
	BlockEdit: ComponentType< Props >,
	blockName: string
): ComponentType< Props > {
	function PaidBlockEdit( props: Props ) {
		const { plan, isShown } = useUpgradeBannerState(
			blockName,
			props.clientId
		);
		const { upgrade, isRedirecting } = useUpgradePrompt(
			plan,
			blockName,
			isShown
		);
		return (
			<>
				<BlockEdit { ...props } />
				{ isShown && (
					<UpgradeBanner
						onUpgrade={ upgrade }
						isRedirecting={ isRedirecting }
					/>
				) }
			</>
		);
	}
	return PaidBlockEdit;
}

import { useEffect, useRef } from '@wordpress/element';

import { recordEvent } from '../analytics';

const UPGRADE_IMPRESSION_EVENT = 'tessera_editor_block_upgrade_impression';

/**
 * Records one impression the first time `isShown` is true, and never again for this component.
 *
 * @param isShown   Whether the banner is on screen.
 * @param plan      The plan's path slug.
 * @param blockName The block that needs it.
 */
export function useUpgradeImpression(
	isShown: boolean,
	plan: string | undefined,
	blockName: string
) {
	const recorded = useRef( false );
	useEffect( () => {
		if ( isShown && ! recorded.current ) {
			recorded.current = true;
			recordEvent( UPGRADE_IMPRESSION_EVENT, {
				plan: plan ?? '',
				block: blockName,
			} );
		}
	}, [ isShown, plan, blockName ] );
}

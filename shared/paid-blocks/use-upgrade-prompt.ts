import type { Plan } from '../availability/types';
import { useUpgradeImpression } from './use-impression';
import { useUpgradeFlow } from './use-upgrade-flow';

/**
 * What an upgrade prompt does: records one impression the first time it is shown, and gives the
 * Upgrade button its action (see useUpgradeImpression and useUpgradeFlow).
 *
 * @param plan    The plan to buy.
 * @param feature The block or feature that needs it, named in both events.
 * @param isShown Whether the prompt is on screen.
 */
export function useUpgradePrompt(
	plan: Plan | undefined,
	feature: string,
	isShown: boolean
) {
	useUpgradeImpression( isShown, plan?.path_slug, feature );
	return useUpgradeFlow( plan, feature );
}

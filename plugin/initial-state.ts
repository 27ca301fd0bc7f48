/**
 * The part of the editor initial state that does not depend on the WordPress site: the free plan
 * on a self-hosted site; before the site is connected to a Tessera service an extension that
 * needs the service waits for the connection, the others are as available on that plan as on a
 * Tessera site; no upgrade nudges. The plugin's PHP adds what only WordPress knows
 * (includes/editor.php).
 */
import type { EditorInitialState } from '../shared/availability/types';
import { PLAN_CATALOG } from '../shared/plans/catalog';
import { extensionCatalog } from '../extensions/catalog';
import { extensionAvailability } from '../platform/content/plans';

export type SiteIndependentState = Omit<
	EditorInitialState,
	'siteFragment' | 'allowedMimeTypes'
>;

/**
 * @param connected Whether the site is connected to a Tessera service: then the extensions that
 *                  need it are as available as the others.
 */
export function siteIndependentState(
	connected: boolean
): SiteIndependentState {
	const plan = 'free';
	return {
		available_blocks: Object.fromEntries(
			extensionCatalog()
				.filter( ( entry ) => entry.status !== 'experimental' )
				.map( ( entry ) => [
					entry.slug,
					entry.needsConnection && ! connected
						? {
								available: false,
								unavailable_reason: 'missing_connection',
							}
						: extensionAvailability( entry.slug, plan ),
				] )
		),
		tessera: {
			is_active: connected,
			is_current_user_connected: false,
			is_offline_mode: false,
			is_private_site: false,
			enable_upgrade_nudge: false,
		},
		plan: { ...PLAN_CATALOG[ plan ] },
		site_type: 'self-hosted',
		beta_extensions: false,
	};
}

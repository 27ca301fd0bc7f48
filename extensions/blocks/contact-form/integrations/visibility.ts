import { getSiteType } from '../../../../shared/availability';
import type { EditorInitialState } from '../../../../shared/availability/types';

/**
 * The check that hides the CRM Integration and Newsletter Integration panels: both integrations are
 * WordPress plugins the site installs itself, so they are hidden on simple (WordPress.com-hosted)
 * sites, where plugins cannot be installed. Who may act in them is left to the server: the CRM
 * panel tells non-administrators to ask an administrator, and the plugin list is refused to users
 * who cannot manage plugins, which hides the newsletter panel's contents for them.
 *
 * @param state Initial state (defaults to the page's).
 */
export function integrationsHidden( state?: EditorInitialState ): boolean {
	return getSiteType( state ) === 'simple';
}

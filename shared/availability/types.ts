/**
 * The editor initial state the server prints into the editor page as
 * `window.Tessera_Editor_Initial_State`, in the shape WordPress.com's editor initial state has.
 */
import type { Plan, PlanSlug, SiteType } from '../plans/catalog';

export type { Plan, PlanSlug, SiteType };

/**
 * `missing_connection`: the extension needs the Tessera service and this WordPress site is not
 * connected to one yet.
 */
type UnavailableReason =
	'missing_plan' | 'missing_connection' | 'missing_module' | 'unknown';

export interface ExtensionAvailability {
	available: boolean;
	unavailable_reason?: UnavailableReason;
	details?: { required_plan?: PlanSlug };
}

export interface EditorFlags {
	is_active: boolean;
	is_current_user_connected: boolean;
	is_offline_mode: boolean;
	is_private_site: boolean;
	enable_upgrade_nudge: boolean;
}

export interface EditorInitialState {
	/** Keyed by extension slug (`rating-star`, not `tessera/rating-star`). */
	available_blocks: Record< string, ExtensionAvailability >;
	tessera: EditorFlags;
	siteFragment: string;
	allowedMimeTypes: Record< string, string >;
	plan: Plan;
	site_type: SiteType;
	/** Whether extensions whose block.json or plugin.json says `"status": "beta"` are turned on. */
	beta_extensions: boolean;
}

declare global {
	interface Window {
		Tessera_Editor_Initial_State?: EditorInitialState;
	}
}

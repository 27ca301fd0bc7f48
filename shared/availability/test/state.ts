import type { EditorInitialState } from '../types';
import { PLAN_CATALOG } from '../../plans/catalog';

/** An initial state as the server prints it, with the parts a test cares about replaced. */
export function makeState(
	overrides: Partial< EditorInitialState > = {}
): EditorInitialState {
	return {
		available_blocks: {},
		tessera: {
			is_active: true,
			is_current_user_connected: true,
			is_offline_mode: false,
			is_private_site: false,
			enable_upgrade_nudge: false,
		},
		siteFragment: 'example.test',
		allowedMimeTypes: { 'jpg|jpeg|jpe': 'image/jpeg' },
		plan: PLAN_CATALOG.free,
		site_type: 'simple',
		beta_extensions: false,
		...overrides,
	};
}

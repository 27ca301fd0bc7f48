/**
 * Puts the CRM and the email-marketing plugin into a given state, for route tests and e2e tests:
 * the states a site reaches by installing, updating or configuring the real plugins
 * outside the editor (an old Zero BS CRM, a version header that cannot be read, ...).
 */
import type { Db } from '../../../platform/store/db';
import {
	CRM_PLUGIN_FILE,
	NEWSLETTER_PLUGIN_FILE,
} from '../../../service/features/plugins/directory';
import {
	FILESYSTEM_OPTION,
	setInstalledPlugin,
	type PluginStatus,
} from '../../../service/features/plugins/installed';
import { updateOption } from '../../../platform/store/options';
import {
	FORMS_EXTENSION,
	setExtensionEnabled,
} from '../../../service/features/crm/state';

export interface CrmTestState {
	/** `null`: not installed. */
	plugin: { version: string; status: PluginStatus } | null;
	formsExtensionEnabled?: boolean;
}

export function setCrmTestState( db: Db, state: CrmTestState ): void {
	setInstalledPlugin( db, CRM_PLUGIN_FILE, state.plugin );
	setExtensionEnabled(
		db,
		FORMS_EXTENSION,
		state.formsExtensionEnabled ?? false
	);
}

export function setNewsletterTestState(
	db: Db,
	plugin: { version: string; status: PluginStatus } | null
): void {
	setInstalledPlugin( db, NEWSLETTER_PLUGIN_FILE, plugin );
}

/** Makes plugin installs fail with WordPress's `fs_unavailable` (or work again). */
export function setPluginFilesystemAvailable(
	db: Db,
	available: boolean
): void {
	updateOption( db, FILESYSTEM_OPTION, ! available );
}

/**
 * Jetpack CRM as the contact form sees it: whether the plugin (`zero-bs-crm/ZeroBSCRM`) is
 * installed and active, its version, and whether its Jetpack Forms extension is enabled. The plugin
 * state lives with the other installed plugins; the CRM's enabled extensions in the option
 * `tessera_crm_extensions` (the real plugin keeps them in its own settings).
 */
import {
	coerceVersion,
	compareVersions,
	type Version,
} from '../../../shared/plugin-version';
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';
import { CRM_PLUGIN_FILE } from '../plugins/directory';
import { getInstalledPlugin } from '../plugins/installed';

export const FORMS_EXTENSION = 'jetpackforms';
/** The first Jetpack CRM release that takes contact form submissions. */
const MIN_FORMS_VERSION: Version = [ 3, 0, 19 ];

const EXTENSIONS_OPTION = 'tessera_crm_extensions';

export interface CrmState {
	installed: boolean;
	active: boolean;
	version: string | null;
	formsExtensionEnabled: boolean;
}

function getEnabledExtensions( db: Db ): string[] {
	return getOption< string[] >( db, EXTENSIONS_OPTION, [] );
}

export function setExtensionEnabled(
	db: Db,
	extension: string,
	enabled: boolean
): void {
	const others = getEnabledExtensions( db ).filter(
		( name ) => name !== extension
	);
	updateOption(
		db,
		EXTENSIONS_OPTION,
		enabled ? [ ...others, extension ].sort() : others
	);
}

export function getCrmState( db: Db ): CrmState {
	const plugin = getInstalledPlugin( db, CRM_PLUGIN_FILE );
	return {
		installed: !! plugin,
		active: plugin?.status === 'active',
		version: plugin?.version ?? null,
		formsExtensionEnabled:
			getEnabledExtensions( db ).includes( FORMS_EXTENSION ),
	};
}

/** Whether the installed CRM is recent enough to take form submissions. */
export function supportsForms( version: string | null ): boolean {
	const parsed = coerceVersion( version );
	return !! parsed && compareVersions( parsed, MIN_FORMS_VERSION ) >= 0;
}

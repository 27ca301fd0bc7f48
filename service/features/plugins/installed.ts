/**
 * The plugins installed on the site and their activation status, kept in the site option
 * `tessera_plugins` (WordPress keeps the files on disk and the list of active ones in the
 * `active_plugins` option; here one option holds both). Both integration plugins start out not
 * installed, as on a fresh WordPress site.
 */
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';
import { own } from '../../../platform/content/own';
import type { DirectoryPlugin } from './directory';

export type PluginStatus = 'active' | 'inactive';

export interface InstalledPlugin {
	/** The version in the installed plugin's header (what an update or a test leaves there). */
	version: string;
	status: PluginStatus;
}

const OPTION = 'tessera_plugins';
/** Set to true to make installs fail as WordPress does when it cannot write the plugins folder. */
export const FILESYSTEM_OPTION = 'tessera_plugins_filesystem_unavailable';

export function getInstalledPlugins(
	db: Db
): Record< string, InstalledPlugin > {
	return getOption< Record< string, InstalledPlugin > >( db, OPTION, {} );
}

export function getInstalledPlugin(
	db: Db,
	file: string
): InstalledPlugin | undefined {
	return own( getInstalledPlugins( db ), file );
}

/** Stores a plugin's state as it is on disk; `null` uninstalls it. */
export function setInstalledPlugin(
	db: Db,
	file: string,
	state: InstalledPlugin | null
): void {
	const plugins = new Map( Object.entries( getInstalledPlugins( db ) ) );
	if ( state ) {
		plugins.set( file, state );
	} else {
		plugins.delete( file );
	}
	updateOption( db, OPTION, Object.fromEntries( plugins ) );
}

export function isFilesystemAvailable( db: Db ): boolean {
	return getOption< boolean >( db, FILESYSTEM_OPTION, false ) !== true;
}

/** Installs a plugin from the directory (inactive), at the directory's current version. */
export function installFromDirectory( db: Db, plugin: DirectoryPlugin ): void {
	setInstalledPlugin( db, plugin.file, {
		version: plugin.version,
		status: 'inactive',
	} );
}

export function setPluginStatus(
	db: Db,
	file: string,
	status: PluginStatus
): void {
	const current = getInstalledPlugin( db, file );
	if ( current ) {
		setInstalledPlugin( db, file, { ...current, status } );
	}
}

import type { AuthUser, Role } from './types';

const READ = [ 'read', 'level_0' ];
const CONTRIBUTOR = [ ...READ, 'edit_posts', 'delete_posts', 'level_1' ];
const AUTHOR = [
	...CONTRIBUTOR,
	'upload_files',
	'edit_published_posts',
	'publish_posts',
	'delete_published_posts',
	'level_2',
];
const EDITOR = [
	...AUTHOR,
	'moderate_comments',
	'manage_categories',
	'manage_links',
	'unfiltered_html',
	'edit_others_posts',
	'delete_others_posts',
	'delete_private_posts',
	'edit_private_posts',
	'read_private_posts',
	'edit_pages',
	'edit_others_pages',
	'edit_published_pages',
	'publish_pages',
	'delete_pages',
	'delete_others_pages',
	'delete_published_pages',
	'delete_private_pages',
	'edit_private_pages',
	'read_private_pages',
	'level_7',
];
const ADMINISTRATOR = [
	...EDITOR,
	'switch_themes',
	'edit_themes',
	'activate_plugins',
	'edit_plugins',
	'edit_users',
	'edit_files',
	'manage_options',
	'import',
	'export',
	'list_users',
	'create_users',
	'delete_users',
	'promote_users',
	'remove_users',
	'add_users',
	'edit_theme_options',
	'edit_dashboard',
	'customize',
	'delete_site',
	'install_plugins',
	'update_plugins',
	'delete_plugins',
	'install_themes',
	'update_themes',
	'delete_themes',
	'update_core',
	'level_10',
];

/** The primitive capabilities of each role, as WordPress's populate_roles() grants them. */
export const ROLE_CAPABILITIES: Record< Role, ReadonlySet< string > > = {
	administrator: new Set( ADMINISTRATOR ),
	editor: new Set( EDITOR ),
	author: new Set( AUTHOR ),
	contributor: new Set( CONTRIBUTOR ),
	subscriber: new Set( READ ),
};

export const ROLES = Object.keys( ROLE_CAPABILITIES ) as Role[];

/** current_user_can() for a primitive capability; an anonymous visitor has none. */
export function userCan( user: AuthUser | null, capability: string ): boolean {
	return !! user && ROLE_CAPABILITIES[ user.role ].has( capability );
}

/** All of a role's capabilities as WordPress lists them in the users endpoint. */
export function capabilityMap( role: Role ): Record< string, boolean > {
	const map: Record< string, boolean > = {};
	for ( const capability of ROLE_CAPABILITIES[ role ] ) {
		map[ capability ] = true;
	}
	map[ role ] = true;
	return map;
}

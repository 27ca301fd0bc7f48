/**
 * WordPress's plugins endpoints (WP_REST_Plugins_Controller), the subset the contact form's
 * integration panels use: list the installed plugins, install one from the directory (optionally
 * activating it), and change a plugin's status. Same permissions, error codes and messages as
 * WordPress: managing plugins needs `activate_plugins`, installing needs `install_plugins`, which
 * only administrators have.
 */
import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { JsonSchema, RestRequest } from '../../../platform/rest/types';
import { itemSchema, readonlyText } from '../../../platform/rest/schema';
import { userCan } from '../../../platform/auth/capabilities';
import {
	RestError,
	forbidden,
	requireCapability,
} from '../../../platform/rest/errors';
import { escapeHtml } from '../../../shared/server-render/html';
import { findByFile, findBySlug } from './directory';
import {
	getInstalledPlugin,
	getInstalledPlugins,
	installFromDirectory,
	isFilesystemAvailable,
	setPluginStatus,
	type InstalledPlugin,
	type PluginStatus,
} from './installed';

const PATTERN = '[^.\\/]+(?:\\/[^.\\/]+)?';
const STATUSES: PluginStatus[] = [ 'inactive', 'active' ];

function manage( code: string ) {
	return requireCapability(
		'activate_plugins',
		code,
		'Sorry, you are not allowed to manage plugins for this site.'
	);
}

function notFound(): RestError {
	return new RestError( 'rest_plugin_not_found', 'Plugin not found.', 404 );
}

/** prepare_item_for_response(): the header data of the installed plugin. */
function preparePlugin(
	origin: string,
	file: string,
	installed: InstalledPlugin
): Record< string, unknown > {
	const known = findByFile( file );
	const description = known?.description ?? '';
	return {
		plugin: file,
		status: installed.status,
		name: known?.name ?? file,
		plugin_uri: known?.pluginUri ?? '',
		author: known?.author ?? '',
		author_uri: known?.authorUri ?? '',
		description: { raw: description, rendered: escapeHtml( description ) },
		version: installed.version,
		network_only: false,
		requires_wp: known?.requiresWp ?? '',
		requires_php: known?.requiresPhp ?? '',
		textdomain: known?.textdomain ?? '',
		_links: {
			self: [ { href: `${ origin }/wp-json/wp/v2/plugins/${ file }` } ],
		},
	};
}

function pluginSchema(): JsonSchema {
	return itemSchema( 'plugin', {
		plugin: { ...readonlyText( 'The plugin file.' ), pattern: PATTERN },
		status: {
			description: 'The plugin activation status.',
			type: 'string',
			enum: STATUSES,
		},
		name: readonlyText( 'The plugin name.' ),
		plugin_uri: readonlyText( "The plugin's website address." ),
		author: readonlyText( 'The plugin author.' ),
		author_uri: readonlyText( "Plugin author's website address." ),
		description: {
			description: 'The plugin description.',
			type: 'object',
			readonly: true,
		},
		version: readonlyText( 'The plugin version number.' ),
		network_only: {
			description:
				'Whether the plugin can only be activated network-wide.',
			type: 'boolean',
			readonly: true,
		},
		requires_wp: readonlyText( 'Minimum required version of WordPress.' ),
		requires_php: readonlyText( 'Minimum required version of PHP.' ),
		textdomain: readonlyText( "The plugin's text domain." ),
	} );
}

export function registerPluginRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/plugins',
		schema: pluginSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					status: {
						description:
							'Limits results to plugins with the given status.',
						type: 'array',
						items: { type: 'string', enum: STATUSES },
					},
				},
				permission: manage( 'rest_cannot_view_plugins' ),
				handler: ( request ) => {
					const wanted = request.params.status as
						PluginStatus[] | undefined;
					return {
						data: Object.entries( getInstalledPlugins( ctx.db ) )
							.filter(
								( [ , plugin ] ) =>
									! wanted?.length ||
									wanted.includes( plugin.status )
							)
							.map( ( [ file, plugin ] ) =>
								preparePlugin( request.origin, file, plugin )
							),
					};
				},
			},
			{
				methods: [ 'POST' ],
				args: {
					slug: {
						description: 'WordPress.org plugin directory slug.',
						type: 'string',
						required: true,
						pattern: '^[\\w\\-]+$',
					},
					status: {
						description: 'The plugin activation status.',
						type: 'string',
						enum: STATUSES,
						default: 'inactive',
					},
				},
				permission: ( request ) => {
					if ( ! userCan( request.user, 'install_plugins' ) ) {
						return forbidden(
							'rest_cannot_install_plugin',
							'Sorry, you are not allowed to install plugins on this site.',
							request.user
						);
					}
					if (
						request.params.status === 'active' &&
						! userCan( request.user, 'activate_plugins' )
					) {
						return forbidden(
							'rest_cannot_activate_plugin',
							'Sorry, you are not allowed to activate plugins.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					if ( ! isFilesystemAvailable( ctx.db ) ) {
						throw new RestError(
							'fs_unavailable',
							'The filesystem is currently unavailable for managing plugins.',
							500
						);
					}
					const plugin = findBySlug( request.params.slug );
					if ( ! plugin ) {
						throw new RestError(
							'plugins_api_failed',
							'Plugin not found.',
							404
						);
					}
					if ( getInstalledPlugin( ctx.db, plugin.file ) ) {
						throw new RestError(
							'folder_exists',
							'Destination folder already exists.',
							500
						);
					}
					installFromDirectory( ctx.db, plugin );
					if ( request.params.status === 'active' ) {
						setPluginStatus( ctx.db, plugin.file, 'active' );
					}
					return {
						status: 201,
						headers: {
							Location: `${ request.origin }/wp-json/wp/v2/plugins/${ plugin.file }`,
						},
						data: preparePlugin(
							request.origin,
							plugin.file,
							getInstalledPlugin( ctx.db, plugin.file )!
						),
					};
				},
			},
		],
	} );

	const findInstalled = ( request: RestRequest ) => {
		const installed = getInstalledPlugin( ctx.db, request.params.plugin );
		if ( ! installed ) {
			throw notFound();
		}
		return installed;
	};

	rest.register( {
		namespace: 'wp/v2',
		route: `/plugins/(?P<plugin>${ PATTERN })`,
		schema: pluginSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: manage( 'rest_cannot_view_plugin' ),
				handler: ( request ) => ( {
					data: preparePlugin(
						request.origin,
						request.params.plugin,
						findInstalled( request )
					),
				} ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: {
					status: {
						description: 'The plugin activation status.',
						type: 'string',
						enum: STATUSES,
					},
				},
				permission: manage( 'rest_cannot_manage_plugins' ),
				handler: ( request ) => {
					const installed = findInstalled( request );
					const status = request.params.status as
						PluginStatus | undefined;
					if ( status && status !== installed.status ) {
						setPluginStatus(
							ctx.db,
							request.params.plugin,
							status
						);
					}
					return {
						data: preparePlugin(
							request.origin,
							request.params.plugin,
							findInstalled( request )
						),
					};
				},
			},
		],
	} );
}

import type { AppContext } from '../../../platform/context';
import { userCan } from '../../../platform/auth/capabilities';
import { ACTIVE_THEME } from '../../content/theme';
import { RestError, forbidden } from '../../../platform/rest/errors';
import { contextArg } from '../../rest/common-args';
import type { RestEndpoint, RestRequest } from '../../../platform/rest/types';
import type { RestServer } from '../../../platform/rest/server';

const rendered = ( value: string ) => ( { raw: value, rendered: value } );

function prepareTheme( request: RestRequest ) {
	const t = ACTIVE_THEME;
	return {
		stylesheet: t.stylesheet,
		template: t.template,
		stylesheet_uri: `${ request.origin }/build/theme`,
		template_uri: `${ request.origin }/build/theme`,
		author: rendered( t.author ),
		author_uri: rendered( '' ),
		description: rendered( t.description ),
		is_block_theme: false,
		name: rendered( t.name ),
		requires_php: '',
		requires_wp: '',
		screenshot: '',
		tags: rendered( '' ),
		textdomain: 'tessera',
		theme_supports: t.supports,
		theme_uri: rendered( '' ),
		version: t.version,
		status: 'active',
		default_template_types: [],
		default_template_part_areas: [],
		_links: {
			self: [
				{
					href: `${ request.origin }/wp-json/wp/v2/themes/${ t.stylesheet }`,
				},
			],
			collection: [
				{ href: `${ request.origin }/wp-json/wp/v2/themes` },
			],
		},
	};
}

/** Reading the active theme needs edit_posts; listing every theme needs switch_themes. */
function canRead( request: RestRequest, activeOnly: boolean ) {
	if (
		userCan( request.user, 'switch_themes' ) ||
		( activeOnly && userCan( request.user, 'edit_posts' ) )
	) {
		return true as const;
	}
	return forbidden(
		'rest_cannot_view_themes',
		'Sorry, you are not allowed to view themes.',
		request.user
	);
}

/** GET /wp/v2/themes: the active theme (the only one), if `status` asks for active themes. */
function listThemes(): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: {
			context: contextArg( 'view', { described: false } ),
			status: {
				type: 'array',
				items: {
					type: 'string',
					enum: [ 'active', 'inactive' ],
				},
			},
		},
		permission: ( request ) =>
			canRead(
				request,
				JSON.stringify( request.params.status ) === '["active"]'
			),
		handler: ( request ) => {
			const statuses: string[] = request.params.status ?? [
				'active',
				'inactive',
			];
			const items = statuses.includes( 'active' )
				? [ prepareTheme( request ) ]
				: [];
			return {
				data: items,
				headers: {
					'X-WP-Total': items.length,
					'X-WP-TotalPages': 1,
				},
			};
		},
	};
}

/** GET /wp/v2/themes/<stylesheet>: the active theme; any other is not found (or not to be seen). */
function readTheme(): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: {
			context: contextArg( 'view', { described: false } ),
		},
		permission: ( request ) => {
			if ( request.params.stylesheet !== ACTIVE_THEME.stylesheet ) {
				return userCan( request.user, 'switch_themes' )
					? new RestError(
							'rest_theme_not_found',
							'Theme not found.',
							404
						)
					: forbidden(
							'rest_cannot_view_active_theme',
							'Sorry, you are not allowed to view the active theme.',
							request.user
						);
			}
			return canRead( request, true );
		},
		handler: ( request ) => ( { data: prepareTheme( request ) } ),
	};
}

/** WP_REST_Themes_Controller: one active theme. */
export function registerThemes( rest: RestServer, _ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/themes',
		endpoints: [ listThemes() ],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: '/themes/(?P<stylesheet>[^\\/:<>\\*\\?"\\|]+)',
		endpoints: [ readTheme() ],
	} );
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { getSettings } from '../../platform/content/settings';
import { offsetMinutes, validTimezone } from '../../platform/content/dates';
import type { RestServer } from '../../platform/rest/server';

/** The index's own entries: the root, and one per namespace (each a GET without a regex). */
function indexRoutes( rest: RestServer, root: string ) {
	return {
		'/': {
			namespace: '',
			methods: [ 'GET' ],
			endpoints: [
				{
					methods: [ 'GET' ],
					args: { context: { default: 'view', required: false } },
				},
			],
			_links: { self: [ { href: root } ] },
		},
		...Object.fromEntries(
			rest.namespaces().map( ( ns ) => [
				`/${ ns }`,
				{
					namespace: ns,
					methods: [ 'GET' ],
					endpoints: [
						{
							methods: [ 'GET' ],
							args: {
								namespace: {
									default: ns,
									required: false,
								},
								context: {
									default: 'view',
									required: false,
								},
							},
						},
					],
					_links: { self: [ { href: `${ root }${ ns }` } ] },
				},
			] )
		),
	};
}

/** The index: the site's name, address and time zone, its namespaces and every route. */
function siteIndex( rest: RestServer, ctx: AppContext, origin: string ) {
	const settings = getSettings( ctx.db, origin );
	const timezone = validTimezone( settings.timezone );
	const root = `${ origin }/wp-json/`;
	return {
		name: settings.title,
		description: settings.description,
		url: origin,
		home: origin,
		gmt_offset: offsetMinutes( timezone, new Date() ) / 60,
		timezone_string: timezone,
		page_for_posts: settings.page_for_posts,
		page_on_front: settings.page_on_front,
		show_on_front: settings.show_on_front,
		namespaces: rest.namespaces(),
		authentication: {},
		routes: {
			...indexRoutes( rest, root ),
			...rest.describeAll( origin ),
		},
		site_logo: settings.site_logo,
		site_icon: settings.site_icon,
		site_icon_url: '',
		_links: {
			help: [ { href: 'https://developer.wordpress.org/rest-api/' } ],
		},
	};
}

/** GET /wp-json/ (the index: site, namespaces, routes) and GET /wp-json/<namespace>. */
export function registerIndex(
	app: FastifyInstance,
	rest: RestServer,
	ctx: AppContext
): void {
	app.get( '/wp-json', async ( request, reply ) => {
		reply
			.header(
				'Link',
				`<${ request.origin }/wp-json/>; rel="https://api.w.org/"`
			)
			.type( 'application/json; charset=UTF-8' );
		return JSON.stringify( siteIndex( rest, ctx, request.origin ) );
	} );
	for ( const namespace of rest.namespaces() ) {
		app.get( `/wp-json/${ namespace }`, async ( request, reply ) => {
			reply.type( 'application/json; charset=UTF-8' );
			return JSON.stringify( {
				namespace,
				routes: rest.describeAll( request.origin, namespace ),
				_links: { up: [ { href: `${ request.origin }/wp-json/` } ] },
			} );
		} );
	}
}

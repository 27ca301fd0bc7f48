import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { getSettings } from '../content/settings';
import { offsetMinutes, validTimezone } from '../content/dates';
import type { RestServer } from '../rest/server';

/** GET /wp-json/ (the index: site, namespaces, routes) and GET /wp-json/<namespace>. */
export function registerIndex(
	app: FastifyInstance,
	rest: RestServer,
	ctx: AppContext
): void {
	const send = ( data: unknown ) => JSON.stringify( data );
	app.get( '/wp-json', async ( request, reply ) => {
		const settings = getSettings( ctx.db, request.origin );
		const timezone = validTimezone( settings.timezone );
		const root = `${ request.origin }/wp-json/`;
		const routes = {
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
			...rest.describeAll( request.origin ),
		};
		reply
			.header( 'Link', `<${ root }>; rel="https://api.w.org/"` )
			.type( 'application/json; charset=UTF-8' );
		return send( {
			name: settings.title,
			description: settings.description,
			url: request.origin,
			home: request.origin,
			gmt_offset: offsetMinutes( timezone, new Date() ) / 60,
			timezone_string: timezone,
			page_for_posts: settings.page_for_posts,
			page_on_front: settings.page_on_front,
			show_on_front: settings.show_on_front,
			namespaces: rest.namespaces(),
			authentication: {},
			routes,
			site_logo: settings.site_logo,
			site_icon: settings.site_icon,
			site_icon_url: '',
			_links: {
				help: [ { href: 'https://developer.wordpress.org/rest-api/' } ],
			},
		} );
	} );
	for ( const namespace of new Set(
		rest.routes.map( ( r ) => r.def.namespace )
	) ) {
		app.get( `/wp-json/${ namespace }`, async ( request, reply ) => {
			reply.type( 'application/json; charset=UTF-8' );
			return send( {
				namespace,
				routes: rest.describeAll( request.origin, namespace ),
				_links: { up: [ { href: `${ request.origin }/wp-json/` } ] },
			} );
		} );
	}
}

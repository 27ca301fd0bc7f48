import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../platform/context';
import { siteUrl } from '../../../../platform/content/site-address';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import type { RestRequest } from '../../../../platform/rest/types';
import type { RestServer } from '../../../../platform/rest/server';
import { editsSomePosts } from '../common/edits-some-posts';
import { pageMetadata } from './page-metadata';
import { checkedUrl, noResponse } from './url-check';

/** How many redirects a fetch follows, and how much of a page it reads (WordPress's defaults). */
const MAX_REDIRECTS = 5;
const RESPONSE_LIMIT = 150 * 1024;

/** The addresses the site answers at: its configured address, and the one this request used. */
function siteUrls( ctx: AppContext, request: RestRequest ): URL[] {
	return [ new URL( siteUrl( ctx.db ) ), new URL( request.origin ) ];
}

/** untrailingslashit() of the `url` sent, checked as WordPress checks it. */
function requestedUrl( ctx: AppContext, request: RestRequest ): URL {
	return checkedUrl(
		String( request.params.url ).replace( /\/+$/, '' ),
		siteUrls( ctx, request )
	);
}

/**
 * A page of this site as a visitor (no cookie) gets it, rendered by the server itself: nothing
 * leaves the machine. Redirects within the site are followed; any other answer than 200 is
 * WordPress's `no_response`, an empty page its `no_content`.
 */
async function ownPage(
	app: FastifyInstance,
	url: URL,
	sites: URL[]
): Promise< string > {
	let current = url;
	for ( let hop = 0; hop <= MAX_REDIRECTS; hop++ ) {
		const response = await app.inject( {
			method: 'GET',
			url: current.pathname + current.search,
			headers: { host: current.host },
		} );
		const location = response.headers.location;
		if (
			response.statusCode >= 300 &&
			response.statusCode < 400 &&
			location
		) {
			current = new URL( String( location ), current );
			if ( ! sites.some( ( site ) => site.origin === current.origin ) ) {
				break;
			}
			continue;
		}
		if ( response.statusCode !== 200 ) {
			break;
		}
		if ( ! response.body ) {
			throw new RestError(
				'no_content',
				'Unable to retrieve body from response at this URL.',
				404
			);
		}
		return response.body.slice( 0, RESPONSE_LIMIT );
	}
	throw noResponse();
}

/**
 * GET /wp-block-editor/v1/url-details?url=: what the link popover previews of an address. This
 * site's own pages are read by rendering them; any other address is refused as a fetch that
 * failed, without any request leaving the server.
 */
async function urlDetails(
	app: FastifyInstance,
	ctx: AppContext,
	request: RestRequest
) {
	const url = requestedUrl( ctx, request );
	const sites = siteUrls( ctx, request );
	if ( ! sites.some( ( site ) => site.origin === url.origin ) ) {
		throw noResponse();
	}
	const html = await ownPage( app, url, sites );
	return { data: pageMetadata( html, url.href ) };
}

/** WP_REST_URL_Details_Controller: /wp-block-editor/v1/url-details, for people who edit posts. */
export function registerUrlDetails(
	app: FastifyInstance,
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wp-block-editor/v1',
		route: '/url-details',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					url: {
						required: true,
						description: 'The URL to process.',
						type: 'string',
					},
				},
				permission: ( request ) => {
					// The address is checked before who asks, as WordPress validates first.
					requestedUrl( ctx, request );
					return (
						editsSomePosts( request.user ) ||
						forbidden(
							'rest_cannot_view_url_details',
							'Sorry, you are not allowed to process remote urls.',
							request.user
						)
					);
				},
				handler: ( request ) => urlDetails( app, ctx, request ),
			},
		],
	} );
}

import type { AppContext } from '../context';
import { userCan } from '../auth/capabilities';
import { OEMBED_PROVIDERS } from '../services/oembed-providers';
import { siteEmbedProvider } from '../services/site-embed/provider';
import { RestError, forbidden } from '../rest/errors';
import type { RestRequest } from '../rest/types';
import type { RestServer } from '../rest/server';

const notFound = () => new RestError( 'oembed_invalid_url', 'Not Found', 404 );

function parseUrl( value: string ): URL {
	try {
		const url = new URL( value );
		if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
			throw new Error( 'scheme' );
		}
		return url;
	} catch {
		throw notFound();
	}
}

/** WP_oEmbed_Controller: /oembed/1.0/embed (this site as a provider) and /oembed/1.0/proxy. */
export function registerOembed( rest: RestServer, ctx: AppContext ): void {
	const args = {
		url: {
			description:
				'The URL of the resource for which to fetch oEmbed data.',
			type: 'string',
			format: 'uri',
			required: true,
			maxLength: 2048,
		},
		format: { type: 'string', enum: [ 'json' ], default: 'json' },
		maxwidth: { type: 'integer', default: 600, minimum: 1, maximum: 10000 },
		maxheight: { type: 'integer', minimum: 1, maximum: 10000 },
	};
	const embedRequest = ( request: RestRequest ) => ( {
		url: parseUrl( request.params.url ),
		maxwidth: request.params.maxwidth ?? 600,
		maxheight: request.params.maxheight,
		origin: request.origin,
	} );

	rest.register( {
		namespace: 'oembed/1.0',
		route: '/embed',
		endpoints: [
			{
				methods: [ 'GET' ],
				args,
				permission: () => true,
				handler: ( request ) => {
					const data = siteEmbedProvider.embed(
						ctx,
						embedRequest( request )
					);
					if ( ! data ) {
						throw notFound();
					}
					return { data };
				},
			},
		],
	} );

	rest.register( {
		namespace: 'oembed/1.0',
		route: '/proxy',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { ...args, discover: { type: 'boolean', default: true } },
				permission: ( request: RestRequest ) =>
					userCan( request.user, 'edit_posts' ) ||
					forbidden(
						'rest_forbidden',
						'Sorry, you are not allowed to make proxied oEmbed requests.',
						request.user
					),
				handler: ( request ) => {
					const embed = embedRequest( request );
					for ( const provider of OEMBED_PROVIDERS ) {
						const data = provider.embed( ctx, embed );
						if ( data ) {
							return { data };
						}
					}
					throw notFound();
				},
			},
		],
	} );
}

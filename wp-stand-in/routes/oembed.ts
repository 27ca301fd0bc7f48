import type { AppContext } from '../../platform/context';
import { OEMBED_PROVIDERS } from '../../service/stand-ins/oembed/providers';
import { siteEmbedProvider } from '../../service/stand-ins/site-embed/provider';
import { RestError, requireCapability } from '../../platform/rest/errors';
import type { RestEndpoint, RestRequest } from '../../platform/rest/types';
import type { RestServer } from '../../platform/rest/server';

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

const ARGS = {
	url: {
		description: 'The URL of the resource for which to fetch oEmbed data.',
		type: 'string',
		format: 'uri',
		required: true,
		maxLength: 2048,
	},
	format: { type: 'string', enum: [ 'json' ], default: 'json' },
	maxwidth: { type: 'integer', default: 600, minimum: 1, maximum: 10000 },
	maxheight: { type: 'integer', minimum: 1, maximum: 10000 },
};

/** What a provider is asked: the URL (http or https only) and the largest size wanted. */
function embedRequest( request: RestRequest ) {
	return {
		url: parseUrl( request.params.url ),
		maxwidth: request.params.maxwidth ?? 600,
		maxheight: request.params.maxheight,
		origin: request.origin,
	};
}

/** GET /oembed/1.0/embed: this site as an oEmbed provider for its own posts. */
function embedEndpoint( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: ARGS,
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
	};
}

/** GET /oembed/1.0/proxy: the first provider that knows the URL, for editors. */
function proxyEndpoint( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { ...ARGS, discover: { type: 'boolean', default: true } },
		permission: requireCapability(
			'edit_posts',
			'rest_forbidden',
			'Sorry, you are not allowed to make proxied oEmbed requests.'
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
	};
}

/** WP_oEmbed_Controller: /oembed/1.0/embed (this site as a provider) and /oembed/1.0/proxy. */
export function registerOembed( rest: RestServer, ctx: AppContext ): void {
	rest.register( {
		namespace: 'oembed/1.0',
		route: '/embed',
		endpoints: [ embedEndpoint( ctx ) ],
	} );
	rest.register( {
		namespace: 'oembed/1.0',
		route: '/proxy',
		endpoints: [ proxyEndpoint( ctx ) ],
	} );
}

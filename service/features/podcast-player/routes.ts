import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { remoteGet } from '../../../platform/content/remote-hosts';
import { FeedError } from '../../../shared/podcast-feed/errors';
import { loadPodcastFeed } from '../../../shared/podcast-feed/load';

/** The status each feed failure answers with. */
const STATUS: Record< FeedError[ 'code' ], number > = {
	invalid_url: 400,
	feed_unreachable: 502,
	feed_timeout: 504,
	invalid_xml: 422,
	not_a_feed: 422,
};

function guidList( value: unknown ): string[] {
	const list = Array.isArray( value ) ? value : [ value ];
	return list
		.filter( ( guid ): guid is string => typeof guid === 'string' )
		.map( ( guid ) => guid.trim() )
		.filter( Boolean );
}

/**
 * `GET /wpcom/v2/podcast-player?url=&guids[]=&episode-options=` (WordPress.com's podcast
 * player endpoint): the feed at `url` fetched by the site and read into the player's data
 * (title, link, cover, tracks; with `episode-options`, the options of the Episode select). For
 * people who can edit posts, as the real endpoint; every failure answers the embed message.
 */
export function registerPodcastPlayerRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	void ctx;
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/podcast-player',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					url: {
						description: 'The podcast feed address.',
						type: 'string',
						required: true,
					},
					guids: {
						description: 'Only these episodes, in this order.',
						type: 'array',
						items: { type: 'string' },
						default: [],
					},
					'episode-options': {
						description:
							'Also list every episode for the Episode select.',
						type: 'boolean',
						default: false,
					},
				},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => {
					try {
						return {
							data: loadPodcastFeed(
								remoteGet,
								String( request.params.url ),
								{
									guids: guidList( request.params.guids ),
									episodeOptions:
										request.params[ 'episode-options' ] ===
										true,
								}
							),
						};
					} catch ( error ) {
						if ( error instanceof FeedError ) {
							throw new RestError(
								error.code,
								error.message,
								STATUS[ error.code ]
							);
						}
						throw error;
					}
				},
			},
		],
	} );
}

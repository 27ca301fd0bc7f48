import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { RestRequest } from '../../../platform/rest/types';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { userCan } from '../../../platform/auth/capabilities';
import { remoteGet } from '../../../platform/content/remote-hosts';
import {
	photoFeedConnection,
	readPhotoFeed,
} from '../../../platform/content/instagram-gallery';
import { listKeyringConnections } from '../../../platform/store/keyring';
import { PHOTO_FEED_MAX_COUNT } from '../../../shared/photo-feed/types';

const canEdit = requireCapability(
	'edit_posts',
	'rest_forbidden',
	'Sorry, you are not allowed to do that.'
);

function unavailable(): RestError {
	return new RestError(
		'instagram_connection_unavailable',
		'This Instagram connection is not available.',
		404
	);
}

/**
 * WordPress.com's photo-feed gallery endpoints (`/wpcom/v2/instagram-gallery/...`), for people
 * who can edit posts: the Instagram accounts they connected (`connections`), where to connect one
 * (`connect-url`, the keyring's authorization page), and an account's latest posts (`gallery`).
 * A gallery is read with the connection's own token; someone else's connection is only readable
 * by those who may edit others' posts (an editor opening an author's gallery).
 */
export function registerInstagramGalleryRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/instagram-gallery/connections',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: canEdit,
				handler: ( request: RestRequest ) => ( {
					data: listKeyringConnections(
						ctx.db,
						request.user!.id,
						'instagram'
					).map( ( row ) => ( {
						username: row.external_display_name,
						token: String( row.id ),
					} ) ),
				} ),
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: '/instagram-gallery/connect-url',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: canEdit,
				handler: ( request: RestRequest ) => ( {
					data: `${ request.origin }/keyring/connect/instagram`,
				} ),
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: '/instagram-gallery/gallery',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					access_token: {
						description:
							'The keyring id of the Instagram connection.',
						type: 'string',
						required: true,
						pattern: '^[1-9][0-9]{0,15}$',
					},
					count: {
						description: 'How many of the latest posts.',
						type: 'integer',
						minimum: 1,
						maximum: PHOTO_FEED_MAX_COUNT,
						default: PHOTO_FEED_MAX_COUNT,
					},
				},
				permission: canEdit,
				handler: ( request: RestRequest ) => {
					const connection = photoFeedConnection(
						ctx.db,
						String( request.params.access_token )
					);
					if (
						! connection ||
						( connection.user_id !== request.user!.id &&
							! userCan( request.user, 'edit_others_posts' ) )
					) {
						throw unavailable();
					}
					return {
						data: readPhotoFeed(
							remoteGet,
							connection,
							Number( request.params.count )
						),
					};
				},
			},
		],
	} );
}

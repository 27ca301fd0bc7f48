import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { getPost } from '../../../platform/store/posts';
import { setVideoRating, videoByAttachment } from '../../store/videopress';
import { VIDEO_RATINGS } from '../../../shared/videopress/rating';

/**
 * `POST /wpcom/v2/videopress/meta` (Jetpack's): changes a hosted video's details; here its
 * rating, the one detail the block edits. For people who can upload files; the attachment must
 * be a hosted video. The rating is checked against the four ratings before anything is stored.
 */
export function registerVideoPressRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/videopress/meta',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					id: {
						description: 'The video attachment ID.',
						type: 'integer',
						required: true,
						minimum: 1,
					},
					rating: {
						description: 'The video rating.',
						type: 'string',
						enum: [ ...VIDEO_RATINGS ],
					},
				},
				permission: requireCapability( 'upload_files' ),
				handler: ( request ) => {
					const id = Number( request.params.id );
					const video = getPost( ctx.db, id )
						? videoByAttachment( ctx.db, id )
						: undefined;
					if ( ! video ) {
						throw new RestError(
							'rest_post_invalid_id',
							'Invalid post ID.',
							404
						);
					}
					if ( typeof request.params.rating === 'string' ) {
						setVideoRating(
							ctx.db,
							video.guid,
							request.params.rating
						);
					}
					return {
						data: {
							code: 'success',
							message: 'Video meta updated successfully.',
							data: 200,
						},
					};
				},
			},
		],
	} );
}

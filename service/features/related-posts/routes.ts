import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { RestError, forbidden } from '../../../platform/rest/errors';
import { POST_TYPES } from '../../../platform/content/post-types';
import { relatedPostsOf } from '../../../platform/content/related-posts/related-posts';
import { restLocale } from '../../../platform/content/user-locale';
import { inLocale } from '../../../platform/render/locale-strings';
import { userCanPost } from '../../../platform/auth/post-capabilities';
import { getPost } from '../../../platform/store/posts';
import { MAX_RELATED_POSTS } from '../../../shared/related-posts/types';

/**
 * `GET /wpcom/v2/related-posts/<id>?size=` : the posts related to a post, best first, in the
 * related-post shape (the analogue of Jetpack's `jetpack-related-posts` post field, asked
 * separately so that the editor's preview can refresh it without reloading the post). Only
 * someone who may edit the post asks: a draft's related posts reveal what it is about.
 */
export function registerRelatedPostsRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/related-posts/(?P<id>[\\d]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					id: {
						description: 'The post whose related posts are asked.',
						type: 'integer',
						minimum: 1,
					},
					size: {
						description: 'How many related posts.',
						type: 'integer',
						minimum: 1,
						maximum: MAX_RELATED_POSTS,
						default: 3,
					},
				},
				permission: ( request ) => {
					const post = getPost( ctx.db, Number( request.params.id ) );
					const type = post && POST_TYPES[ post.post_type ];
					if ( ! post || ! type ) {
						return new RestError(
							'rest_post_invalid_id',
							'Invalid post ID.',
							404
						);
					}
					return (
						userCanPost( request.user, 'edit_post', post, type ) ||
						forbidden(
							'rest_forbidden',
							'Sorry, you are not allowed to do that.',
							request.user
						)
					);
				},
				// The editor's preview: in the user's language when it asks with `_locale=user`.
				handler: ( request ) => ( {
					data: inLocale(
						restLocale(
							ctx.db,
							request.user?.id,
							request.params._locale
						),
						() =>
							relatedPostsOf(
								ctx.db,
								Number( request.params.id ),
								Number( request.params.size ?? 3 ),
								request.origin
							)
					),
				} ),
			},
		],
	} );
}

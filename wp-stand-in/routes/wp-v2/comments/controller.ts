import type { AppContext } from '../../../../platform/context';
import type { RestServer } from '../../../../platform/rest/server';
import { discussionOptions } from '../../../content/comments/discussion';
import { commentSchema } from './schema';
import { listComments } from './list';
import { createComment } from './create';
import { deleteComment, editComment, readComment } from './item';

/** WP_REST_Comments_Controller: /wp/v2/comments and /wp/v2/comments/<id>; not batchable. */
export function registerComments( rest: RestServer, ctx: AppContext ): void {
	const schema = () =>
		commentSchema( !! discussionOptions( ctx.db ).show_avatars );
	rest.register( {
		namespace: 'wp/v2',
		route: '/comments',
		schema,
		endpoints: [ listComments( ctx ), createComment( ctx ) ],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: '/comments/(?P<id>[\\d]+)',
		schema,
		endpoints: [
			readComment( ctx ),
			editComment( ctx ),
			deleteComment( ctx ),
		],
	} );
}

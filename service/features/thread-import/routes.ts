import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { requireCapability } from '../../../platform/rest/errors';
import { remoteGet } from '../../../platform/content/remote-hosts';
import { gatherThread } from './gather';

/**
 * `GET /wpcom/v2/tweetstorm/gather?url=`: the thread a tweet belongs to, as items the editor
 * turns into blocks (paragraph, gallery, image, video, embed). For people who can edit posts.
 */
export function registerThreadImportRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	void ctx;
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/tweetstorm/gather',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					url: {
						description: 'The address of a tweet of the thread.',
						type: 'string',
						required: true,
					},
				},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => ( {
					data: gatherThread(
						remoteGet,
						String( request.params.url )
					),
				} ),
			},
		],
	} );
}

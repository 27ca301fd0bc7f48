import type { AppContext } from '../../../../platform/context';
import type { RestServer } from '../../../../platform/rest/server';
import { mediaSchema } from './schema';
import { listMedia, uploadMedia } from './list';
import { deleteMedia, editMedia, readMedia } from './item';

/** WP_REST_Attachments_Controller: /wp/v2/media and /wp/v2/media/<id>. */
export function registerMedia( rest: RestServer, ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/media',
		schema: mediaSchema,
		allowBatch: true,
		endpoints: [ listMedia( ctx ), uploadMedia( ctx ) ],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: '/media/(?P<id>[\\d]+)',
		schema: mediaSchema,
		allowBatch: true,
		endpoints: [ readMedia( ctx ), editMedia( ctx ), deleteMedia( ctx ) ],
	} );
}

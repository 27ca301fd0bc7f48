import type { AppContext } from '../../../../platform/context';
import type { RestServer } from '../../../../platform/rest/server';
import { userSchema } from './schema';
import { listUsers } from './list';
import { createUser } from './create';
import { editUser, readUser } from './item';
import { deleteUserEndpoint } from './delete';

/** WP_REST_Users_Controller: /wp/v2/users, /wp/v2/users/<id>, /wp/v2/users/me. */
export function registerUsers( rest: RestServer, ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/users',
		schema: userSchema,
		allowBatch: true,
		endpoints: [ listUsers( ctx ), createUser( ctx ) ],
	} );
	// A batch may address a user by ID, not as `me`.
	for ( const [ route, allowBatch ] of [
		[ '/users/(?P<id>[\\d]+)', true ],
		[ '/users/me', false ],
	] as const ) {
		rest.register( {
			namespace: 'wp/v2',
			route,
			schema: userSchema,
			allowBatch,
			endpoints: [
				readUser( ctx ),
				editUser( ctx ),
				deleteUserEndpoint( ctx ),
			],
		} );
	}
}

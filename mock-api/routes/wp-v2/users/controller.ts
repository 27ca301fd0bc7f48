import type { AppContext } from '../../../context';
import type { RestServer } from '../../../rest/server';
import { userSchema } from './schema';
import { listUsers } from './list';
import { createUser } from './create';
import { editUser, readUser } from './item';

/** WP_REST_Users_Controller: /wp/v2/users, /wp/v2/users/<id>, /wp/v2/users/me. */
export function registerUsers( rest: RestServer, ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/users',
		schema: userSchema,
		allowBatch: true,
		endpoints: [ listUsers( ctx ), createUser( ctx ) ],
	} );
	for ( const route of [ '/users/(?P<id>[\\d]+)', '/users/me' ] ) {
		rest.register( {
			namespace: 'wp/v2',
			route,
			schema: userSchema,
			allowBatch: true,
			endpoints: [ readUser( ctx ), editUser( ctx ) ],
		} );
	}
}

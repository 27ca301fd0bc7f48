import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { requireCapability } from '../../../platform/rest/errors';
import { validateRedirect } from '../../../platform/content/safe-redirect';
import { AUTHORIZE_PATH } from './paths';

/** What Jetpack answers a user who may not link an account. */
const CANNOT_CONNECT =
	'You do not have the correct user permissions to perform this action. Please contact your site admin if you think this is a mistake.';

/**
 * `GET /jetpack/v4/connection/url` (`from`, `redirect`): Jetpack's fresh connect link, answered as
 * a bare JSON string. It leads to the authorization page (pages.ts), which links the signed-in
 * user's account and returns to `redirect` when that is an address on this site (otherwise to
 * wp-admin). `from` names where the flow started.
 */
export function registerUserConnectionRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	void ctx;
	rest.register( {
		namespace: 'jetpack/v4',
		route: '/connection/url',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					from: { type: 'string', maxLength: 100 },
					redirect: { type: 'string', maxLength: 2048 },
				},
				permission: requireCapability(
					'read',
					'invalid_user_permission_jetpack_connect',
					CANNOT_CONNECT
				),
				handler: ( request ) => {
					const query = new URLSearchParams( {
						redirect: validateRedirect(
							request.params.redirect,
							request.origin
						),
					} );
					if ( typeof request.params.from === 'string' ) {
						query.set( 'from', request.params.from );
					}
					return {
						data: `${ request.origin }${ AUTHORIZE_PATH }?${ query }`,
					};
				},
			},
		],
	} );
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { isRestUrl } from '../../platform/rest/request-target';
import {
	decorateRequestState,
	requestOrigin,
} from '../../platform/auth/request-state';
import { ACTING_USER_HEADER, actingUser } from '../auth/acting-user';

/**
 * A WordPress site's requests act for the user the service names (WordPress signed them in, the
 * service checked WordPress's signature). A REST request passed WordPress's cookie and nonce check
 * before it was forwarded; a visitor's form carries this site's own nonce, checked by its route.
 */
export function installActingUserAuth(
	app: FastifyInstance,
	ctx: AppContext
): void {
	decorateRequestState( app );
	app.addHook( 'onRequest', async ( request ) => {
		request.origin = requestOrigin( request );
		request.user = actingUser(
			ctx.db,
			request.headers[ ACTING_USER_HEADER ]
		);
		request.authSource = request.user ? 'service' : 'none';
		request.nonceValid = !! request.user && isRestUrl( request.url );
	} );
}

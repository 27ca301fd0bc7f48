import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../platform/context';
import { buildServer } from '../platform/server';
import { purgeExpiredSessions } from './auth/sessions';
import { installAuth } from './routes/request-auth';
import { registerRestRoutes } from './routes/rest-routes';
import { registerPages } from './routes/pages';
import { seedSite } from './seed/seed';

export type { AppOptions };

/**
 * The whole site on one data directory: WordPress's REST API, wp-admin, sign-in and visitor pages,
 * with the Tessera service's features in the same process.
 */
export async function buildApp(
	options: AppOptions
): Promise< FastifyInstance > {
	let stopSessionPurge = () => {};
	return buildServer( options, {
		prepare: async ( ctx ) => {
			stopSessionPurge = purgeExpiredSessions( ctx.db );
			await seedSite( ctx, options.log ?? ( () => {} ) );
		},
		installAuth,
		registerRestRoutes,
		registerPages,
		onClose: () => stopSessionPurge(),
	} );
}

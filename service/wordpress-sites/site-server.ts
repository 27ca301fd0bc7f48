import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../platform/context';
import { buildServer } from '../../platform/server';
import { registerServicePages, registerServiceRestRoutes } from '../routes';
import { installActingUserAuth } from './site-auth';
import { registerSiteRoutes } from './site-routes';
import { stagedMediaLibrary } from './staged-media';
import { registerSiteVideoRoutes } from './site-videos';
import { registerSiteScreens } from './site-screens';

/**
 * The service's server for one connected WordPress site: Tessera's features and the stand-ins,
 * acting for the user WordPress names, plus what only a WordPress site needs (content sync,
 * renders, the admin screens' data).
 */
export function buildSiteServer(
	options: AppOptions
): Promise< FastifyInstance > {
	const media = stagedMediaLibrary();
	return buildServer( options, {
		installAuth: installActingUserAuth,
		registerRestRoutes: ( app, rest, ctx ) =>
			registerServiceRestRoutes( app, rest, ctx, media ),
		registerPages: ( app, ctx ) => {
			registerServicePages( app, ctx );
			registerSiteRoutes( app, ctx );
			registerSiteVideoRoutes( app, ctx );
			registerSiteScreens( app, ctx );
		},
	} );
}

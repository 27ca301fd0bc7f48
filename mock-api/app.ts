import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { AppContext, AppOptions } from './context';
import { openDatabase } from './store/db';
import { purgeExpiredSessions } from './auth/sessions';
import { installAuth } from './routes/request-auth';
import { createValidation } from './rest/validation';
import { RestServer } from './rest/server';
import { mountRoutes } from './rest/mount';
import { rewriteUrl } from './rest/rewrite';
import { parseQueryString } from './rest/querystring';
import { installErrorHandling } from './rest/error-handler';
import {
	answerClientError,
	answerFrameworkError,
	checkRequestUrl,
} from './rest/front-server-checks';
import { installJsonParser, installRawParser } from './rest/body-parsers';
import { registerRestRoutes } from './routes/rest-routes';
import { registerPages } from './routes/pages';
import { notFoundPage } from './render/not-found-page';
import { seedSite } from './seed/seed';
import { storeSiteUrl } from './content/site-address';
import { oembedHtml } from './stand-ins/oembed/embed-html';

/** JSON bodies up to 16 MB are parsed, so that an oversized field gets a 400 naming it. */
const BODY_LIMIT = 16 * 1024 * 1024;

export type { AppOptions };

/** The whole site: REST API, wp-admin pages, visitor pages and static files, on one data directory. */
export async function buildApp(
	options: AppOptions
): Promise< FastifyInstance > {
	const log = options.log ?? ( () => {} );
	const uploadsDir = join( options.dataDir, 'uploads' );
	mkdirSync( uploadsDir, { recursive: true } );
	const db = openDatabase( join( options.dataDir, 'tessera.sqlite' ) );
	const ctx: AppContext = { db, options, uploadsDir };
	ctx.embedHtml = ( url, origin ) => oembedHtml( ctx, url, origin );
	const stopSessionPurge = purgeExpiredSessions( db );
	const validation = createValidation();

	const app = fastify( {
		logger: false,
		bodyLimit: BODY_LIMIT,
		routerOptions: {
			ignoreTrailingSlash: true,
			maxParamLength: 500,
			querystringParser: parseQueryString,
		},
		rewriteUrl,
		frameworkErrors: answerFrameworkError,
		clientErrorHandler: answerClientError,
		schemaController: {
			compilersFactory: {
				buildValidator: validation.buildValidator as never,
			},
		},
	} );
	app.addHook( 'onClose', async () => {
		stopSessionPurge();
		if ( db.open ) {
			db.close();
		}
	} );

	try {
		storeSiteUrl( db, options.siteUrl );
		await seedSite( ctx, log );
		await app.register( cookie );
		await app.register( formbody, { bodyLimit: 1024 * 1024 } );
		await app.register( multipart, {
			limits: { fileSize: 64 * 1024 * 1024, files: 1, fields: 20 },
		} );
		installJsonParser( app );
		installRawParser( app );
		app.addHook( 'onRequest', checkRequestUrl );
		installAuth( app, ctx );
		installErrorHandling( app, log, notFoundPage( ctx ) );

		const rest = new RestServer( validation.compile );
		registerRestRoutes( app, rest, ctx );
		mountRoutes( app, rest );
		registerPages( app, ctx );
		options.forWordPressSite?.registerRoutes?.( app, ctx );
		await app.ready();
	} catch ( error ) {
		stopSessionPurge();
		db.close();
		throw error;
	}
	return app;
}

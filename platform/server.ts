import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { AppContext, AppOptions } from './context';
import { openDatabase } from './store/db';
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
import { notFoundPage } from './render/not-found-page';
import { storeSiteUrl } from './content/site-address';

/** JSON bodies up to 16 MB are parsed, so that an oversized field gets a 400 naming it. */
const BODY_LIMIT = 16 * 1024 * 1024;

/** What a server built on the platform adds: its start-up work, its sign-in and its routes. */
export interface ServerParts {
	/** Runs once the database is open, before any route exists (first-start content, timers). */
	prepare?: ( ctx: AppContext ) => Promise< void > | void;
	/** Recognises the user of each request. */
	installAuth: ( app: FastifyInstance, ctx: AppContext ) => void;
	/** REST routes go into `rest` (mounted once this returns); pages go straight onto `app`. */
	registerRestRoutes: (
		app: FastifyInstance,
		rest: RestServer,
		ctx: AppContext
	) => void;
	registerPages: ( app: FastifyInstance, ctx: AppContext ) => void;
	/** Called when the server closes, before the database does. */
	onClose?: () => void;
}

/**
 * One site's server on one data directory: the database, body parsing, WordPress's REST
 * conventions (validation, errors, `?rest_route=`) and the routes its parts register. The
 * WordPress stand-in and the Tessera service are each built with it.
 */
export async function buildServer(
	options: AppOptions,
	parts: ServerParts
): Promise< FastifyInstance > {
	const uploadsDir = join( options.dataDir, 'uploads' );
	mkdirSync( uploadsDir, { recursive: true } );
	const db = openDatabase( join( options.dataDir, 'tessera.sqlite' ) );
	const ctx: AppContext = { db, options, uploadsDir };
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
	const close = () => {
		parts.onClose?.();
		if ( db.open ) {
			db.close();
		}
	};
	app.addHook( 'onClose', async () => close() );

	try {
		storeSiteUrl( db, options.siteUrl );
		await parts.prepare?.( ctx );
		await app.register( cookie );
		await app.register( formbody, { bodyLimit: 1024 * 1024 } );
		await app.register( multipart, {
			limits: { fileSize: 64 * 1024 * 1024, files: 1, fields: 20 },
		} );
		installJsonParser( app );
		installRawParser( app );
		app.addHook( 'onRequest', checkRequestUrl );
		parts.installAuth( app, ctx );
		installErrorHandling(
			app,
			options.log ?? ( () => {} ),
			notFoundPage( ctx )
		);

		const rest = new RestServer( validation.compile );
		parts.registerRestRoutes( app, rest, ctx );
		mountRoutes( app, rest );
		parts.registerPages( app, ctx );
		await app.ready();
	} catch ( error ) {
		close();
		throw error;
	}
	return app;
}

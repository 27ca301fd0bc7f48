import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { createNonce } from '../../platform/auth/nonces';
import type { Role } from '../../platform/auth/types';
import { copySiteTemplate } from './support/site-template';
import { recordSiteCreation } from './support/profile';

export const ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * The published posts a fresh site has: the block gallery (ID 1, the newest) and the three short
 * sample posts dated before it (IDs 2 to 4; the gallery's first revision comes after them).
 */
export const SEEDED_POSTS = 4;

/** A build directory with a manifest and the files it names, as webpack would leave it. */
function fakeBuild( dir: string ): string {
	const build = join( dir, 'build' );
	const files = [
		'editor/index.js',
		'editor/index.css',
		'core/block-library.css',
		'theme/style.css',
		'blocks/rating-star/style.css',
		'blocks/rating-star/view.js',
		'blocks/markdown/style.css',
	];
	for ( const file of files ) {
		mkdirSync( join( build, file, '..' ), { recursive: true } );
		writeFileSync( join( build, file ), `/* ${ file } */` );
	}
	writeFileSync(
		join( build, 'asset-manifest.json' ),
		JSON.stringify( {
			blocks: {
				'rating-star': {
					viewScript: [ '/build/blocks/rating-star/view.js' ],
					style: [ '/build/blocks/rating-star/style.css' ],
				},
				markdown: {
					viewScript: [],
					style: [ '/build/blocks/markdown/style.css' ],
				},
			},
			editor: {
				scripts: [ '/build/editor/index.js' ],
				styles: [ '/build/editor/index.css' ],
				canvasStyles: [],
			},
			theme: { style: [ '/build/theme/style.css' ] },
		} )
	);
	return build;
}

export interface RequestOptions {
	body?: unknown;
	headers?: Record< string, string >;
	/** Send the user's X-WP-Nonce (default true for a signed-in client). */
	nonce?: boolean;
	payload?: string | Buffer;
}

/** A browser session: its cookie and REST nonce, or none for a visitor. */
export class Client {
	constructor(
		private readonly app: FastifyInstance,
		readonly cookie: string | null,
		readonly nonce: string | null,
		readonly userId: number
	) {}

	request(
		method: string,
		url: string,
		options: RequestOptions = {}
	): Promise< LightMyRequestResponse > {
		const headers: Record< string, string > = {
			...( options.headers ?? {} ),
		};
		if ( this.cookie ) {
			headers.cookie = this.cookie;
		}
		if ( this.nonce && options.nonce !== false ) {
			headers[ 'x-wp-nonce' ] = this.nonce;
		}
		let payload = options.payload;
		if ( options.body !== undefined ) {
			payload = JSON.stringify( options.body );
			headers[ 'content-type' ] ??= 'application/json';
		}
		return this.app.inject( {
			method: method as 'GET',
			url,
			headers,
			payload,
		} );
	}

	get( url: string, options?: RequestOptions ) {
		return this.request( 'GET', url, options );
	}

	post( url: string, body?: unknown, options: RequestOptions = {} ) {
		return this.request( 'POST', url, { ...options, body } );
	}

	delete( url: string, options?: RequestOptions ) {
		return this.request( 'DELETE', url, options );
	}
}

export interface TestSite {
	app: FastifyInstance;
	dir: string;
	buildDir: string;
	/** A second connection to the site's database, for checking what was (not) stored. */
	db: Database.Database;
	anonymous: Client;
	admin: Client;
	/** A signed-in user of the role (created on first use). */
	as: ( role: Role, login?: string ) => Promise< Client >;
	count: ( sql: string, ...params: unknown[] ) => number;
	close: () => Promise< void >;
}

/** Signs in through /wp-login.php and computes the REST nonce the editor page would print. */
export async function signIn(
	app: FastifyInstance,
	db: Database.Database,
	login: string,
	password: string
): Promise< Client > {
	const response = await app.inject( {
		method: 'POST',
		url: '/wp-login.php',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( {
			log: login,
			pwd: password,
		} ).toString(),
	} );
	if ( response.statusCode !== 302 ) {
		throw new Error(
			`Sign-in of ${ login } failed: ${ response.statusCode }`
		);
	}
	const cookie = String( response.headers[ 'set-cookie' ] ).split( ';' )[ 0 ];
	const token = decodeURIComponent( cookie.split( '=' )[ 1 ] );
	const secret = JSON.parse(
		(
			db
				.prepare(
					"SELECT option_value FROM options WHERE option_name = 'tessera_nonce_secret'"
				)
				.get() as { option_value: string }
		 ).option_value
	);
	const user = db
		.prepare( 'SELECT ID FROM users WHERE user_login = ?' )
		.get( login ) as { ID: number };
	return new Client(
		app,
		cookie,
		createNonce( secret, 'wp_rest', { userId: user.ID, token } ),
		user.ID
	);
}

/**
 * Deletes the seed's posts for good, for a test that must see only the posts it writes; with
 * `keepGallery`, only the three short sample posts go.
 */
export async function deleteSeededPosts(
	site: TestSite,
	{ keepGallery = false } = {}
): Promise< void > {
	for ( let id = keepGallery ? 2 : 1; id <= SEEDED_POSTS; id++ ) {
		const response = await site.admin.delete(
			`/wp-json/wp/v2/posts/${ id }?force=true`
		);
		if ( response.statusCode !== 200 ) {
			throw new Error( `Could not delete seeded post ${ id }` );
		}
	}
}

/** A fresh site on a new temporary data directory. */
export async function createSite(
	options: {
		dir?: string;
		devAutologin?: boolean;
		betaBlocks?: boolean;
		planRequirements?: AppOptions[ 'planRequirements' ];
		siteUrl?: string;
	} = {}
): Promise< TestSite > {
	const started = performance.now();
	const dir = options.dir ?? mkdtempSync( join( tmpdir(), 'tessera-test-' ) );
	const buildDir = fakeBuild( dir );
	const dataDir = join( dir, 'data' );
	// The run's template was seeded for the default address; a site of another address seeds its own.
	if ( options.siteUrl === undefined ) {
		copySiteTemplate( dataDir );
	}
	const app = await buildApp( {
		dataDir,
		buildDir,
		adminPassword: ADMIN_PASSWORD,
		devAutologin: options.devAutologin,
		betaBlocks: options.betaBlocks,
		planRequirements: options.planRequirements,
		siteUrl: options.siteUrl,
	} );
	const db = new Database( join( dataDir, 'tessera.sqlite' ) );
	const admin = await signIn( app, db, 'admin', ADMIN_PASSWORD );
	recordSiteCreation( performance.now() - started );
	const clients = new Map< string, Client >();
	const site: TestSite = {
		app,
		dir,
		buildDir,
		db,
		admin,
		anonymous: new Client( app, null, null, 0 ),
		async as( role, login = role ) {
			const existing = clients.get( login );
			if ( existing ) {
				return existing;
			}
			const response = await admin.post( '/wp-json/wp/v2/users', {
				username: login,
				email: `${ login }@example.test`,
				password: `${ login }-password`,
				roles: [ role ],
				name: `${ role } user`,
			} );
			if ( response.statusCode !== 201 ) {
				throw new Error(
					`Creating ${ login } failed: ${ response.body }`
				);
			}
			const client = await signIn(
				app,
				db,
				login,
				`${ login }-password`
			);
			clients.set( login, client );
			return client;
		},
		count( sql, ...params ) {
			return ( db.prepare( sql ).get( ...params ) as { n: number } ).n;
		},
		async close() {
			db.close();
			await app.close();
			if ( ! options.dir ) {
				rmSync( dir, { recursive: true, force: true } );
			}
		},
	};
	return site;
}

/**
 * Runs `body` with the clock `ms` ahead: only `Date` moves, timers keep real time. For what
 * happens when a time comes (a scheduled post going live), without waiting for it.
 */
export async function withClockAhead< T >(
	ms: number,
	body: () => Promise< T >
): Promise< T > {
	jest.useFakeTimers( {
		now: Date.now() + ms,
		doNotFake: [
			'hrtime',
			'nextTick',
			'performance',
			'queueMicrotask',
			'setImmediate',
			'clearImmediate',
			'setInterval',
			'clearInterval',
			'setTimeout',
			'clearTimeout',
		],
	} );
	try {
		return await body();
	} finally {
		jest.useRealTimers();
	}
}

/** The body of a WordPress error response, checked for the shape `{ code, message, data: { status } }`. */
export function expectError(
	response: LightMyRequestResponse,
	status: number,
	code: string
) {
	const body = response.json();
	expect( { status: response.statusCode, code: body.code } ).toEqual( {
		status,
		code,
	} );
	expect( typeof body.message ).toBe( 'string' );
	expect( body.data.status ).toBe( status );
	return body;
}

/** A 2×3 PNG, for uploads. */
export const TINY_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP8z8Dwn4GBgYEJAA8DAQHvR9x/AAAAAElFTkSuQmCC',
	'base64'
);

/** TINY_PNG uploaded as a raw body by `client`, attached to the post `parent` (0: to none). */
export function uploadPng(
	client: Client,
	fileName: string,
	parent = 0
): Promise< LightMyRequestResponse > {
	return client.request(
		'POST',
		`/wp-json/wp/v2/media${ parent ? `?post=${ parent }` : '' }`,
		{
			payload: TINY_PNG,
			headers: {
				'content-type': 'image/png',
				'content-disposition': `attachment; filename="${ fileName }"`,
			},
		}
	);
}

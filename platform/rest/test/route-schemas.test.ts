import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../../wp-stand-in/app';
import { buildService } from '../../../service/wordpress-sites/app';
import { compileEveryRouteSchema } from '../validation';

/**
 * Route schemas compile when a route is first answered, not when the app is built; so that a
 * broken schema still fails before it reaches a visitor, this compiles every one of both apps.
 */
it( 'compiles the schema of every route of the site and of the service', async () => {
	const dir = mkdtempSync( join( tmpdir(), 'tessera-route-schemas-' ) );
	const buildDir = resolve( 'build' );
	try {
		const site = await buildApp( {
			dataDir: join( dir, 'site' ),
			buildDir,
			adminPassword: 'route schemas',
		} );
		const service = await buildService( {
			dataDir: join( dir, 'service' ),
			buildDir,
		} );
		await Promise.all( [ site.ready(), service.ready() ] );
		expect( compileEveryRouteSchema() ).toBeGreaterThan( 100 );
		await Promise.all( [ site.close(), service.close() ] );
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
} );

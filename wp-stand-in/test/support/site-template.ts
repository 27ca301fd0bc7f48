import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app';

/** The environment variable naming the template data directory of this test run. */
export const SITE_TEMPLATE_ENV = 'TESSERA_TEST_SITE_TEMPLATE';

/**
 * A first-started site's data directory (database migrated, administrator, settings, sample post
 * and its photos), made once per test run so that each test site is a copy of files rather than
 * migrations, a password hash and the seed. `adminPassword` must be the one the copies sign in with.
 */
export async function buildSiteTemplate(
	adminPassword: string
): Promise< string > {
	const dataDir = mkdtempSync( join( tmpdir(), 'tessera-template-' ) );
	const app = await buildApp( { dataDir, buildDir: dataDir, adminPassword } );
	// Closing the last connection checkpoints the write-ahead log into the database file.
	await app.close();
	return dataDir;
}

/**
 * Fills the empty data directory `dataDir` from the run's template. Nothing happens when there is
 * no template (the site then seeds itself) or `dataDir` already holds a site (a restart).
 */
export function copySiteTemplate( dataDir: string ) {
	const template = process.env[ SITE_TEMPLATE_ENV ];
	if ( template && ! existsSync( join( dataDir, 'tessera.sqlite' ) ) ) {
		cpSync( template, dataDir, { recursive: true } );
	}
}

export function removeSiteTemplate( dataDir: string ) {
	rmSync( dataDir, { recursive: true, force: true } );
}

import { rmSync, writeFileSync } from 'node:fs';

import { startWordPress } from '../../site';
import { startServer } from '../../../support/start-server';
import { ADMIN_STORAGE, SERVICE_REGISTRATION_KEY, STATE_FILE } from './state';

/**
 * Starts a fresh WordPress 7.1 with WP_DEBUG and its log on and no plugin: the install journey
 * uploads Tessera as a site owner does; and a Tessera service, which the `service` journeys
 * connect the site to. TESSERA_WORDPRESS_SUITE=trixie runs the same tests on WordPress 6.8, the
 * oldest the plugin declares. Returns the teardown, which stops both.
 */
export default async function globalSetup() {
	const service = await startServer(
		{ TESSERA_REGISTRATION_KEY: SERVICE_REGISTRATION_KEY },
		'service'
	);
	const site = await startWordPress( {
		debug: true,
		// Core's French, for the journey that switches the site to French.
		languages: [ 'fr_FR' ],
		suite:
			process.env.TESSERA_WORDPRESS_SUITE === 'trixie'
				? 'trixie'
				: 'forky',
	} );
	writeFileSync(
		STATE_FILE,
		JSON.stringify( {
			url: site.url,
			version: site.version,
			adminPassword: site.adminPassword,
			debugLog: site.debugLog,
			serviceUrl: service.url,
			serviceDataDir: service.dataDir,
		} )
	);
	return async () => {
		await Promise.all( [ site.stop(), service.stop() ] );
		rmSync( STATE_FILE, { force: true } );
		rmSync( ADMIN_STORAGE, { force: true } );
	};
}

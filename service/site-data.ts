import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../mock-api/app';
import type { ConnectedSite } from './registry';
import { registerSiteRoutes } from './site-routes';

/**
 * Each connected WordPress site's data, apart from every other's: its own folder under
 * `sites/<id>/` (database, outbox, uploads) and its own instance of the site server's features,
 * started on the site's first request and kept until the service stops.
 */
export class SiteData {
	private readonly apps = new Map< string, Promise< FastifyInstance > >();

	constructor(
		private readonly dataDir: string,
		private readonly buildDir: string,
		private readonly log: ( message: string ) => void
	) {}

	app( site: ConnectedSite ): Promise< FastifyInstance > {
		let app = this.apps.get( site.id );
		if ( ! app ) {
			app = buildApp( {
				dataDir: join( this.dataDir, 'sites', site.id ),
				buildDir: this.buildDir,
				siteUrl: site.url,
				log: this.log,
				forWordPressSite: { registerRoutes: registerSiteRoutes },
			} );
			app.catch( () => this.apps.delete( site.id ) );
			this.apps.set( site.id, app );
		}
		return app;
	}

	async close(): Promise< void > {
		const apps = await Promise.allSettled( this.apps.values() );
		for ( const app of apps ) {
			if ( app.status === 'fulfilled' ) {
				await app.value.close();
			}
		}
		this.apps.clear();
	}
}

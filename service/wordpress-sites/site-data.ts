import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ConnectedSite } from '../store/site-registry';
import { buildSiteServer } from './site-server';

/**
 * Each connected WordPress site's data, apart from every other's: its own folder under
 * `sites/<id>/` (database, outbox, uploads) and its own server of Tessera's features, started on
 * the site's first request and kept until the service stops.
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
			app = buildSiteServer( {
				dataDir: join( this.dataDir, 'sites', site.id ),
				buildDir: this.buildDir,
				siteUrl: site.url,
				log: this.log,
				forWordPressSite: true,
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

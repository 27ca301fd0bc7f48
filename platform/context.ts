import type { Database } from 'better-sqlite3';
import type { PlanSlug } from '../shared/plans/catalog';

export interface AppOptions {
	/** Where the SQLite database and uploads live. */
	dataDir: string;
	/** The webpack output the server serves under /build/ (default ./build). */
	buildDir: string;
	/** Password for `admin` when the database is first created; random when absent. */
	adminPassword?: string;
	/** TESSERA_DEV_AUTOLOGIN=1: requests from localhost are signed in as admin. */
	devAutologin?: boolean;
	/** TESSERA_BETA_BLOCKS=1: beta extensions are on whatever the site setting says. */
	betaBlocks?: boolean;
	/** TESSERA_PLAN_REQUIREMENTS: extensions declared as needing a plan, on top of their own (platform/content/plans.ts). */
	planRequirements?: Record< string, PlanSlug >;
	/**
	 * The site's address (TESSERA_SITE_URL, else http://localhost:PORT), stored as WordPress's `home`
	 * and `siteurl` at each start; when absent the stored one stays (http://localhost on a new site).
	 */
	siteUrl?: string;
	/** Print first-start messages (the admin password); off in tests. */
	log?: ( message: string ) => void;
	/**
	 * Set by the Tessera service for the data it keeps for one WordPress site: WordPress owns the
	 * users, the content and the media library.
	 */
	forWordPressSite?: boolean;
}

/** What every route module gets besides the Fastify instance. */
export interface AppContext {
	db: Database;
	options: AppOptions;
	uploadsDir: string;
	/**
	 * WP_Embed's lookup for the visitor page: the embed HTML the oEmbed providers give an address
	 * (undefined when none knows it). Wired in app.ts, so the render layer needs no provider.
	 */
	embedHtml?: ( url: string, origin: string ) => string | undefined;
}

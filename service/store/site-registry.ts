import { randomBytes, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';

/** A WordPress site connected to the service. */
export interface ConnectedSite {
	id: string;
	secret: string;
	/** The site's home address, as it gave it when connecting. */
	url: string;
	name: string;
}

/**
 * The service's own records: which sites are connected, with their secrets (a Jetpack site's blog
 * token), and the nonces of recent requests, so that none is accepted twice.
 */
export class SiteRegistry {
	private readonly db: Database.Database;

	constructor( file: string ) {
		this.db = new Database( file );
		this.db.pragma( 'journal_mode = WAL' );
		this.db.exec( `
			CREATE TABLE IF NOT EXISTS sites (
				id TEXT PRIMARY KEY,
				secret TEXT NOT NULL,
				url TEXT NOT NULL,
				name TEXT NOT NULL,
				connected_at INTEGER NOT NULL,
				disconnected_at INTEGER
			);
			CREATE TABLE IF NOT EXISTS used_nonces (
				site TEXT NOT NULL,
				nonce TEXT NOT NULL,
				seen_at INTEGER NOT NULL,
				PRIMARY KEY ( site, nonce )
			);
		` );
	}

	/** A new site with a new secret; each Connect registers anew. */
	connect( url: string, name: string, nowSeconds: number ): ConnectedSite {
		const site = {
			id: randomUUID(),
			secret: randomBytes( 32 ).toString( 'hex' ),
			url,
			name,
		};
		this.db
			.prepare(
				'INSERT INTO sites ( id, secret, url, name, connected_at ) VALUES ( ?, ?, ?, ?, ? )'
			)
			.run( site.id, site.secret, url, name, nowSeconds );
		return site;
	}

	/** The site, while it is connected. */
	site( id: string ): ConnectedSite | undefined {
		return this.db
			.prepare(
				'SELECT id, secret, url, name FROM sites WHERE id = ? AND disconnected_at IS NULL'
			)
			.get( id ) as ConnectedSite | undefined;
	}

	/** Its secret stops working; its data stays on disk. */
	disconnect( id: string, nowSeconds: number ): void {
		this.db
			.prepare( 'UPDATE sites SET disconnected_at = ? WHERE id = ?' )
			.run( nowSeconds, id );
	}

	/**
	 * Records a nonce; false when the site used it before. Nonces seen more than `keepSeconds` ago
	 * are forgotten (the caller keeps them as long as a request carrying one could be accepted).
	 */
	useNonce(
		site: string,
		nonce: string,
		nowSeconds: number,
		keepSeconds: number
	): boolean {
		const oldest = nowSeconds - keepSeconds;
		this.db
			.prepare( 'DELETE FROM used_nonces WHERE seen_at < ?' )
			.run( oldest );
		const result = this.db
			.prepare(
				'INSERT OR IGNORE INTO used_nonces ( site, nonce, seen_at ) VALUES ( ?, ?, ? )'
			)
			.run( site, nonce, nowSeconds );
		return result.changes === 1;
	}

	close(): void {
		this.db.close();
	}
}

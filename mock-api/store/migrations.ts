import type Database from 'better-sqlite3';

interface Migration {
	version: number;
	name: string;
	sql: string;
}

/**
 * Numbered schema migrations, applied in order and recorded in `PRAGMA user_version`. Column names
 * follow WordPress's tables so the data reads the same as in a WordPress database. Never edit an
 * applied migration: add the next number.
 */
const migrations: Migration[] = [
	{
		version: 1,
		name: 'users, options and sessions',
		sql: `
			CREATE TABLE users (
				ID INTEGER PRIMARY KEY AUTOINCREMENT,
				user_login TEXT NOT NULL UNIQUE,
				user_pass TEXT NOT NULL,
				user_email TEXT NOT NULL DEFAULT '',
				user_nicename TEXT NOT NULL,
				display_name TEXT NOT NULL,
				user_url TEXT NOT NULL DEFAULT '',
				description TEXT NOT NULL DEFAULT '',
				user_registered TEXT NOT NULL,
				role TEXT NOT NULL
			);
			CREATE TABLE options (
				option_name TEXT PRIMARY KEY,
				option_value TEXT NOT NULL
			);
			CREATE TABLE sessions (
				token_hash TEXT PRIMARY KEY,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				created INTEGER NOT NULL,
				expires INTEGER NOT NULL
			);
		`,
	},
	{
		version: 2,
		name: 'posts and post meta',
		sql: `
			CREATE TABLE posts (
				ID INTEGER PRIMARY KEY AUTOINCREMENT,
				post_author INTEGER NOT NULL DEFAULT 0,
				post_date TEXT NOT NULL,
				post_date_gmt TEXT NOT NULL,
				post_content TEXT NOT NULL DEFAULT '',
				post_title TEXT NOT NULL DEFAULT '',
				post_excerpt TEXT NOT NULL DEFAULT '',
				post_status TEXT NOT NULL DEFAULT 'draft',
				comment_status TEXT NOT NULL DEFAULT 'open',
				ping_status TEXT NOT NULL DEFAULT 'open',
				post_password TEXT NOT NULL DEFAULT '',
				post_name TEXT NOT NULL DEFAULT '',
				post_modified TEXT NOT NULL,
				post_modified_gmt TEXT NOT NULL,
				post_parent INTEGER NOT NULL DEFAULT 0,
				guid TEXT NOT NULL DEFAULT '',
				menu_order INTEGER NOT NULL DEFAULT 0,
				post_type TEXT NOT NULL DEFAULT 'post',
				post_mime_type TEXT NOT NULL DEFAULT ''
			);
			CREATE INDEX posts_type_status_date ON posts ( post_type, post_status, post_date );
			CREATE INDEX posts_name ON posts ( post_name );
			CREATE INDEX posts_parent ON posts ( post_parent );
			CREATE INDEX posts_author ON posts ( post_author );
			CREATE TABLE postmeta (
				meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
				post_id INTEGER NOT NULL REFERENCES posts ( ID ) ON DELETE CASCADE,
				meta_key TEXT NOT NULL,
				meta_value TEXT NOT NULL
			);
			CREATE INDEX postmeta_post_key ON postmeta ( post_id, meta_key );
		`,
	},
	{
		version: 3,
		name: 'terms and their relationships',
		sql: `
			CREATE TABLE terms (
				term_id INTEGER PRIMARY KEY AUTOINCREMENT,
				name TEXT NOT NULL,
				slug TEXT NOT NULL,
				taxonomy TEXT NOT NULL,
				description TEXT NOT NULL DEFAULT '',
				parent INTEGER NOT NULL DEFAULT 0,
				UNIQUE ( taxonomy, slug )
			);
			CREATE TABLE term_relationships (
				object_id INTEGER NOT NULL REFERENCES posts ( ID ) ON DELETE CASCADE,
				term_id INTEGER NOT NULL REFERENCES terms ( term_id ) ON DELETE CASCADE,
				PRIMARY KEY ( object_id, term_id )
			);
			CREATE INDEX term_relationships_term ON term_relationships ( term_id );
		`,
	},
	{
		version: 4,
		name: 'user meta',
		sql: `
			CREATE TABLE usermeta (
				umeta_id INTEGER PRIMARY KEY AUTOINCREMENT,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				meta_key TEXT NOT NULL,
				meta_value TEXT NOT NULL,
				UNIQUE ( user_id, meta_key )
			);
		`,
	},
	{
		version: 5,
		name: 'keyring connections',
		sql: `
			CREATE TABLE keyring_connections (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				service TEXT NOT NULL,
				external_user_id TEXT NOT NULL,
				external_display_name TEXT NOT NULL,
				external_profile_picture TEXT NOT NULL DEFAULT '',
				id_token TEXT NOT NULL,
				created TEXT NOT NULL,
				UNIQUE ( user_id, service, external_user_id )
			);
		`,
	},
	{
		version: 6,
		name: 'analytics events',
		sql: `
			CREATE TABLE analytics_events (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				event_name TEXT NOT NULL,
				properties TEXT NOT NULL,
				user_id INTEGER NOT NULL DEFAULT 0,
				recorded_gmt TEXT NOT NULL
			);
			CREATE INDEX analytics_events_name ON analytics_events ( event_name );
		`,
	},
	{
		version: 7,
		name: 'post likes',
		sql: `
			CREATE TABLE tessera_likes (
				post_id INTEGER NOT NULL REFERENCES posts ( ID ) ON DELETE CASCADE,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				created TEXT NOT NULL,
				PRIMARY KEY ( post_id, user_id )
			);
			CREATE INDEX tessera_likes_user ON tessera_likes ( user_id );
		`,
	},
	{
		version: 8,
		name: 'form submissions (feedback) and transients',
		sql: `
			CREATE TABLE tessera_feedback (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				form_id TEXT NOT NULL,
				post_id INTEGER NOT NULL,
				fields TEXT NOT NULL,
				created_gmt TEXT NOT NULL,
				ip_hash TEXT NOT NULL,
				user_agent TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL CHECK ( status IN ( 'publish', 'spam' ) )
			);
			CREATE INDEX tessera_feedback_status ON tessera_feedback ( status, id );
			CREATE INDEX tessera_feedback_form ON tessera_feedback ( form_id, id );
			CREATE TABLE transients (
				name TEXT PRIMARY KEY,
				value TEXT NOT NULL,
				expires INTEGER NOT NULL
			);
			CREATE INDEX transients_expires ON transients ( expires );
		`,
	},
	{
		version: 9,
		name: 'CRM contacts and newsletter subscribers',
		sql: `
			CREATE TABLE crm_contacts (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				email TEXT NOT NULL UNIQUE,
				name TEXT NOT NULL DEFAULT '',
				fields TEXT NOT NULL DEFAULT '{}',
				source TEXT NOT NULL DEFAULT '',
				created TEXT NOT NULL,
				updated TEXT NOT NULL
			);
			CREATE TABLE newsletter_subscribers (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				email TEXT NOT NULL UNIQUE,
				name TEXT NOT NULL DEFAULT '',
				created TEXT NOT NULL
			);
		`,
	},
	{
		version: 10,
		name: 'failed sign-ins, for throttling',
		sql: `
			CREATE TABLE login_failures (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				throttle_key TEXT NOT NULL,
				failed_at INTEGER NOT NULL
			);
			CREATE INDEX login_failures_key ON login_failures ( throttle_key, failed_at );
			CREATE INDEX login_failures_time ON login_failures ( failed_at );
		`,
	},
	{
		version: 11,
		name: 'comments and comment meta',
		sql: `
			CREATE TABLE comments (
				comment_ID INTEGER PRIMARY KEY AUTOINCREMENT,
				comment_post_ID INTEGER NOT NULL DEFAULT 0,
				comment_author TEXT NOT NULL DEFAULT '',
				comment_author_email TEXT NOT NULL DEFAULT '',
				comment_author_url TEXT NOT NULL DEFAULT '',
				comment_author_IP TEXT NOT NULL DEFAULT '',
				comment_date TEXT NOT NULL,
				comment_date_gmt TEXT NOT NULL,
				comment_content TEXT NOT NULL DEFAULT '',
				comment_karma INTEGER NOT NULL DEFAULT 0,
				comment_approved TEXT NOT NULL DEFAULT '1',
				comment_agent TEXT NOT NULL DEFAULT '',
				comment_type TEXT NOT NULL DEFAULT 'comment',
				comment_parent INTEGER NOT NULL DEFAULT 0,
				user_id INTEGER NOT NULL DEFAULT 0
			);
			CREATE INDEX comments_post_approved ON comments ( comment_post_ID, comment_approved, comment_date_gmt );
			CREATE INDEX comments_approved_date ON comments ( comment_approved, comment_date_gmt );
			CREATE INDEX comments_parent ON comments ( comment_parent );
			CREATE INDEX comments_author_email ON comments ( comment_author_email );
			CREATE INDEX comments_user ON comments ( user_id );
			CREATE TABLE commentmeta (
				meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
				comment_id INTEGER NOT NULL REFERENCES comments ( comment_ID ) ON DELETE CASCADE,
				meta_key TEXT NOT NULL,
				meta_value TEXT NOT NULL
			);
			CREATE INDEX commentmeta_comment_key ON commentmeta ( comment_id, meta_key );
			CREATE TRIGGER posts_delete_comments AFTER DELETE ON posts BEGIN
				DELETE FROM comments WHERE comment_post_ID = OLD.ID;
			END;
		`,
	},
	{
		version: 12,
		name: 'site subscribers, and the mailing-list stand-in members',
		sql: `
			CREATE TABLE site_subscribers (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				email TEXT NOT NULL UNIQUE,
				status TEXT NOT NULL DEFAULT 'pending',
				created TEXT NOT NULL,
				confirmed TEXT NOT NULL DEFAULT ''
			);
			CREATE INDEX site_subscribers_status ON site_subscribers ( status, id );
			CREATE TABLE mailing_list_members (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				list_id TEXT NOT NULL,
				email TEXT NOT NULL,
				status TEXT NOT NULL,
				interests TEXT NOT NULL DEFAULT '{}',
				merge_fields TEXT NOT NULL DEFAULT '{}',
				created TEXT NOT NULL,
				UNIQUE ( list_id, email )
			);
		`,
	},
	{
		version: 13,
		name: 'memberships products, payments and subscriptions; the card provider stand-in',
		sql: `
			CREATE TABLE memberships_products (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				title TEXT NOT NULL,
				currency TEXT NOT NULL,
				price TEXT NOT NULL,
				interval TEXT NOT NULL,
				type TEXT NOT NULL DEFAULT '',
				created_gmt TEXT NOT NULL
			);
			CREATE INDEX memberships_products_type ON memberships_products ( type, currency );
			CREATE TABLE memberships_payments (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				charge_id TEXT NOT NULL UNIQUE,
				product_id INTEGER NOT NULL,
				post_id INTEGER NOT NULL DEFAULT 0,
				amount_minor INTEGER NOT NULL,
				currency TEXT NOT NULL,
				interval TEXT NOT NULL,
				email TEXT NOT NULL DEFAULT '',
				subscription_id TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL DEFAULT 'paid',
				paid_at INTEGER NOT NULL
			);
			CREATE INDEX memberships_payments_time ON memberships_payments ( paid_at );
			CREATE TABLE memberships_subscriptions (
				subscription_id TEXT PRIMARY KEY,
				product_id INTEGER NOT NULL,
				email TEXT NOT NULL DEFAULT '',
				amount_minor INTEGER NOT NULL,
				currency TEXT NOT NULL,
				interval TEXT NOT NULL,
				status TEXT NOT NULL,
				current_period_end INTEGER NOT NULL,
				started_at INTEGER NOT NULL
			);
			CREATE TABLE stripe_sessions (
				id TEXT PRIMARY KEY,
				product_id INTEGER NOT NULL,
				post_id INTEGER NOT NULL DEFAULT 0,
				amount_minor INTEGER NOT NULL,
				currency TEXT NOT NULL,
				interval TEXT NOT NULL,
				success_url TEXT NOT NULL,
				cancel_url TEXT NOT NULL,
				status TEXT NOT NULL DEFAULT 'open',
				email TEXT NOT NULL DEFAULT '',
				payment_id TEXT NOT NULL DEFAULT '',
				created INTEGER NOT NULL
			);
			CREATE TABLE stripe_subscriptions (
				id TEXT PRIMARY KEY,
				session_id TEXT NOT NULL,
				current_period_end INTEGER NOT NULL,
				status TEXT NOT NULL DEFAULT 'active'
			);
			CREATE TABLE stripe_events (
				seq INTEGER PRIMARY KEY AUTOINCREMENT,
				id TEXT NOT NULL UNIQUE,
				type TEXT NOT NULL,
				payload TEXT NOT NULL,
				created INTEGER NOT NULL
			);
		`,
	},
	{
		version: 14,
		name: 'feedback: trash, the status to restore from the trash, unread',
		// SQLite cannot change a CHECK constraint in place: the table is rebuilt.
		sql: `
			CREATE TABLE tessera_feedback_next (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				form_id TEXT NOT NULL,
				post_id INTEGER NOT NULL,
				fields TEXT NOT NULL,
				created_gmt TEXT NOT NULL,
				ip_hash TEXT NOT NULL,
				user_agent TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL CHECK ( status IN ( 'publish', 'spam', 'trash' ) ),
				status_before_trash TEXT CHECK ( status_before_trash IN ( 'publish', 'spam' ) ),
				is_unread INTEGER NOT NULL DEFAULT 1 CHECK ( is_unread IN ( 0, 1 ) )
			);
			INSERT INTO tessera_feedback_next ( id, form_id, post_id, fields, created_gmt, ip_hash, user_agent, status )
				SELECT id, form_id, post_id, fields, created_gmt, ip_hash, user_agent, status FROM tessera_feedback;
			DROP TABLE tessera_feedback;
			ALTER TABLE tessera_feedback_next RENAME TO tessera_feedback;
			CREATE INDEX tessera_feedback_status ON tessera_feedback ( status, id );
			CREATE INDEX tessera_feedback_form ON tessera_feedback ( form_id, id );
		`,
	},
	{
		version: 15,
		name: 'social networks: what the networks received, revoked access, posts shared by Publicize',
		sql: `
			CREATE TABLE social_network_posts (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				service TEXT NOT NULL,
				external_user_id TEXT NOT NULL,
				in_reply_to_id INTEGER REFERENCES social_network_posts ( id ),
				text TEXT NOT NULL,
				media TEXT NOT NULL DEFAULT '[]',
				quote_url TEXT NOT NULL DEFAULT '',
				link TEXT NOT NULL DEFAULT '',
				created TEXT NOT NULL
			);
			CREATE INDEX social_network_posts_account ON social_network_posts ( service, external_user_id, id );
			CREATE TABLE social_network_revocations (
				service TEXT NOT NULL,
				external_user_id TEXT NOT NULL,
				id_token TEXT NOT NULL,
				reason TEXT NOT NULL CHECK ( reason IN ( 'revoked', 'suspended' ) ),
				PRIMARY KEY ( service, external_user_id, id_token )
			);
			CREATE TABLE publicize_shares (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				post_id INTEGER NOT NULL,
				connection_id INTEGER NOT NULL,
				service TEXT NOT NULL,
				first_remote_id INTEGER,
				posted INTEGER NOT NULL,
				error TEXT NOT NULL DEFAULT '',
				shared TEXT NOT NULL
			);
			CREATE INDEX publicize_shares_post ON publicize_shares ( post_id, connection_id );
		`,
	},
	{
		version: 16,
		name: 'payment button: PayPal orders and events; payments say their provider and product title',
		sql: `
			ALTER TABLE memberships_payments ADD COLUMN provider TEXT NOT NULL DEFAULT 'stripe';
			ALTER TABLE memberships_payments ADD COLUMN product_title TEXT NOT NULL DEFAULT '';
			CREATE TABLE paypal_orders (
				id TEXT PRIMARY KEY,
				status TEXT NOT NULL DEFAULT 'CREATED',
				currency TEXT NOT NULL,
				value TEXT NOT NULL,
				quantity INTEGER NOT NULL,
				item_name TEXT NOT NULL,
				payee_email TEXT NOT NULL,
				custom_id TEXT NOT NULL DEFAULT '',
				return_url TEXT NOT NULL,
				cancel_url TEXT NOT NULL,
				payer_id TEXT NOT NULL DEFAULT '',
				payer_email TEXT NOT NULL DEFAULT '',
				funding TEXT NOT NULL DEFAULT '',
				capture_id TEXT NOT NULL DEFAULT '',
				created INTEGER NOT NULL,
				updated INTEGER NOT NULL
			);
			CREATE TABLE paypal_events (
				seq INTEGER PRIMARY KEY AUTOINCREMENT,
				id TEXT NOT NULL UNIQUE,
				type TEXT NOT NULL,
				payload TEXT NOT NULL,
				created INTEGER NOT NULL
			);
		`,
	},
	{
		version: 17,
		name: 'videopress: uploaded videos, their transcoding state and rating',
		sql: `
			CREATE TABLE tessera_videopress_videos (
				guid TEXT PRIMARY KEY,
				attachment_id INTEGER NOT NULL UNIQUE REFERENCES posts ( ID ) ON DELETE CASCADE,
				source_file TEXT NOT NULL,
				state TEXT NOT NULL CHECK ( state IN ( 'queued', 'transcoding', 'ready', 'failed' ) ),
				error TEXT NOT NULL DEFAULT '',
				width INTEGER NOT NULL DEFAULT 0,
				height INTEGER NOT NULL DEFAULT 0,
				duration_ms INTEGER NOT NULL DEFAULT 0,
				rating TEXT NOT NULL DEFAULT 'G' CHECK ( rating IN ( 'G', 'PG-13', 'R-17', 'X-18' ) ),
				created TEXT NOT NULL,
				finished TEXT
			);
		`,
	},
	{
		version: 18,
		name: "service API keys: the site's own key and the platform default per service",
		sql: `
			CREATE TABLE service_api_keys (
				service TEXT NOT NULL,
				source TEXT NOT NULL CHECK ( source IN ( 'site', 'wpcom' ) ),
				api_key TEXT NOT NULL,
				PRIMARY KEY ( service, source )
			);
		`,
	},
	{
		version: 19,
		name: 'card provider events: delivery state, so undelivered webhooks are sent again',
		sql: `
			ALTER TABLE stripe_events ADD COLUMN delivery TEXT NOT NULL DEFAULT 'pending'
				CHECK ( delivery IN ( 'pending', 'delivered', 'failed' ) );
			ALTER TABLE stripe_events ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
			ALTER TABLE stripe_events ADD COLUMN next_attempt_ms INTEGER NOT NULL DEFAULT 0;
			CREATE INDEX stripe_events_pending ON stripe_events ( delivery, next_attempt_ms );
			UPDATE stripe_events SET delivery = 'delivered';
		`,
	},
];

/** Applies every migration newer than the database's `user_version`, each in its own transaction. */
export function runMigrations( db: Database.Database ): void {
	const current = db.pragma( 'user_version', { simple: true } ) as number;
	for ( const migration of migrations ) {
		if ( migration.version <= current ) {
			continue;
		}
		db.transaction( () => {
			db.exec( migration.sql );
			db.pragma( `user_version = ${ migration.version }` );
		} )();
	}
}

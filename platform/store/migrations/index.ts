import type Database from 'better-sqlite3';
import type { Migration } from './migration';
import { migration as v01 } from './01-users-options-sessions';
import { migration as v02 } from './02-posts';
import { migration as v03 } from './03-terms';
import { migration as v04 } from './04-user-meta';
import { migration as v05 } from './05-keyring-connections';
import { migration as v06 } from './06-analytics-events';
import { migration as v07 } from './07-likes';
import { migration as v08 } from './08-feedback-and-transients';
import { migration as v09 } from './09-crm-and-newsletter';
import { migration as v10 } from './10-failed-sign-ins';
import { migration as v11 } from './11-comments';
import { migration as v12 } from './12-subscribers';
import { migration as v13 } from './13-memberships';
import { migration as v14 } from './14-feedback-trash-and-unread';
import { migration as v15 } from './15-social-networks';
import { migration as v16 } from './16-paypal';
import { migration as v17 } from './17-videopress';
import { migration as v18 } from './18-service-api-keys';
import { migration as v19 } from './19-card-event-delivery';

/** Every migration, oldest first: version N is the Nth (`user_version` records the last applied). */
export const migrations: Migration[] = [
	v01,
	v02,
	v03,
	v04,
	v05,
	v06,
	v07,
	v08,
	v09,
	v10,
	v11,
	v12,
	v13,
	v14,
	v15,
	v16,
	v17,
	v18,
	v19,
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

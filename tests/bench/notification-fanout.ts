/**
 * New-post notification fan-out: a post published to N confirmed subscribers (10,000 by default)
 * writes one message each into the outbox. Runs the site's own fan-out in this process against a
 * fresh database and data directory, checks that every subscriber got exactly one message, and
 * prints messages per second.
 *
 *   node --import tsx tests/bench/notification-fanout.ts [--subscribers N]
 * Also run at the end of `npm run bench`.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../platform/store/db';
import { getPost, insertPost } from '../../platform/store/posts';
import { notifySubscribers } from '../../service/features/subscriptions/notify';

function option( name: string, fallback: number ): number {
	const argv = process.argv.slice( 2 );
	const at = argv.indexOf( name );
	return at >= 0 ? Number( argv[ at + 1 ] ) || fallback : fallback;
}

/** @return Whether every subscriber got exactly one message. */
export async function benchNotificationFanout(
	subscribers = option( '--subscribers', 10_000 )
): Promise< boolean > {
	const dataDir = mkdtempSync( join( tmpdir(), 'tessera-fanout-' ) );
	const db = openDatabase( join( dataDir, 'tessera.sqlite' ) );
	try {
		const insert = db.prepare(
			"INSERT INTO site_subscribers ( email, status, created ) VALUES ( ?, 'confirmed', '' )"
		);
		db.transaction( () => {
			for ( let i = 0; i < subscribers; i++ ) {
				insert.run( `reader${ i }@example.org` );
			}
		} )();
		const now = '2026-11-26 12:00:00';
		const id = insertPost( db, {
			post_author: 1,
			post_date: now,
			post_date_gmt: now,
			post_content:
				'<!-- wp:paragraph --><p>The workshop moves to Thursday.</p><!-- /wp:paragraph -->',
			post_title: 'A new workshop date',
			post_excerpt: '',
			post_status: 'publish',
			comment_status: 'open',
			ping_status: 'open',
			post_password: '',
			post_name: 'a-new-workshop-date',
			post_modified: now,
			post_modified_gmt: now,
			post_parent: 0,
			guid: '',
			menu_order: 0,
			post_type: 'post',
			post_mime_type: '',
		} );
		const started = performance.now();
		const sent = await notifySubscribers(
			{ db, options: { dataDir, buildDir: '' }, uploadsDir: '' },
			getPost( db, id )!
		);
		const seconds = ( performance.now() - started ) / 1000;
		const files = readdirSync( join( dataDir, 'outbox' ) ).filter(
			( name ) => name.endsWith( '.eml' )
		).length;
		console.log(
			`Notification fan-out: ${ subscribers.toLocaleString( 'en-US' ) } confirmed subscribers, ${ sent } sent, ${ files } messages in the outbox, ${ seconds.toFixed( 2 ) } s, ${ Math.round( sent / seconds ).toLocaleString( 'en-US' ) } messages/s`
		);
		return sent === subscribers && files === subscribers;
	} finally {
		db.close();
		rmSync( dataDir, { recursive: true, force: true } );
	}
}

if ( require.main === module ) {
	benchNotificationFanout().then(
		( ok ) => process.exit( ok ? 0 : 1 ),
		( error ) => {
			console.error( error );
			process.exit( 1 );
		}
	);
}

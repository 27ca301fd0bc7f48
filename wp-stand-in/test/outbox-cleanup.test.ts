/**
 * A notification is written to a temporary file and renamed into the outbox. A process killed in
 * between (kill -9) leaves the temporary file; the next start deletes such files and keeps every
 * finished message.
 */
import {
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, type TestSite } from './helpers';
import { publishPost, submit } from './feedback-helpers';

let dir: string;
let site: TestSite;
beforeEach( async () => {
	dir = mkdtempSync( join( tmpdir(), 'tessera-outbox-' ) );
	site = await createSite( { dir } );
} );
afterEach( async () => {
	await site.close();
	rmSync( dir, { recursive: true, force: true } );
} );

const outbox = () => join( dir, 'data', 'outbox' );

it( 'deletes half-written messages on start and keeps the sent ones', async () => {
	const postId = await publishPost(
		site,
		'<!-- wp:tessera/contact-form {"to":"owner@example.com"} --><!-- wp:tessera/field-name /--><!-- /wp:tessera/contact-form -->'
	);
	expect(
		( await submit( site, postId, { 'tessera-field-0': 'Ada' } ) )
			.statusCode
	).toBe( 200 );
	const sent = readdirSync( outbox() ).filter( ( name ) =>
		name.endsWith( '.eml' )
	);
	expect( sent ).toHaveLength( 1 );
	const unfinished = [
		'.1764000000000-7.eml.0a1b2c3d.tmp',
		'.1764000000001-8.eml.ffffffff.tmp',
	];
	for ( const name of unfinished ) {
		writeFileSync( join( outbox(), name ), 'From: half a message' );
	}
	// Files the outbox never writes are not its to delete.
	writeFileSync( join( outbox(), 'notes.tmp' ), 'kept' );

	await site.close();
	site = await createSite( { dir } );

	expect( readdirSync( outbox() ).sort() ).toStrictEqual(
		[ ...sent, 'notes.tmp' ].sort()
	);
} );

it( 'starts when there is no outbox yet', async () => {
	await site.close();
	rmSync( outbox(), { recursive: true, force: true } );
	mkdirSync( join( dir, 'data' ), { recursive: true } );
	site = await createSite( { dir } );
	expect( site.count( 'SELECT COUNT(*) AS n FROM users' ) ).toBeGreaterThan(
		0
	);
} );

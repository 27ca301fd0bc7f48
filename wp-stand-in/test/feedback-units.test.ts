import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../platform/store/db';
import { getTransient, setTransient } from '../../platform/store/transients';
import {
	rateLimit,
	takeSubmission,
} from '../../service/features/visitor-submissions/rate-limit';
import { hashIp } from '../../service/features/feedback/ip-hash';
import {
	encodeWords,
	mailbox,
	quotedPrintable,
	decodeQuotedPrintable,
} from '../../service/features/mail/mime';

let dir: string;
let db: Db;

beforeEach( () => {
	dir = mkdtempSync( join( tmpdir(), 'tessera-feedback-' ) );
	db = openDatabase( join( dir, 'site.sqlite' ) );
} );

afterEach( () => {
	db.close();
	rmSync( dir, { recursive: true, force: true } );
} );

it( 'keeps transients until they expire', () => {
	setTransient( db, 'a', { x: 1 }, 60, 1_000 );
	expect( getTransient( db, 'a', 30_000 ) ).toEqual( { x: 1 } );
	expect( getTransient( db, 'a', 61_000 ) ).toBeUndefined();
	setTransient( db, 'b', 2, 60, 62_000 );
	expect( db.prepare( 'SELECT name FROM transients' ).all() ).toEqual( [
		{ name: 'b' },
	] );
} );

it( 'limits submissions per address within a sliding minute', () => {
	expect( takeSubmission( db, 'ip', 2, 0 ) ).toBe( true );
	expect( takeSubmission( db, 'ip', 2, 10_000 ) ).toBe( true );
	expect( takeSubmission( db, 'ip', 2, 20_000 ) ).toBe( false );
	expect( takeSubmission( db, 'other', 2, 20_000 ) ).toBe( true );
	expect( takeSubmission( db, 'ip', 2, 60_001 ) ).toBe( true );
	expect( takeSubmission( db, 'ip', 0, 60_002 ) ).toBe( true );
	expect( rateLimit( {} ) ).toBe( 20 );
	expect( rateLimit( { TESSERA_FORM_RATE_LIMIT: '0' } ) ).toBe( 0 );
	expect( rateLimit( { TESSERA_FORM_RATE_LIMIT: 'lots' } ) ).toBe( 20 );
} );

it( 'hashes addresses with a per-site salt', () => {
	const hash = hashIp( db, '192.0.2.1' );
	expect( hash ).toMatch( /^[a-f0-9]{64}$/ );
	expect( hashIp( db, '192.0.2.1' ) ).toBe( hash );
	expect( hashIp( db, '192.0.2.2' ) ).not.toBe( hash );
	const other = openDatabase( join( dir, 'other.sqlite' ) );
	expect( hashIp( other, '192.0.2.1' ) ).not.toBe( hash );
	other.close();
} );

it( 'encodes headers and bodies as MIME asks', () => {
	expect( mailbox( 'a@b.co', 'Ann "A" Lee' ) ).toBe(
		'"Ann \\"A\\" Lee" <a@b.co>'
	);
	expect( mailbox( 'a@b.co', 'Line\r\nBcc: x@y.z' ) ).toBe(
		'"Line Bcc: x@y.z" <a@b.co>'
	);
	const long = 'ä'.repeat( 60 );
	const words = encodeWords( long ).split( '\r\n ' );
	expect( words.length ).toBeGreaterThan( 1 );
	expect( words.every( ( word ) => word.length <= 75 ) ).toBe( true );
	const text = `${ 'x'.repeat( 100 ) }=é \nnext\t`;
	const encoded = quotedPrintable( text );
	expect(
		encoded.split( '\r\n' ).every( ( line ) => line.length <= 76 )
	).toBe( true );
	expect( decodeQuotedPrintable( encoded ) ).toBe(
		text.replace( /\n/, '\r\n' )
	);
} );

/**
 * The analytics pixel takes anonymous data, so it is bounded: the size of one request, the events
 * one address may store per minute, and how long and how many events are kept. A request over a
 * limit gets the same GIF as any other (a page never breaks on it), and nothing is stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createSite, type TestSite } from './helpers';
import { SlidingWindow } from '../../platform/auth/sliding-window';
import {
	PIXEL_EVENTS_PER_MINUTE,
	PIXEL_MAX_QUERY_BYTES,
	PIXEL_MAX_STORED_EVENTS,
	PIXEL_RETENTION_DAYS,
} from '../../service/stand-ins/tracks/limits';

let site: TestSite;
let dir: string;
beforeEach( async () => {
	dir = mkdtempSync( join( tmpdir(), 'tessera-pixel-' ) );
	site = await createSite( { dir } );
} );
afterEach( async () => {
	await site.close();
	rmSync( dir, { recursive: true, force: true } );
} );

const stored = () => site.count( 'SELECT COUNT(*) AS n FROM analytics_events' );

function pixel( query: string, remoteAddress = '203.0.113.7' ) {
	return site.app.inject( {
		method: 'GET',
		url: `/pixel/t.gif?${ query }`,
		remoteAddress,
	} );
}

function expectGif( response: LightMyRequestResponse ) {
	expect( response.statusCode ).toBe( 200 );
	expect( response.headers[ 'content-type' ] ).toBe( 'image/gif' );
	expect( response.headers[ 'cache-control' ] ).toBe( 'no-store' );
	expect( response.rawPayload.subarray( 0, 6 ).toString() ).toBe( 'GIF89a' );
}

/** A recordable event whose query string is exactly `bytes` long, in properties of 400 characters. */
function queryOf( bytes: number ): string {
	let query = '_en=tessera_size_check';
	for ( let i = 0; query.length < bytes; i++ ) {
		const prefix = `&p${ i }=`;
		const room = bytes - query.length - prefix.length;
		query += prefix + 'v'.repeat( Math.max( 1, Math.min( 400, room ) ) );
	}
	return query;
}

describe( 'request size', () => {
	it( 'stores a query of 4096 bytes and not one of 4097', async () => {
		expect( PIXEL_MAX_QUERY_BYTES ).toBe( 4096 );
		expect( queryOf( 4096 ) ).toHaveLength( 4096 );
		expectGif( await pixel( queryOf( 4096 ) ) );
		expect( stored() ).toBe( 1 );
		expectGif( await pixel( queryOf( 4097 ) ) );
		expectGif( await pixel( queryOf( 7000 ) ) );
		expect( stored() ).toBe( 1 );
	} );
} );

describe( 'rate per address', () => {
	it( 'stores 120 events a minute from one address and answers every request', async () => {
		expect( PIXEL_EVENTS_PER_MINUTE ).toBe( 120 );
		const responses = [];
		for ( let i = 0; i < 500; i++ ) {
			responses.push( await pixel( `_en=tessera_flood&n=${ i }` ) );
		}
		responses.forEach( expectGif );
		expect( stored() ).toBe( 120 );
		await pixel( '_en=tessera_other_address', '198.51.100.4' );
		expect( stored() ).toBe( 121 );
	} );

	it( 'counts over a sliding minute, on both sides of the limit', () => {
		const window = new SlidingWindow( 60_000 );
		expect( window.take( 'a', 2, 1_000 ) ).toBe( true );
		expect( window.take( 'a', 2, 30_500 ) ).toBe( true );
		expect( window.take( 'a', 2, 60_999 ) ).toBe( false );
		expect( window.take( 'b', 2, 60_999 ) ).toBe( true );
		// The first event leaves the window once a full minute has passed since it.
		expect( window.take( 'a', 2, 61_000 ) ).toBe( true );
		expect( window.take( 'a', 2, 61_001 ) ).toBe( false );
	} );
} );

/** Stores events directly, `daysAgo` old, as earlier pixel requests would have. */
function storeEvents( count: number, daysAgo: number, name = 'tessera_old' ) {
	const when = new Date( Date.now() - daysAgo * 24 * 60 * 60 * 1000 )
		.toISOString()
		.slice( 0, 19 )
		.replace( 'T', ' ' );
	const insert = site.db.prepare(
		"INSERT INTO analytics_events ( event_name, properties, user_id, recorded_gmt ) VALUES ( ?, '{}', 0, ? )"
	);
	site.db.transaction( () => {
		for ( let i = 0; i < count; i++ ) {
			insert.run( name, when );
		}
	} )();
}

async function restart() {
	await site.close();
	site = await createSite( { dir } );
}

describe( 'retention', () => {
	it( 'deletes events older than 90 days when the site starts', async () => {
		expect( PIXEL_RETENTION_DAYS ).toBe( 90 );
		storeEvents( 3, 90.01, 'tessera_expired' );
		storeEvents( 2, 89.99, 'tessera_kept' );
		await restart();
		expect(
			site.db
				.prepare(
					'SELECT event_name AS name, COUNT(*) AS n FROM analytics_events GROUP BY event_name'
				)
				.all()
		).toStrictEqual( [ { name: 'tessera_kept', n: 2 } ] );
	} );

	it( 'keeps the newest 50,000 events, at start and as new ones arrive', async () => {
		expect( PIXEL_MAX_STORED_EVENTS ).toBe( 50_000 );
		storeEvents( 2, 1, 'tessera_oldest' );
		storeEvents( PIXEL_MAX_STORED_EVENTS - 1, 0 );
		expect( stored() ).toBe( 50_001 );
		await restart();
		expect( stored() ).toBe( 50_000 );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM analytics_events WHERE event_name = 'tessera_oldest'"
			)
		).toBe( 1 );
		expectGif( await pixel( '_en=tessera_newest' ) );
		expect( stored() ).toBe( 50_000 );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM analytics_events WHERE event_name IN ( 'tessera_oldest', 'tessera_newest' )"
			)
		).toBe( 1 );
	} );
} );

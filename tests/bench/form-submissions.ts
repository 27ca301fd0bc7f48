/**
 * Load test of form submissions: 2,000 submissions from concurrent clients against a local server
 * (started as `npm start` starts it, on an empty data directory, with the per-address rate limit
 * off since every client shares 127.0.0.1). Checks that every submission was stored, one row each,
 * none lost or doubled, with a notification each in the outbox, and prints submissions per second.
 *
 *   node --import tsx tests/bench/form-submissions.ts [--submissions N] [--clients N]
 * Also run at the end of `npm run bench`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../support/start-server';

const PASSWORD = 'bench-Admin-Passw0rd';
const FORM = [
	'<!-- wp:tessera/contact-form {"subject":"Load test","to":"owner@example.com"} -->',
	'<!-- wp:tessera/field-name {"required":true} /-->',
	'<!-- wp:tessera/field-email {"required":true} /-->',
	'<!-- wp:tessera/field-textarea /-->',
	'<!-- wp:tessera/button {"element":"button","text":"Send"} /-->',
	'<!-- /wp:tessera/contact-form -->',
].join( '\n' );

function option( name: string, fallback: number ): number {
	const argv = process.argv.slice( 2 );
	const at = argv.indexOf( name );
	return at >= 0 ? Number( argv[ at + 1 ] ) || fallback : fallback;
}

/** Signs in as admin and publishes a post holding the form; returns its id. */
async function publishForm( server: RunningServer ): Promise< number > {
	const login = await fetch( `${ server.url }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( { log: 'admin', pwd: PASSWORD } ),
	} );
	const cookie = ( login.headers.get( 'set-cookie' ) ?? '' ).split(
		';'
	)[ 0 ];
	const nonce = await (
		await fetch(
			`${ server.url }/wp-admin/admin-ajax.php?action=rest-nonce`,
			{
				headers: { cookie },
			}
		)
	).text();
	const created = await fetch( `${ server.url }/wp-json/wp/v2/posts`, {
		method: 'POST',
		headers: {
			cookie,
			'x-wp-nonce': nonce,
			'content-type': 'application/json',
		},
		body: JSON.stringify( {
			title: 'Load test',
			content: FORM,
			status: 'publish',
		} ),
	} );
	if ( created.status !== 201 ) {
		throw new Error(
			`Publishing the form failed: ${ created.status } ${ await created.text() }`
		);
	}
	return ( ( await created.json() ) as { id: number } ).id;
}

const percentile = ( sorted: number[], p: number ) =>
	sorted[
		Math.min( sorted.length - 1, Math.floor( ( sorted.length * p ) / 100 ) )
	];

export async function benchFormSubmissions(): Promise< boolean > {
	const total = option( '--submissions', 2000 );
	const clients = option( '--clients', 20 );
	const server = await startServer( {
		TESSERA_ADMIN_PASSWORD: PASSWORD,
		TESSERA_FORM_RATE_LIMIT: '0',
	} );
	try {
		const postId = await publishForm( server );
		const action = `${ server.url }/contact-form/${ postId }/0`;
		let next = 0;
		const latencies: number[] = [];
		const failures: string[] = [];
		const client = async () => {
			while ( next < total ) {
				const n = next++;
				const started = performance.now();
				const response = await fetch( action, {
					method: 'POST',
					headers: {
						accept: 'application/json',
						'content-type': 'application/x-www-form-urlencoded',
					},
					body: new URLSearchParams( {
						'tessera-field-0': `Visitor ${ n }`,
						'tessera-field-1': `visitor${ n }@example.com`,
						'tessera-field-2': `Message number ${ n }.\nSecond line.`,
					} ),
				} );
				await response.arrayBuffer();
				latencies.push( performance.now() - started );
				if ( response.status !== 200 ) {
					failures.push( `#${ n }: HTTP ${ response.status }` );
				}
			}
		};
		const started = performance.now();
		await Promise.all( Array.from( { length: clients }, client ) );
		const seconds = ( performance.now() - started ) / 1000;

		const db = new Database( join( server.dataDir, 'tessera.sqlite' ), {
			readonly: true,
		} );
		const stored = db
			.prepare(
				'SELECT COUNT(*) AS n, COUNT( DISTINCT fields ) AS distinctRows FROM tessera_feedback WHERE post_id = ?'
			)
			.get( postId ) as { n: number; distinctRows: number };
		db.close();
		const mail = readdirSync( join( server.dataDir, 'outbox' ) ).filter(
			( name ) => name.endsWith( '.eml' )
		).length;
		latencies.sort( ( a, b ) => a - b );

		console.log(
			`\nForm submissions: ${ total } from ${ clients } concurrent clients`
		);
		console.log(
			`accepted      ${ total - failures.length } of ${ total }`
		);
		console.log(
			`stored rows   ${ stored.n } (${ stored.distinctRows } distinct)`
		);
		console.log( `outbox        ${ mail } messages` );
		console.log(
			`throughput    ${ ( total / seconds ).toFixed( 1 ) } submissions/s (${ seconds.toFixed( 2 ) } s)`
		);
		console.log(
			`latency       p50 ${ percentile( latencies, 50 ).toFixed( 1 ) } ms, p95 ${ percentile(
				latencies,
				95
			).toFixed(
				1
			) } ms, max ${ latencies[ latencies.length - 1 ].toFixed( 1 ) } ms`
		);
		const ok =
			failures.length === 0 &&
			stored.n === total &&
			stored.distinctRows === total &&
			mail === total;
		console.log(
			ok
				? 'none lost'
				: `LOST OR FAILED: ${ failures.slice( 0, 5 ).join( ', ' ) }`
		);
		return ok;
	} finally {
		await server.stop();
	}
}

if ( require.main === module ) {
	benchFormSubmissions().then(
		( ok ) => process.exit( ok ? 0 : 1 ),
		( error ) => {
			console.error( error );
			process.exit( 1 );
		}
	);
}

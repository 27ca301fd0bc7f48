/**
 * No charge is left unrecorded when the site stops between the provider's commit and the
 * webhook: charges made while the provider held its webhooks back, and charges in flight when the
 * server is killed with SIGKILL, are all recorded once after it starts again (the provider sends
 * unacknowledged events again, and the site reads the events it missed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { createSite } from './helpers';
import { secretKey } from '../../service/stand-ins/stripe/account';

const ROOT = resolve( __dirname, '..', '..' );
const CARD = {
	email: 'donor@example.test',
	cardnumber: '4242 4242 4242 4242',
	'exp-date': '12 / 40',
	cvc: '123',
};

function freePort(): Promise< number > {
	return new Promise( ( done ) => {
		const server = createServer().listen( 0, () => {
			const { port } = server.address() as { port: number };
			server.close( () => done( port ) );
		} );
	} );
}

async function start( dir: string, port: number ): Promise< ChildProcess > {
	const child = spawn(
		process.execPath,
		// One process (no tsx wrapper), so that SIGKILL stops the server itself.
		[ '--import', 'tsx', join( ROOT, 'wp-stand-in', 'main.ts' ) ],
		{
			env: {
				...process.env,
				PORT: String( port ),
				TESSERA_DATA_DIR: join( dir, 'data' ),
				TESSERA_BUILD_DIR: join( dir, 'build' ),
				TESSERA_DEV_AUTOLOGIN: '',
			},
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		}
	);
	let output = '';
	await new Promise< void >( ( done, fail ) => {
		const timer = setTimeout( () => fail( new Error( output ) ), 60_000 );
		const read = ( chunk: Buffer ) => {
			output += chunk;
			if ( output.includes( 'Tessera is running' ) ) {
				clearTimeout( timer );
				done();
			}
		};
		child.stdout!.on( 'data', read );
		child.stderr!.on( 'data', read );
		child.once( 'exit', () => fail( new Error( output ) ) );
	} );
	return child;
}

/** Opens a checkout and pays it over HTTP; resolves with the status of the payment. */
async function donate( base: string, plan: number ): Promise< number > {
	const page = await (
		await fetch(
			`${ base }/stand-ins/subscribe.wordpress.com/memberships/?plan=${ plan }&amount=7&redirect=%2F`
		)
	).text();
	const session = /name="session" value="([^"]+)"/.exec( page )![ 1 ];
	const paid = await fetch(
		`${ base }/stand-ins/subscribe.wordpress.com/memberships/pay`,
		{
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams( { session, ...CARD } ).toString(),
		}
	);
	return paid.status;
}

/** The provider's completed one-time charges and the site's recorded payments, each sorted. */
function ledgers( dir: string ) {
	const db = new Database( join( dir, 'data', 'tessera.sqlite' ), {
		readonly: true,
	} );
	try {
		const ids = ( sql: string ) =>
			( db.prepare( sql ).all() as { id: string }[] )
				.map( ( row ) => row.id )
				.sort();
		return {
			charged: ids(
				"SELECT payment_id AS id FROM stripe_sessions WHERE status = 'complete'"
			),
			recorded: ids( 'SELECT charge_id AS id FROM memberships_payments' ),
		};
	} finally {
		db.close();
	}
}

it( 'records every charge once after the site was killed between charge and webhook', async () => {
	const dir = mkdtempSync( join( tmpdir(), 'tessera-kill-' ) );
	let child: ChildProcess | undefined;
	try {
		const site = await createSite( { dir } );
		await site.admin.post( '/wp-json/wp/v2/settings', {
			tessera_plan: 'personal',
		} );
		const connect = await site.admin.get(
			'/stand-ins/connect.stripe.com/oauth/authorize?state=x'
		);
		await site.admin.request(
			'POST',
			'/stand-ins/connect.stripe.com/oauth/authorize?state=x',
			{
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
				},
				payload: new URLSearchParams( {
					_wpnonce: /name="_wpnonce" value="([^"]+)"/.exec(
						connect.body
					)![ 1 ],
					redirect_to: '/wp-admin/',
					decision: 'approve',
				} ).toString(),
			}
		);
		const plan = (
			await site.admin.post( '/wp-json/wpcom/v2/memberships/products', {
				type: 'donation',
				currency: 'USD',
			} )
		).json().products[ 0 ].id;
		const key = secretKey( site.db );
		await site.close();

		const port = await freePort();
		const base = `http://localhost:${ port }`;
		const delivery = ( mode: string ) =>
			fetch(
				`${ base }/stand-ins/api.stripe.com/v1/test_helpers/webhook_delivery`,
				{
					method: 'POST',
					headers: {
						authorization: `Bearer ${ key }`,
						'content-type': 'application/x-www-form-urlencoded',
					},
					body: `mode=${ mode }`,
				}
			);
		child = await start( dir, port );
		// The provider commits three charges whose webhooks it has not sent.
		await delivery( 'manual' );
		for ( let i = 0; i < 3; i++ ) {
			expect( await donate( base, plan ) ).toBe( 303 );
		}
		await delivery( 'immediate' );
		// Then charges in flight when the server is killed.
		const inFlight = Array.from( { length: 12 }, () =>
			donate( base, plan ).catch( () => 0 )
		);
		await Promise.race( inFlight );
		const killed = new Promise( ( done ) => child!.once( 'exit', done ) );
		child.kill( 'SIGKILL' );
		await killed;
		await Promise.all( inFlight );
		const before = ledgers( dir );
		expect( before.charged.length ).toBeGreaterThan(
			before.recorded.length
		);

		child = await start( dir, port );
		const deadline = Date.now() + 30_000;
		let after = ledgers( dir );
		while (
			after.recorded.join() !== after.charged.join() &&
			Date.now() < deadline
		) {
			await new Promise( ( done ) => setTimeout( done, 100 ) );
			after = ledgers( dir );
		}
		expect( after.recorded ).toStrictEqual( after.charged );
		expect( after.charged.length ).toBeGreaterThanOrEqual( 3 );
	} finally {
		child?.kill( 'SIGKILL' );
		rmSync( dir, { recursive: true, force: true } );
	}
}, 180_000 );

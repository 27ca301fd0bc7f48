/**
 * Load test of payments: 1,000 visitor checkouts at once against a local server (started as
 * `npm start` starts it, on an empty data directory), half one-time and half monthly donations,
 * paid on the card provider stand-in's hosted checkout. The provider's webhooks are held back,
 * then every event is delivered twice, in a shuffled order (a renewal's invoice may arrive before
 * its checkout). Checks that exactly one payment per checkout was recorded and prints the rates.
 *
 *   node --import tsx tests/bench/payments.ts [--checkouts N]
 * Also run at the end of `npm run bench`.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../support/start-server';

const PASSWORD = 'bench-Admin-Passw0rd';
const CHECKOUT = '/stand-ins/subscribe.wordpress.com/memberships';
const API = '/stand-ins/api.stripe.com/v1';

function option( name: string, fallback: number ): number {
	const argv = process.argv.slice( 2 );
	const at = argv.indexOf( name );
	return at >= 0 ? Number( argv[ at + 1 ] ) || fallback : fallback;
}

function form( fields: Record< string, string > ) {
	return {
		method: 'POST',
		redirect: 'manual' as const,
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( fields ),
	};
}

/** Signs in as admin, moves the site to a plan with memberships, connects it, makes products. */
async function prepareSite( server: RunningServer ) {
	const login = await fetch( `${ server.url }/wp-login.php`, {
		...form( { log: 'admin', pwd: PASSWORD } ),
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
	const rest = ( path: string, body: unknown ) =>
		fetch( `${ server.url }/wp-json${ path }`, {
			method: 'POST',
			headers: {
				cookie,
				'x-wp-nonce': nonce,
				'content-type': 'application/json',
			},
			body: JSON.stringify( body ),
		} );
	await rest( '/wp/v2/settings', { tessera_plan: 'personal' } );
	const connectPage = await (
		await fetch(
			`${ server.url }/stand-ins/connect.stripe.com/oauth/authorize`,
			{
				headers: { cookie },
			}
		)
	).text();
	const connectNonce = /name="_wpnonce" value="([^"]+)"/.exec(
		connectPage
	)![ 1 ];
	await fetch(
		`${ server.url }/stand-ins/connect.stripe.com/oauth/authorize`,
		{
			...form( {
				_wpnonce: connectNonce,
				redirect_to: '/wp-admin/',
				decision: 'approve',
			} ),
			headers: {
				cookie,
				'content-type': 'application/x-www-form-urlencoded',
			},
		}
	);
	const products = ( await (
		await rest( '/wpcom/v2/memberships/products', {
			type: 'donation',
			currency: 'USD',
		} )
	).json() ) as { products: { id: number; interval: string }[] };
	const db = new Database( join( server.dataDir, 'tessera.sqlite' ), {
		readonly: true,
	} );
	const key = JSON.parse(
		(
			db
				.prepare(
					"SELECT option_value FROM options WHERE option_name = 'tessera_stripe_secret_key'"
				)
				.get() as { option_value: string } | undefined
		 )?.option_value ?? '""'
	) as string;
	db.close();
	return {
		oneTime: products.products.find( ( p ) => p.interval === 'one-time' )!
			.id,
		monthly: products.products.find( ( p ) => p.interval === '1 month' )!
			.id,
		key,
	};
}

/** One visitor: opens the checkout and pays with the card that succeeds. */
async function checkout(
	server: RunningServer,
	plan: number,
	n: number
): Promise< boolean > {
	const page = await fetch(
		`${ server.url }${ CHECKOUT }/?plan=${ plan }&amount=${ 5 + ( n % 20 ) }&pid=1&redirect=%2F`
	);
	const session = /name="session" value="([^"]+)"/.exec(
		await page.text()
	)?.[ 1 ];
	if ( ! session ) {
		return false;
	}
	const paid = await fetch(
		`${ server.url }${ CHECKOUT }/pay`,
		form( {
			session,
			email: `donor${ n }@example.test`,
			cardnumber: '4242424242424242',
			'exp-date': '12 / 40',
			cvc: '123',
		} )
	);
	await paid.arrayBuffer();
	return paid.status === 303;
}

function shuffle< T >( items: T[] ): T[] {
	for ( let i = items.length - 1; i > 0; i-- ) {
		const j = Math.floor( Math.random() * ( i + 1 ) );
		[ items[ i ], items[ j ] ] = [ items[ j ], items[ i ] ];
	}
	return items;
}

export async function benchPayments(): Promise< boolean > {
	const total = option( '--checkouts', 1000 );
	const server = await startServer( { TESSERA_ADMIN_PASSWORD: PASSWORD } );
	try {
		const site = await prepareSite( server );
		const auth = { authorization: `Bearer ${ site.key }` };
		await fetch( `${ server.url }${ API }/test_helpers/webhook_delivery`, {
			...form( { mode: 'manual' } ),
			headers: {
				...auth,
				'content-type': 'application/x-www-form-urlencoded',
			},
		} );

		let started = performance.now();
		const results = await Promise.all(
			Array.from( { length: total }, ( _, n ) =>
				checkout(
					server,
					n % 2 ? site.monthly : site.oneTime,
					n
				).catch( () => false )
			)
		);
		const checkoutSeconds = ( performance.now() - started ) / 1000;

		const events: { id: string; type: string }[] = [];
		for ( let after = 0; ; ) {
			const page = ( await (
				await fetch(
					`${ server.url }${ API }/events?limit=1000&starting_after_seq=${ after }`,
					{ headers: auth }
				)
			).json() ) as {
				data: { id: string; type: string; seq: number }[];
				has_more: boolean;
			};
			events.push( ...page.data );
			if ( ! page.has_more || ! page.data.length ) {
				break;
			}
			after = page.data[ page.data.length - 1 ].seq;
		}
		const deliveries = shuffle( [ ...events, ...events ] );
		started = performance.now();
		let next = 0;
		const statuses: number[] = [];
		const worker = async () => {
			while ( next < deliveries.length ) {
				const event = deliveries[ next++ ];
				const response = await fetch(
					`${ server.url }${ API }/test_helpers/events/${ event.id }/deliver`,
					{ method: 'POST', headers: auth }
				);
				statuses.push(
					(
						( await response.json() ) as {
							delivered_status: number;
						}
					 ).delivered_status
				);
			}
		};
		await Promise.all( Array.from( { length: 50 }, worker ) );
		const webhookSeconds = ( performance.now() - started ) / 1000;

		const db = new Database( join( server.dataDir, 'tessera.sqlite' ), {
			readonly: true,
		} );
		const count = ( sql: string ) =>
			( db.prepare( sql ).get() as { n: number } ).n;
		const payments = count(
			'SELECT COUNT(*) AS n FROM memberships_payments'
		);
		const distinct = count(
			'SELECT COUNT( DISTINCT charge_id ) AS n FROM memberships_payments'
		);
		const subscriptions = count(
			'SELECT COUNT(*) AS n FROM memberships_subscriptions'
		);
		db.close();
		const paid = results.filter( Boolean ).length;
		const ok = paid === total && payments === total && distinct === total;

		console.log(
			`\nPayments: ${ total } concurrent checkouts (half monthly), webhooks delivered twice, shuffled`
		);
		console.log(
			`checkouts paid     ${ paid } of ${ total } in ${ checkoutSeconds.toFixed( 1 ) } s (${ ( total / checkoutSeconds ).toFixed( 0 ) }/s)`
		);
		console.log(
			`events             ${ events.length }, ${ deliveries.length } deliveries in ${ webhookSeconds.toFixed( 1 ) } s (${ ( deliveries.length / webhookSeconds ).toFixed( 0 ) }/s), ${ statuses.filter( ( s ) => s !== 200 ).length } not 200`
		);
		console.log(
			`payments recorded  ${ payments } (${ distinct } distinct charges), subscriptions ${ subscriptions }`
		);
		console.log(
			ok
				? 'OK: exactly one payment per checkout'
				: 'FAILED: payments recorded do not match checkouts'
		);
		return ok;
	} finally {
		await server.stop();
	}
}

if ( require.main === module ) {
	benchPayments().then(
		( ok ) => process.exit( ok ? 0 : 1 ),
		( error ) => {
			console.error( error );
			process.exit( 1 );
		}
	);
}

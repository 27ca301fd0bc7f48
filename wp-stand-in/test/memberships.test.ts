import { createSite, expectError, type TestSite } from './helpers';
import { signatureHeader } from '../../service/stand-ins/stripe/signature';
import {
	secretKey,
	webhookSecret,
} from '../../service/stand-ins/stripe/account';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const STATUS = '/wp-json/wpcom/v2/memberships/status?source=gutenberg';

function option( name: string ): string {
	const row = site.db
		.prepare( 'SELECT option_value FROM options WHERE option_name = ?' )
		.get( name ) as { option_value: string } | undefined;
	return row ? JSON.parse( row.option_value ) : '';
}

async function setPlan( plan: string ) {
	const response = await site.admin.post( '/wp-json/wp/v2/settings', {
		tessera_plan: plan,
	} );
	expect( response.statusCode ).toBe( 200 );
}

async function connect() {
	const page = await site.admin.get(
		'/stand-ins/connect.stripe.com/oauth/authorize?state=x',
		{
			headers: {
				referer:
					'http://localhost/wp-admin/post.php?post=7&action=edit',
			},
		}
	);
	expect( page.statusCode ).toBe( 200 );
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( page.body )![ 1 ];
	const redirect = /name="redirect_to" value="([^"]+)"/.exec(
		page.body
	)![ 1 ];
	return site.admin.request(
		'POST',
		'/stand-ins/connect.stripe.com/oauth/authorize?state=x',
		{
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams( {
				_wpnonce: nonce,
				redirect_to: redirect.replace( /&amp;/g, '&' ),
				decision: 'approve',
			} ).toString(),
		}
	);
}

function form( fields: Record< string, string > ) {
	return {
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( fields ).toString(),
	};
}

async function checkout( planId: number, amount: string ) {
	const page = await site.anonymous.get(
		`/stand-ins/subscribe.wordpress.com/memberships/?plan=${ planId }&amount=${ amount }&pid=3&redirect=%2F%3Fp%3D3`
	);
	const session = /name="session" value="([^"]+)"/.exec( page.body )?.[ 1 ];
	return { page, session: session ?? '' };
}

function pay( session: string, card = '4242 4242 4242 4242' ) {
	return site.anonymous.request(
		'POST',
		'/stand-ins/subscribe.wordpress.com/memberships/pay',
		form( {
			session,
			email: 'donor@example.test',
			cardnumber: card,
			'exp-date': '12 / 40',
			cvc: '123',
		} )
	);
}

describe( 'memberships status', () => {
	it( 'asks a free site to upgrade and an unconnected one to connect', async () => {
		const response = await site.admin.get( STATUS );
		expect( response.statusCode ).toBe( 200 );
		const body = response.json();
		expect( body ).toStrictEqual( {
			connected_account_id: '',
			connect_url: expect.stringMatching(
				/^https:\/\/connect\.stripe\.com\/oauth\/authorize\?/
			),
			should_upgrade_to_access_memberships: true,
			upgrade_url: expect.stringMatching(
				/^\/checkout\/[^/]+\/personal$/
			),
			site_slug: expect.any( String ),
			products: [],
		} );
	} );

	it( 'offers the connection link only to administrators, and refuses people who cannot edit', async () => {
		const author = await site.as( 'author' );
		expect( ( await author.get( STATUS ) ).json().connect_url ).toBe( '' );
		expectError(
			await ( await site.as( 'subscriber' ) ).get( STATUS ),
			403,
			'rest_forbidden'
		);
		expectError(
			await site.anonymous.get( STATUS ),
			401,
			'rest_forbidden'
		);
	} );

	it( 'connects through the provider page and returns to the editor with the success flag', async () => {
		const response = await connect();
		expect( response.statusCode ).toBe( 303 );
		expect( response.headers.location ).toBe(
			'/wp-admin/post.php?post=7&action=edit&stripe_connect_success=1'
		);
		const status = ( await site.admin.get( STATUS ) ).json();
		expect( status.connected_account_id ).toMatch( /^acct_[0-9a-f]{16}$/ );
		expect( status.connect_url ).toBe( '' );
	} );

	it( 'cancelling returns with the cancelled flag and connects nothing', async () => {
		const page = await site.admin.get(
			'/stand-ins/connect.stripe.com/oauth/authorize',
			{
				headers: { referer: 'https://evil.example/x' },
			}
		);
		const nonce = /name="_wpnonce" value="([^"]+)"/.exec( page.body )![ 1 ];
		const response = await site.admin.request(
			'POST',
			'/stand-ins/connect.stripe.com/oauth/authorize',
			form( {
				_wpnonce: nonce,
				redirect_to: '/wp-admin/',
				decision: 'cancel',
			} )
		);
		expect( response.headers.location ).toBe(
			'/wp-admin/?stripe_connect_cancelled=1'
		);
		expect( option( 'tessera_stripe_account' ) ).toBe( '' );
		// Another origin's referer is never a destination.
		expect( page.body ).toContain(
			'name="redirect_to" value="/wp-admin/"'
		);
	} );

	it( 'lets only administrators connect', async () => {
		const editor = await site.as( 'editor' );
		expect(
			(
				await editor.get(
					'/stand-ins/connect.stripe.com/oauth/authorize'
				)
			).statusCode
		).toBe( 403 );
	} );
} );

describe( 'memberships products', () => {
	it( 'refuses products until the plan allows memberships and the site is connected', async () => {
		const body = {
			title: 'Gold',
			currency: 'USD',
			price: 5,
			interval: '1 month',
		};
		expectError(
			await site.admin.post(
				'/wp-json/wpcom/v2/memberships/product',
				body
			),
			403,
			'memberships_upgrade_required'
		);
		await setPlan( 'personal' );
		expectError(
			await site.admin.post(
				'/wp-json/wpcom/v2/memberships/product',
				body
			),
			403,
			'memberships_not_connected'
		);
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_products' )
		).toBe( 0 );
	} );

	it( 'creates a plan and validates each field, storing nothing on bad input', async () => {
		await setPlan( 'personal' );
		await connect();
		const created = await site.admin.post(
			'/wp-json/wpcom/v2/memberships/product',
			{
				title: ' Gold ',
				currency: 'EUR',
				price: '5.5',
				interval: '1 month',
			}
		);
		expect( created.statusCode ).toBe( 200 );
		expect( created.json() ).toStrictEqual( {
			id: expect.any( Number ),
			title: 'Gold',
			interval: '1 month',
			price: 5.5,
			currency: 'EUR',
			type: '',
		} );
		const bad: [ Record< string, unknown >, string, string ][] = [
			[ { title: '  ' }, 'title', 'The plan needs a name.' ],
			[
				{ title: 'x'.repeat( 201 ) },
				'title',
				'The name is longer than 200 characters.',
			],
			[
				{ currency: 'XYZ' },
				'currency',
				'This currency is not supported.',
			],
			[
				{ currency: 'THB' },
				'currency',
				'This currency is not supported.',
			],
			[ { price: 0.49 }, 'price', 'Minimum allowed price is $0.50.' ],
			[ { price: '5.123' }, 'price', 'Minimum allowed price is $0.50.' ],
			...[
				'abc',
				'0x10',
				'5e2',
				'1_000',
				' 5',
				'5.',
				'.5',
				'+5',
				'Infinity',
				'5x',
			].map( ( price ): [ Record< string, unknown >, string, string ] => [
				{ price },
				'price',
				'The price must be a decimal number, such as 5 or 5.50.',
			] ),
			[
				{ currency: 'JPY', price: 49 },
				'price',
				'Minimum allowed price is ¥50.',
			],
			[
				{ currency: 'JPY', price: 50.5 },
				'price',
				'Minimum allowed price is ¥50.',
			],
		];
		for ( const [ change, param, message ] of bad ) {
			const response = await site.admin.post(
				'/wp-json/wpcom/v2/memberships/product',
				{
					title: 'Plan',
					currency: 'USD',
					price: 5,
					interval: 'one-time',
					...change,
				}
			);
			const error = expectError( response, 400, 'rest_invalid_param' );
			expect( [ param, error.data.params[ param ] ] ).toStrictEqual( [
				param,
				message,
			] );
		}
		expectError(
			await site.admin.post( '/wp-json/wpcom/v2/memberships/product', {
				title: 'x',
				currency: 'USD',
				price: 5,
				interval: '2 weeks',
			} ),
			400,
			'rest_invalid_param'
		);
		const boundary = await site.admin.post(
			'/wp-json/wpcom/v2/memberships/product',
			{
				title: 'Min',
				currency: 'USD',
				price: 0.5,
				interval: '1 year',
			}
		);
		expect( boundary.statusCode ).toBe( 200 );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_products' )
		).toBe( 2 );
	} );

	it( 'makes the three donation products of a currency once', async () => {
		await setPlan( 'personal' );
		await connect();
		const first = await site.admin.post(
			'/wp-json/wpcom/v2/memberships/products',
			{ type: 'donation', currency: 'GBP' }
		);
		expect( first.statusCode ).toBe( 200 );
		const products = first.json().products;
		expect(
			products.map(
				( p: { interval: string; currency: string; type: string } ) => [
					p.interval,
					p.currency,
					p.type,
				]
			)
		).toStrictEqual( [
			[ 'one-time', 'GBP', 'donation' ],
			[ '1 month', 'GBP', 'donation' ],
			[ '1 year', 'GBP', 'donation' ],
		] );
		const again = await site.admin.post(
			'/wp-json/wpcom/v2/memberships/products',
			{ type: 'donation', currency: 'GBP' }
		);
		expect( again.json().products ).toStrictEqual( products );
		expect(
			( await site.admin.get( `${ STATUS }&type=donation` ) ).json()
				.products
		).toStrictEqual( products );
		expectError(
			await site.admin.post( '/wp-json/wpcom/v2/memberships/products', {
				type: 'donation',
				currency: 'THB',
			} ),
			400,
			'rest_invalid_param'
		);
	} );
} );

describe( 'checkout and webhooks', () => {
	async function donationProducts() {
		await setPlan( 'personal' );
		await connect();
		return (
			await site.admin.post( '/wp-json/wpcom/v2/memberships/products', {
				type: 'donation',
				currency: 'USD',
			} )
		).json().products as { id: number }[];
	}

	it( 'records a one-time donation once, even on a second click', async () => {
		const [ oneTime ] = await donationProducts();
		const { page, session } = await checkout( oneTime.id, '25' );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).toContain( 'Pay $25.00' );
		const paid = await pay( session );
		expect( paid.statusCode ).toBe( 303 );
		expect( paid.headers.location ).toBe( '/?p=3&payment_complete=1' );
		const again = await pay( session );
		expect( again.headers.location ).toBe( '/?p=3&payment_complete=1' );
		const rows = site.db
			.prepare(
				'SELECT amount_minor, currency, interval, email, post_id, status FROM memberships_payments'
			)
			.all();
		expect( rows ).toStrictEqual( [
			{
				amount_minor: 2500,
				currency: 'USD',
				interval: 'one-time',
				email: 'donor@example.test',
				post_id: 3,
				status: 'paid',
			},
		] );
	} );

	it( 'shows a declined card its message and records nothing', async () => {
		const [ oneTime ] = await donationProducts();
		const { session } = await checkout( oneTime.id, '10' );
		const declined = await pay( session, '4000000000000002' );
		expect( declined.statusCode ).toBe( 402 );
		expect( declined.body ).toContain( 'Your card was declined.' );
		const invalid = await pay( session, '4242424242424241' );
		expect( invalid.body ).toContain( 'Your card number is invalid.' );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_payments' )
		).toBe( 0 );
		expect( site.count( 'SELECT COUNT(*) AS n FROM stripe_events' ) ).toBe(
			0
		);
	} );

	it( 'asks for confirmation with the authentication card, and charges only once confirmed', async () => {
		const [ oneTime ] = await donationProducts();
		const { session } = await checkout( oneTime.id, '10' );
		const asked = await pay( session, '4000 0025 0000 3155' );
		expect( asked.body ).toContain( 'Confirm your payment' );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_payments' )
		).toBe( 0 );
		const failed = await site.anonymous.request(
			'POST',
			'/stand-ins/subscribe.wordpress.com/memberships/confirm',
			form( { session, decision: 'fail' } )
		);
		expect( failed.body ).toContain(
			'We are unable to authenticate your payment method.'
		);
		await pay( session, '4000 0025 0000 3155' );
		const done = await site.anonymous.request(
			'POST',
			'/stand-ins/subscribe.wordpress.com/memberships/confirm',
			form( { session, decision: 'complete' } )
		);
		expect( done.statusCode ).toBe( 303 );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_payments' )
		).toBe( 1 );
	} );

	it( 'refuses amounts under the minimum or with too many decimals', async () => {
		const [ oneTime ] = await donationProducts();
		expect( ( await checkout( oneTime.id, '0.49' ) ).page.statusCode ).toBe(
			400
		);
		expect(
			( await checkout( oneTime.id, '1.005' ) ).page.statusCode
		).toBe( 400 );
		expect( ( await checkout( oneTime.id, '0.50' ) ).page.statusCode ).toBe(
			200
		);
		expect( ( await checkout( 9999, '5' ) ).page.statusCode ).toBe( 404 );
	} );

	it( 'records a monthly donation, lists the supporter, and renews as the clock moves', async () => {
		const [ , monthly ] = await donationProducts();
		const { session } = await checkout( monthly.id, '15' );
		await pay( session );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM memberships_subscriptions WHERE status = 'active'"
			)
		).toBe( 1 );
		const key = secretKey( site.db );
		const advanced = await site.anonymous.request(
			'POST',
			'/stand-ins/api.stripe.com/v1/test_helpers/test_clocks/advance',
			{
				...form( { seconds: String( 62 * 86400 ) } ),
				headers: {
					...form( {} ).headers,
					authorization: `Bearer ${ key }`,
				},
			}
		);
		expect( advanced.json().renewals ).toBe( 2 );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM memberships_payments WHERE interval = '1 month'"
			)
		).toBe( 3 );
		const unauthorized = await site.anonymous.request(
			'POST',
			'/stand-ins/api.stripe.com/v1/test_helpers/test_clocks/advance',
			form( { seconds: '10' } )
		);
		expect( unauthorized.statusCode ).toBe( 401 );
	} );

	it( 'refuses a webhook with a bad or stale signature, and records a replayed one once', async () => {
		const [ oneTime ] = await donationProducts();
		const key = secretKey( site.db );
		await site.anonymous.request(
			'POST',
			'/stand-ins/api.stripe.com/v1/test_helpers/webhook_delivery',
			{
				...form( { mode: 'manual' } ),
				headers: {
					...form( {} ).headers,
					authorization: `Bearer ${ key }`,
				},
			}
		);
		const { session } = await checkout( oneTime.id, '7' );
		await pay( session );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_payments' )
		).toBe( 0 );
		const event = site.db
			.prepare( 'SELECT payload FROM stripe_events' )
			.get() as { payload: string };
		const now = Math.floor( Date.now() / 1000 );
		const send = ( signature: string, body = event.payload ) =>
			site.anonymous.request( 'POST', '/wpcom/memberships/webhook', {
				headers: {
					'content-type': 'application/json',
					'stripe-signature': signature,
				},
				payload: body,
			} );
		const secret = webhookSecret( site.db );
		expect(
			(
				await send(
					signatureHeader( 'whsec_wrong', event.payload, now )
				)
			).statusCode
		).toBe( 400 );
		expect(
			(
				await send(
					signatureHeader( secret, event.payload, now - 301 )
				)
			).statusCode
		).toBe( 400 );
		expect(
			(
				await send(
					signatureHeader( secret, event.payload, now ),
					event.payload + ' '
				)
			).statusCode
		).toBe( 400 );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_payments' )
		).toBe( 0 );
		const first = await send(
			signatureHeader( secret, event.payload, now - 299 )
		);
		expect( first.json() ).toStrictEqual( {
			received: true,
			recorded: true,
		} );
		const replay = await send(
			signatureHeader( secret, event.payload, now )
		);
		expect( replay.json() ).toStrictEqual( {
			received: true,
			recorded: false,
		} );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM memberships_payments' )
		).toBe( 1 );
	} );

	it( 'records the same payments when events arrive twice and in reverse order', async () => {
		const [ , monthly ] = await donationProducts();
		const key = secretKey( site.db );
		const api = ( path: string, fields: Record< string, string > = {} ) =>
			site.anonymous.request(
				'POST',
				`/stand-ins/api.stripe.com/v1${ path }`,
				{
					...form( fields ),
					headers: {
						...form( {} ).headers,
						authorization: `Bearer ${ key }`,
					},
				}
			);
		await api( '/test_helpers/webhook_delivery', { mode: 'manual' } );
		await pay( ( await checkout( monthly.id, '9' ) ).session );
		const events = site.db
			.prepare( 'SELECT id FROM stripe_events ORDER BY seq DESC' )
			.all() as { id: string }[];
		expect( events ).toHaveLength( 2 );
		for ( const event of [ ...events, ...events ] ) {
			expect(
				(
					await api( `/test_helpers/events/${ event.id }/deliver` )
				).json().delivered_status
			).toBe( 200 );
		}
		expect(
			site.db
				.prepare(
					'SELECT amount_minor, interval, status FROM memberships_payments'
				)
				.all()
		).toStrictEqual( [
			{ amount_minor: 900, interval: '1 month', status: 'paid' },
		] );
		const subscription = site.db
			.prepare(
				'SELECT status, current_period_end > started_at AS renews FROM memberships_subscriptions'
			)
			.all();
		expect( subscription ).toStrictEqual( [
			{ status: 'active', renews: 1 },
		] );
	} );

	it( 'marks a refunded payment and leaves it out of the totals', async () => {
		const [ oneTime ] = await donationProducts();
		await pay( ( await checkout( oneTime.id, '30' ) ).session );
		const intent = (
			site.db
				.prepare( 'SELECT charge_id FROM memberships_payments' )
				.get() as { charge_id: string }
		 ).charge_id;
		const refund = ( paymentIntent: string ) =>
			site.anonymous.request(
				'POST',
				'/stand-ins/api.stripe.com/v1/refunds',
				{
					...form( { payment_intent: paymentIntent } ),
					headers: {
						...form( {} ).headers,
						authorization: `Bearer ${ secretKey( site.db ) }`,
					},
				}
			);
		expect( ( await refund( 'pi_unknown' ) ).statusCode ).toBe( 400 );
		expect( ( await refund( intent ) ).json() ).toStrictEqual( {
			object: 'refund',
			payment_intent: intent,
			status: 'succeeded',
		} );
		expect( ( await refund( intent ) ).statusCode ).toBe( 400 );
		expect(
			site.db.prepare( 'SELECT status FROM memberships_payments' ).all()
		).toStrictEqual( [ { status: 'refunded' } ] );
		const page = await site.admin.get( '/wp-admin/earnings.php' );
		expect( page.body ).toContain(
			'Nothing paid yet.</td></tr></tbody></table>\n<h2>Payments</h2>'
		);
	} );

	it( 'shows payments, subscribers and totals on the earnings page, and exports them', async () => {
		const [ oneTime ] = await donationProducts();
		await pay( ( await checkout( oneTime.id, '12.5' ) ).session );
		const page = await site.admin.get( '/wp-admin/earnings.php' );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).toContain( '<td class="total">$12.50</td>' );
		const csv = await site.admin.get( '/wp-admin/earnings.php?export=csv' );
		expect( csv.headers[ 'content-type' ] ).toContain( 'text/csv' );
		expect( csv.body.split( '\r\n' )[ 1 ] ).toMatch(
			/^"[^"]+","12.50","USD","one-time","One-Time Donation","donor@example.test","3","paid","pi_test_[0-9a-f]+"$|^"[^"]+","12.50","USD","one-time","One-Time Donation","donor@example.test","3","paid","pi_[0-9a-f]+"$/
		);
		expect(
			(
				await (
					await site.as( 'editor' )
				).get( '/wp-admin/earnings.php' )
			).statusCode
		).toBe( 403 );
	} );
} );

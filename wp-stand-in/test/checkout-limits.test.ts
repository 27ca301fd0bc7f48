/**
 * What anonymous checkouts may store: a checkout session at the card provider expires after 24
 * hours and an unapproved PayPal order after 3, and one address may open at most 20 checkouts in
 * ten minutes at each.
 */
import { createSite, withClockAhead, type TestSite } from './helpers';
import { advanceClock } from '../../service/stand-ins/stripe/account';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( () => site.close() );

const HOUR = 60 * 60 * 1000;

function form( fields: Record< string, string > ) {
	return {
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( fields ).toString(),
	};
}

describe( 'card checkout sessions', () => {
	let donation: number;
	beforeEach( async () => {
		await site.admin.post( '/wp-json/wp/v2/settings', {
			tessera_plan: 'personal',
		} );
		const page = await site.admin.get(
			'/stand-ins/connect.stripe.com/oauth/authorize?state=x'
		);
		const nonce = /name="_wpnonce" value="([^"]+)"/.exec( page.body )![ 1 ];
		await site.admin.request(
			'POST',
			'/stand-ins/connect.stripe.com/oauth/authorize?state=x',
			form( {
				_wpnonce: nonce,
				redirect_to: '/wp-admin/',
				decision: 'approve',
			} )
		);
		donation = (
			await site.admin.post( '/wp-json/wpcom/v2/memberships/products', {
				type: 'donation',
				currency: 'USD',
			} )
		).json().products[ 0 ].id;
	} );

	function open( remoteAddress: string ) {
		return site.app.inject( {
			method: 'GET',
			url: `/stand-ins/subscribe.wordpress.com/memberships/?plan=${ donation }&amount=5&redirect=%2F`,
			remoteAddress,
		} );
	}
	const sessions = () =>
		site.count( 'SELECT COUNT(*) AS n FROM stripe_sessions' );

	it( 'opens 20 per address in ten minutes, then answers 429', async () => {
		const statuses = [];
		for ( let i = 0; i < 21; i++ ) {
			statuses.push( ( await open( '203.0.113.5' ) ).statusCode );
		}
		expect( statuses ).toStrictEqual( [ ...Array( 20 ).fill( 200 ), 429 ] );
		expect( ( await open( '203.0.113.6' ) ).statusCode ).toBe( 200 );
		expect( sessions() ).toBe( 21 );
	} );

	it( 'expires an unpaid session after 24 hours and deletes it; a paid one stays', async () => {
		const idOf = ( body: string ) =>
			/name="session" value="([^"]+)"/.exec( body )![ 1 ];
		const pay = ( session: string ) =>
			site.anonymous.request(
				'POST',
				'/stand-ins/subscribe.wordpress.com/memberships/pay',
				form( {
					session,
					email: 'donor@example.test',
					cardnumber: '4242 4242 4242 4242',
					'exp-date': '12 / 40',
					cvc: '123',
				} )
			);
		const paid = idOf( ( await open( '203.0.113.5' ) ).body );
		expect( ( await pay( paid ) ).statusCode ).toBe( 303 );
		const late = idOf( ( await open( '203.0.113.5' ) ).body );
		const kept = idOf( ( await open( '203.0.113.5' ) ).body );
		advanceClock( site.db, 23 * 3600 );
		expect( ( await pay( kept ) ).statusCode ).toBe( 303 );
		advanceClock( site.db, 3600 );
		const refused = await pay( late );
		expect( [
			refused.statusCode,
			refused.body.includes( 'This checkout has expired.' ),
		] ).toStrictEqual( [ 404, true ] );
		await open( '203.0.113.5' );
		expect(
			site.db
				.prepare(
					'SELECT id FROM stripe_sessions ORDER BY created, id'
				)
				.all()
				.map( ( row ) => ( row as { id: string } ).id )
				.includes( late )
		).toBe( false );
		expect( sessions() ).toBe( 3 );
	} );
} );

describe( 'payment button orders', () => {
	let productId: number;
	let postId: number;
	beforeEach( async () => {
		productId = (
			await site.admin.post( '/wp-json/wp/v2/jp_pay_product', {
				title: 'Mug',
				status: 'publish',
				meta: {
					spay_currency: 'EUR',
					spay_email: 'shop@example.com',
					spay_price: 12,
				},
			} )
		).json().id;
		postId = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Shop',
				status: 'publish',
				content: `<!-- wp:tessera/simple-payments {"productId":${ productId },"title":"Mug","price":12,"currency":"EUR","email":"shop@example.com"} /-->`,
			} )
		).json().id;
	} );

	function checkout( remoteAddress: string ) {
		return site.app.inject( {
			method: 'POST',
			url: '/simple-payments/checkout',
			remoteAddress,
			...form( {
				product_id: String( productId ),
				post_id: String( postId ),
			} ),
		} );
	}
	const orders = () =>
		site.count( 'SELECT COUNT(*) AS n FROM paypal_orders' );

	it( 'opens 20 per address in ten minutes, then answers 429', async () => {
		const statuses = [];
		for ( let i = 0; i < 21; i++ ) {
			statuses.push( ( await checkout( '203.0.113.5' ) ).statusCode );
		}
		expect( statuses ).toStrictEqual( [ ...Array( 20 ).fill( 303 ), 429 ] );
		expect( ( await checkout( '203.0.113.6' ) ).statusCode ).toBe( 303 );
		expect( orders() ).toBe( 21 );
	} );

	it( 'deletes orders nobody approved once they are 3 hours old', async () => {
		await checkout( '203.0.113.5' );
		await checkout( '203.0.113.5' );
		await withClockAhead( 3 * HOUR - 60_000, () =>
			checkout( '203.0.113.6' )
		);
		expect( orders() ).toBe( 3 );
		await withClockAhead( 3 * HOUR + 1000, () =>
			checkout( '203.0.113.7' )
		);
		expect( orders() ).toBe( 2 );
	} );
} );

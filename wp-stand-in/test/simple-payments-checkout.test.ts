import { createSite, type TestSite } from './helpers';
import { clientId, clientSecret } from '../../service/stand-ins/paypal/account';

let site: TestSite;
let productId: number;
let postId: number;

const WEB = '/stand-ins/www.sandbox.paypal.com';
const API = '/stand-ins/api-m.sandbox.paypal.com';

function form( fields: Record< string, string > ) {
	return {
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( fields ).toString(),
	};
}

const payments = () =>
	site.count(
		"SELECT COUNT(*) AS n FROM memberships_payments WHERE provider = 'paypal'"
	);

async function makeProduct( meta: Record< string, unknown > ) {
	const response = await site.admin.post( '/wp-json/wp/v2/jp_pay_product', {
		title: 'Ceramic mug <b>',
		content: 'Sea green.\nDishwasher safe.',
		status: 'publish',
		meta: {
			spay_currency: 'EUR',
			spay_email: 'shop@example.com',
			spay_multiple: true,
			spay_price: 24.5,
			...meta,
		},
	} );
	if ( response.statusCode !== 201 ) {
		throw new Error( `The product was not made: ${ response.body }` );
	}
	return response.json().id as number;
}

beforeAll( async () => {
	site = await createSite();
	productId = await makeProduct( {} );
	const post = await site.admin.post( '/wp-json/wp/v2/posts', {
		title: 'Shop',
		status: 'publish',
		content: `<!-- wp:tessera/simple-payments {"productId":${ productId },"title":"Ceramic mug","price":24.5,"currency":"EUR","email":"shop@example.com","multiple":true} /-->`,
	} );
	if ( post.statusCode !== 201 ) {
		throw new Error( `The shop post was not made: ${ post.body }` );
	}
	postId = post.json().id;
} );
afterAll( async () => {
	await site.close();
} );

async function startCheckout( quantity = '2', product = productId ) {
	const response = await site.anonymous.request(
		'POST',
		'/simple-payments/checkout',
		form( {
			product_id: String( product ),
			post_id: String( postId ),
			quantity,
		} )
	);
	const location = String( response.headers.location ?? '' );
	const token =
		new URL( location || 'http://x/' ).searchParams.get( 'token' ) ?? '';
	return { response, location, token };
}

function approveWithCard( token: string, cardholder = 'Ada Lovelace' ) {
	return site.anonymous.request(
		'POST',
		`${ WEB }/checkoutnow`,
		form( {
			token,
			method: 'card',
			email: 'buyer@example.org',
			cardnumber: '4111 1111 1111 1111',
			'exp-date': '12/39',
			cvc: '123',
			cardholder,
		} )
	);
}

async function returnFrom( approval: { headers: Record< string, unknown > } ) {
	const back = new URL( String( approval.headers.location ) );
	return site.anonymous.get( back.pathname + back.search );
}

async function apiToken(): Promise< string > {
	const basic = Buffer.from(
		`${ clientId( site.db as never ) }:${ clientSecret( site.db as never ) }`
	).toString( 'base64' );
	const response = await site.anonymous.request(
		'POST',
		`${ API }/v1/oauth2/token`,
		{
			...form( { grant_type: 'client_credentials' } ),
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				authorization: `Basic ${ basic }`,
			},
		}
	);
	expect( response.statusCode ).toBe( 200 );
	return response.json().access_token;
}

describe( 'paying with the payment button', () => {
	it( 'shows the stored product to visitors with a form to pay', async () => {
		const page = await site.anonymous.get( `/?p=${ postId }` );
		expect( page.body ).toContain(
			'<p class="simple-payments__title">Ceramic mug &lt;b></p>'
		);
		expect( page.body ).toContain( 'Sea green.<br>Dishwasher safe.' );
		expect( page.body ).toContain( '24,50\u00a0€' );
		expect( page.body ).toContain( 'action="/simple-payments/checkout"' );
		expect( page.body ).toContain( 'name="quantity"' );
	} );

	it( 'takes a card payment once, whatever is repeated', async () => {
		const { response, location, token } = await startCheckout( '2' );
		expect( response.statusCode ).toBe( 303 );
		expect( location ).toBe(
			`http://localhost${ WEB }/checkoutnow?token=${ token }`
		);
		const approval = await site.anonymous.get(
			`${ WEB }/checkoutnow?token=${ token }`
		);
		expect( approval.statusCode ).toBe( 200 );
		expect( approval.body ).toContain( 'Pay shop@example.com' );
		expect( approval.body ).toContain( '49,00\u00a0€' );

		const approved = await approveWithCard( token );
		expect( approved.statusCode ).toBe( 303 );
		const back = await returnFrom( approved );
		expect( back.statusCode ).toBe( 303 );
		expect( back.headers.location ).toBe(
			`/?p=${ postId }&simple_payment=complete&product=${ productId }#simple-payment-${ productId }`
		);
		expect( payments() ).toBe( 1 );
		const row = site.db
			.prepare(
				"SELECT amount_minor, currency, email, product_title, post_id FROM memberships_payments WHERE provider = 'paypal'"
			)
			.get();
		expect( row ).toStrictEqual( {
			amount_minor: 4900,
			currency: 'EUR',
			email: 'buyer@example.org',
			product_title: 'Ceramic mug <b>',
			post_id: postId,
		} );

		// The return reloaded, and the webhook delivered again: nothing new.
		const again = await returnFrom( approved );
		expect( again.headers.location ).toContain( 'simple_payment=complete' );
		const bearer = await apiToken();
		const events = await site.anonymous.get(
			`${ API }/v1/notifications/webhooks-events`,
			{
				headers: { authorization: `Bearer ${ bearer }` },
			}
		);
		const completed = events
			.json()
			.events.filter(
				( event: { event_type: string } ) =>
					event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
			);
		expect( completed ).toHaveLength( 1 );
		const resent = await site.anonymous.request(
			'POST',
			`${ API }/v1/notifications/webhooks-events/${ completed[ 0 ].id }/resend`,
			{ headers: { authorization: `Bearer ${ bearer }` } }
		);
		expect( resent.statusCode ).toBe( 202 );
		expect( payments() ).toBe( 1 );
		// Had the return never reached the site, the webhook alone records the payment.
		site.db
			.prepare(
				"DELETE FROM memberships_payments WHERE provider = 'paypal'"
			)
			.run();
		await site.anonymous.request(
			'POST',
			`${ API }/v1/notifications/webhooks-events/${ completed[ 0 ].id }/resend`,
			{ headers: { authorization: `Bearer ${ bearer }` } }
		);
		expect( payments() ).toBe( 1 );
		expect(
			site.db
				.prepare(
					"SELECT email, amount_minor FROM memberships_payments WHERE provider = 'paypal'"
				)
				.get()
		).toStrictEqual( { email: 'buyer@example.org', amount_minor: 4900 } );

		const thanks = await site.anonymous.get(
			String( back.headers.location ).split( '#' )[ 0 ]
		);
		expect( thanks.body ).toContain( 'Thank you for your purchase!' );
		const earnings = await site.admin.get( '/wp-admin/earnings.php' );
		expect(
			earnings.body.match( /Ceramic mug &lt;b&gt; \(PayPal\)/g )
		).toHaveLength( 1 );
		expect( earnings.body ).toContain( '49,00' );
	} );

	it( 'records nothing for a declined card, and says so on the post', async () => {
		const { token } = await startCheckout( '1' );
		const approved = await approveWithCard( token, 'CCREJECT-REFUSED' );
		const back = await returnFrom( approved );
		expect( back.headers.location ).toContain( 'simple_payment=declined' );
		expect( payments() ).toBe( 1 );
		const page = await site.anonymous.get(
			String( back.headers.location ).split( '#' )[ 0 ]
		);
		expect( page.body ).toContain(
			'Your card was declined, so nothing was charged. Please try again with another card.'
		);
	} );

	it( 'refuses a webhook PayPal did not sign', async () => {
		const response = await site.anonymous.request(
			'POST',
			'/wpcom/simple-payments/paypal/webhook',
			{
				headers: {
					'content-type': 'application/json',
					'paypal-transmission-id': 'x',
					'paypal-transmission-time': new Date().toISOString(),
					'paypal-transmission-sig': 'bm9wZQ==',
					'paypal-auth-algo': 'SHA256withRSA',
				},
				payload: JSON.stringify( {
					event_type: 'PAYMENT.CAPTURE.COMPLETED',
					resource: {
						id: 'FAKE',
						status: 'COMPLETED',
						amount: { currency_code: 'EUR', value: '1.00' },
						custom_id: `${ productId }:${ postId }`,
					},
				} ),
			}
		);
		expect( response.statusCode ).toBe( 400 );
		expect( payments() ).toBe( 1 );
	} );

	it.each( [
		[ '0', 400 ],
		[ '101', 400 ],
		[ '1.5', 400 ],
		[ '2x', 400 ],
	] )( 'refuses the quantity %j', async ( quantity, status ) => {
		const { response } = await startCheckout( quantity );
		expect( response.statusCode ).toBe( status );
	} );

	it( 'sells one at a time when the product does not allow several, and never a draft', async () => {
		const single = await makeProduct( {
			spay_multiple: false,
			spay_currency: 'JPY',
			spay_price: 500,
		} );
		expect(
			( await startCheckout( '2', single ) ).response.statusCode
		).toBe( 400 );
		expect(
			( await startCheckout( '1', single ) ).response.statusCode
		).toBe( 303 );
		const draft = await site.admin.post(
			`/wp-json/wp/v2/jp_pay_product/${ single }`,
			{ status: 'draft' }
		);
		expect( draft.statusCode ).toBe( 200 );
		expect(
			( await startCheckout( '1', single ) ).response.statusCode
		).toBe( 404 );
	} );
} );

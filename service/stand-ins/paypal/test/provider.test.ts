import Database from 'better-sqlite3';
import { runMigrations } from '../../../../platform/store/migrations';
import { cardFunding } from '../funding';
import { approveOrder, captureOrder, createOrder } from '../orders';
import { sign, verify, TRANSMISSION_TOLERANCE } from '../signature';

const NOW = Date.UTC( 2026, 10, 26, 12, 0, 0 );

function database() {
	const db = new Database( ':memory:' );
	runMigrations( db );
	return db;
}

const order = (
	changes: Record< string, unknown > = {},
	item: Record< string, unknown > = {}
) => ( {
	intent: 'CAPTURE',
	purchase_units: [
		{
			amount: { currency_code: 'USD', value: '30.00' },
			payee: { email_address: 'shop@example.com' },
			custom_id: '5:9',
			items: [
				{
					name: 'Mug',
					quantity: '3',
					unit_amount: { currency_code: 'USD', value: '10.00' },
					...item,
				},
			],
			...changes,
		},
	],
	application_context: {
		return_url: 'http://localhost/r',
		cancel_url: 'http://localhost/c',
	},
} );

const issue = ( answer: { body: Record< string, unknown > } ) =>
	( answer.body.details as { issue: string }[] )[ 0 ].issue;

describe( 'creating an order', () => {
	it( 'answers the created order with its approve link', () => {
		const db = database();
		const created = createOrder( db, order(), NOW );
		expect( created.status ).toBe( 201 );
		const id = created.body.id as string;
		expect( created.body ).toMatchObject( {
			intent: 'CAPTURE',
			status: 'CREATED',
			purchase_units: [
				{
					amount: { currency_code: 'USD', value: '30.00' },
					items: [
						{
							name: 'Mug',
							quantity: '3',
							unit_amount: {
								currency_code: 'USD',
								value: '10.00',
							},
						},
					],
				},
			],
		} );
		expect(
			( created.body.links as { rel: string; href: string }[] ).map(
				( link ) => [ link.rel, link.href ]
			)
		).toStrictEqual( [
			[
				'self',
				`https://api-m.sandbox.paypal.com/v2/checkout/orders/${ id }`,
			],
			[
				'approve',
				`https://www.sandbox.paypal.com/checkoutnow?token=${ id }`,
			],
			[
				'update',
				`https://api-m.sandbox.paypal.com/v2/checkout/orders/${ id }`,
			],
			[
				'capture',
				`https://api-m.sandbox.paypal.com/v2/checkout/orders/${ id }/capture`,
			],
		] );
	} );

	it.each( [
		[
			{ currency_code: 'XYZ', value: '30.00' },
			{},
			'CURRENCY_NOT_SUPPORTED',
		],
		[ { currency_code: 'USD', value: '30.001' }, {}, 'DECIMAL_PRECISION' ],
		[ { currency_code: 'USD', value: ' 30.00' }, {}, 'DECIMAL_PRECISION' ],
		[ { currency_code: 'USD', value: '30.00x' }, {}, 'DECIMAL_PRECISION' ],
		[ { currency_code: 'JPY', value: '300.5' }, {}, 'DECIMAL_PRECISION' ],
		[
			{ currency_code: 'USD', value: '0.00' },
			{},
			'CANNOT_BE_ZERO_OR_NEGATIVE',
		],
		[ { currency_code: 'USD', value: '30.01' }, {}, 'ITEM_TOTAL_MISMATCH' ],
		[
			{ currency_code: 'USD', value: '30.00' },
			{ quantity: '0' },
			'ITEM_TOTAL_MISMATCH',
		],
		[
			{ currency_code: 'USD', value: '30.00' },
			{ name: ' ' },
			'ITEM_TOTAL_MISMATCH',
		],
	] )( 'refuses amount %j with item %j: %s', ( amount, item, expected ) => {
		const db = database();
		const answer = createOrder( db, order( { amount }, item ), NOW );
		expect( answer.status ).toBe( 422 );
		expect( issue( answer ) ).toBe( expected );
		expect(
			db.prepare( 'SELECT COUNT(*) AS n FROM paypal_orders' ).get()
		).toStrictEqual( { n: 0 } );
	} );

	it( 'refuses a bad payee, intent or return address', () => {
		const db = database();
		expect(
			issue(
				createOrder(
					db,
					order( { payee: { email_address: 'shop@' } } ),
					NOW
				)
			)
		).toBe( 'PAYEE_ACCOUNT_INVALID' );
		expect(
			issue( createOrder( db, { ...order(), intent: 'AUTHORIZE' }, NOW ) )
		).toBe( 'INVALID_PARAMETER_VALUE' );
		expect(
			issue(
				createOrder(
					db,
					{
						...order(),
						application_context: {
							return_url: 'javascript:alert(1)',
							cancel_url: 'http://localhost/c',
						},
					},
					NOW
				)
			)
		).toBe( 'INVALID_PARAMETER_SYNTAX' );
	} );
} );

describe( 'capturing an order', () => {
	it( 'needs approval, captures once, and logs one completed event', () => {
		const db = database();
		const id = createOrder( db, order(), NOW ).body.id as string;
		expect( issue( captureOrder( db, id, NOW ) ) ).toBe(
			'ORDER_NOT_APPROVED'
		);
		approveOrder( db, id, 'buyer@example.org', 'paypal', NOW );
		const captured = captureOrder( db, id, NOW );
		expect( captured.status ).toBe( 201 );
		expect( captured.events.map( ( event ) => event.type ) ).toStrictEqual(
			[ 'PAYMENT.CAPTURE.COMPLETED' ]
		);
		expect( issue( captureOrder( db, id, NOW ) ) ).toBe(
			'ORDER_ALREADY_CAPTURED'
		);
		expect( issue( captureOrder( db, 'NOPE', NOW ) ) ).toBe(
			'INVALID_RESOURCE_ID'
		);
		expect(
			approveOrder( db, id, 'buyer@example.org', 'paypal', NOW )
		).toBeUndefined();
	} );

	it( 'refuses a declined card, and captures after approval with another', () => {
		const db = database();
		const id = createOrder( db, order(), NOW ).body.id as string;
		approveOrder( db, id, 'buyer@example.org', 'card:declined', NOW );
		const declined = captureOrder( db, id, NOW );
		expect( [
			declined.status,
			issue( declined ),
			declined.events,
		] ).toStrictEqual( [ 422, 'INSTRUMENT_DECLINED', [] ] );
		approveOrder( db, id, 'buyer@example.org', 'card', NOW );
		expect( captureOrder( db, id, NOW ).status ).toBe( 201 );
	} );
} );

describe( 'the card form', () => {
	const card = ( changes = {} ) => ( {
		number: '4111 1111 1111 1111',
		expiry: '11/26',
		cvc: '123',
		name: 'Ada',
		...changes,
	} );
	const now = new Date( NOW );
	it.each( [
		[ {}, { funding: 'card' } ],
		[ { name: 'ccreject-refused' }, { funding: 'card:declined' } ],
		[ { name: 'CCREJECT-SF' }, { funding: 'card:insufficient_funds' } ],
		[
			{ number: '4111 1111 1111 1112' },
			{ error: 'Enter a valid card number.' },
		],
		[
			{ number: '4111x1111111111111' },
			{ error: 'Enter a valid card number.' },
		],
		[
			{ number: '4242424242424242' },
			{
				error: 'This is a sandbox: use one of PayPal’s test card numbers.',
			},
		],
		[ { expiry: '10/26' }, { error: 'This card has expired.' } ],
		[ { expiry: '13/30' }, { error: 'Enter the expiry date as MM/YY.' } ],
		[ { expiry: '11/26x' }, { error: 'Enter the expiry date as MM/YY.' } ],
		[ { cvc: '12' }, { error: 'Enter the security code on your card.' } ],
		[ { cvc: '1234' }, { error: 'Enter the security code on your card.' } ],
		[ { number: '378282246310005', cvc: '1234' }, { funding: 'card' } ],
		[
			{ number: '378282246310005', cvc: '123' },
			{ error: 'Enter the security code on your card.' },
		],
	] )( '%j gives %j', ( changes, expected ) => {
		expect( cardFunding( card( changes ), now ) ).toStrictEqual( expected );
	} );
} );

describe( 'webhook signatures', () => {
	const time = new Date( NOW ).toISOString();
	const body = '{"id":"WH-1"}';
	const request = ( changes = {} ) => ( {
		auth_algo: 'SHA256withRSA',
		cert_url: 'x',
		transmission_id: 't-1',
		transmission_sig: sign( 'key', 't-1', time, 'HOOK', body ),
		transmission_time: time,
		webhook_id: 'HOOK',
		...changes,
	} );

	it( 'accepts PayPal’s own signature within the tolerance', () => {
		expect( verify( 'key', 'HOOK', request(), body, NOW ) ).toBe(
			'SUCCESS'
		);
		expect(
			verify(
				'key',
				'HOOK',
				request(),
				body,
				NOW + TRANSMISSION_TOLERANCE * 1000
			)
		).toBe( 'SUCCESS' );
	} );

	it.each( [
		[ 'another body', {}, '{"id":"WH-2"}', NOW ],
		[
			'another key',
			{ transmission_sig: sign( 'other', 't-1', time, 'HOOK', body ) },
			body,
			NOW,
		],
		[ 'another webhook', { webhook_id: 'OTHER' }, body, NOW ],
		[ 'another algorithm', { auth_algo: 'SHA1withRSA' }, body, NOW ],
		[
			'a late delivery',
			{},
			body,
			NOW + TRANSMISSION_TOLERANCE * 1000 + 1,
		],
		[ 'no signature', { transmission_sig: undefined }, body, NOW ],
	] )( 'refuses %s', ( _label, changes, sentBody, now ) => {
		expect(
			verify( 'key', 'HOOK', request( changes ), sentBody, now )
		).toBe( 'FAILURE' );
	} );
} );

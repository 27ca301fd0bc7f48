import { cardOutcome, passesLuhn, TEST_CARDS } from '../cards';
import { signatureHeader, verifySignature } from '../signature';
import { periodEnd } from '../checkout';

const NOW = new Date( Date.UTC( 2026, 10, 26 ) );
const card = ( number: string, expiry = '12/30', cvc = '123' ) =>
	cardOutcome( { number, expiry, cvc }, NOW );

describe( 'test cards', () => {
	it( 'succeed, decline or ask for authentication as documented', () => {
		expect( card( TEST_CARDS.succeeds ) ).toStrictEqual( {
			kind: 'succeeded',
		} );
		expect( card( '4242 4242 4242 4242' ) ).toStrictEqual( {
			kind: 'succeeded',
		} );
		expect( card( TEST_CARDS.requiresAuthentication ) ).toStrictEqual( {
			kind: 'requires_action',
		} );
		expect( card( TEST_CARDS.declines ) ).toStrictEqual( {
			kind: 'declined',
			code: 'card_declined',
			message: 'Your card was declined.',
		} );
		expect( card( TEST_CARDS.insufficientFunds ) ).toStrictEqual( {
			kind: 'declined',
			code: 'insufficient_funds',
			message: 'Your card has insufficient funds.',
		} );
		expect( card( '5555555555554444' ).kind ).toBe( 'declined' );
	} );

	it( 'check the number, expiry and security code first', () => {
		expect( card( '4242424242424241' ) ).toStrictEqual( {
			kind: 'invalid',
			field: 'number',
			message: 'Your card number is invalid.',
		} );
		expect( card( 'x4242424242424242' ).kind ).toBe( 'invalid' );
		expect( card( '42424242424242424' ).kind ).toBe( 'invalid' );
		expect( card( TEST_CARDS.succeeds, '13/30' ) ).toStrictEqual( {
			kind: 'invalid',
			field: 'expiry',
			message: "Your card's expiration date is incomplete.",
		} );
		expect( card( TEST_CARDS.succeeds, '10/26' ) ).toStrictEqual( {
			kind: 'invalid',
			field: 'expiry',
			message: "Your card's expiration year is in the past.",
		} );
		expect( card( TEST_CARDS.succeeds, '11/26' ) ).toStrictEqual( {
			kind: 'succeeded',
		} );
		expect( card( TEST_CARDS.succeeds, '11/26x' ).kind ).toBe( 'invalid' );
		expect( card( TEST_CARDS.succeeds, '12/30', '12' ) ).toStrictEqual( {
			kind: 'invalid',
			field: 'cvc',
			message: "Your card's security code is incomplete.",
		} );
		expect( card( TEST_CARDS.succeeds, '12/30', '12345' ).kind ).toBe(
			'invalid'
		);
		expect( card( TEST_CARDS.succeeds, '12/30', '1234' ).kind ).toBe(
			'succeeded'
		);
		expect( passesLuhn( '79927398713' ) ).toBe( true );
		expect( passesLuhn( '79927398710' ) ).toBe( false );
	} );
} );

describe( 'webhook signatures', () => {
	const body = '{"id":"evt_1"}';
	it( 'verify the provider’s own header within five minutes', () => {
		expect(
			verifySignature(
				signatureHeader( 'whsec_a', body, 1000 ),
				body,
				'whsec_a',
				1300
			)
		).toBe( true );
		expect(
			verifySignature(
				signatureHeader( 'whsec_a', body, 1000 ),
				body,
				'whsec_a',
				1301
			)
		).toBe( false );
		expect(
			verifySignature(
				signatureHeader( 'whsec_a', body, 1000 ),
				body,
				'whsec_b',
				1000
			)
		).toBe( false );
		expect(
			verifySignature(
				signatureHeader( 'whsec_a', body, 1000 ),
				`${ body } `,
				'whsec_a',
				1000
			)
		).toBe( false );
		expect(
			verifySignature(
				`t=1000,t=1000,${ signatureHeader( 'whsec_a', body, 1000 ).split( ',' )[ 1 ] }`,
				body,
				'whsec_a',
				1000
			)
		).toBe( false );
		expect( verifySignature( undefined, body, 'whsec_a', 1000 ) ).toBe(
			false
		);
		expect( verifySignature( 't=1000,v1=zz', body, 'whsec_a', 1000 ) ).toBe(
			false
		);
		expect(
			verifySignature( signatureHeader( '', body, 1000 ), body, '', 1000 )
		).toBe( false );
	} );
} );

describe( 'renewal periods', () => {
	it( 'end a calendar month or year later', () => {
		const start = Date.UTC( 2026, 0, 15, 9, 30 ) / 1000;
		expect(
			new Date( periodEnd( start, '1 month' ) * 1000 ).toISOString()
		).toBe( '2026-02-15T09:30:00.000Z' );
		expect(
			new Date( periodEnd( start, '1 year' ) * 1000 ).toISOString()
		).toBe( '2027-01-15T09:30:00.000Z' );
	} );
} );

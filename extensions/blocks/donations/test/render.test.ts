import { render } from '../render';
import metadata from '../block.json';
import type { DonationsAttributes } from '../types';

function attributes(
	changes: Record< string, unknown > = {}
): DonationsAttributes {
	return {
		currency: 'USD',
		oneTimeDonation: { show: true, planId: 11, amounts: [ 5, 15, 100 ] },
		monthlyDonation: { show: true, planId: 12, amounts: [ 5, 15, 100 ] },
		annualDonation: { show: true, planId: 13, amounts: [ 5, 15, 100 ] },
		showCustomAmount: true,
		...changes,
	} as DonationsAttributes;
}

const context = {
	postId: 42,
	locale: 'en_US',
	origin: 'http://site.test',
	query: {},
};

describe( 'donations render', () => {
	it( 'is hidden from visitors while the site cannot take payments', () => {
		expect(
			render( attributes(), '', {
				...context,
				canTakePayments: () => false,
			} )
		).toBe( '' );
		expect(
			render( attributes(), '', {
				...context,
				canTakePayments: () => true,
			} )
		).not.toBe( '' );
	} );

	it( 'is empty until every tab has a product', () => {
		expect(
			render(
				attributes( {
					oneTimeDonation: {
						show: true,
						planId: -1,
						amounts: [ 5, 15, 100 ],
					},
				} ),
				'',
				context
			)
		).toBe( '' );
		expect( metadata.name ).toBe( 'tessera/donations' );
	} );

	it( 'links each tier to the checkout with its amount and the post to come back to', () => {
		const html = render( attributes(), '', context );
		const links = [
			...html.matchAll( /<a class="donations__amount" href="([^"]+)"/g ),
		].map( ( m ) => m[ 1 ].replace( /&amp;/g, '&' ) );
		expect( links ).toHaveLength( 9 );
		expect( links[ 4 ] ).toBe(
			'https://subscribe.wordpress.com/memberships/?blog=site.test&plan=12&lang=en&pid=42&redirect=http%3A%2F%2Fsite.test%2F%3Fp%3D42&amount=15'
		);
		expect( html ).toContain( '>$100.00</a>' );
		expect( html ).toContain( 'placeholder="$50.00"' );
		expect( html ).toContain( 'Please enter an amount of at least $0.50.' );
		expect( ( html.match( /role="tab"/g ) ?? [] ).length ).toBe( 3 );
	} );

	it( 'shows one panel without tabs when only one-time is on, in the currency’s format', () => {
		const html = render(
			attributes( {
				currency: 'EUR',
				monthlyDonation: { show: false, planId: 12 },
				annualDonation: { show: false, planId: 13 },
				showCustomAmount: false,
			} ),
			'',
			context
		);
		expect( html ).not.toContain( 'role="tab"' );
		expect( html ).not.toContain( 'donations__custom' );
		expect( html ).toContain( '>100,00\u00a0€</a>' );
	} );

	it( 'escapes the texts and drops their markup', () => {
		const html = render(
			attributes( {
				oneTimeDonation: {
					show: true,
					planId: 11,
					amounts: [ 5, 15, 100 ],
					heading: '<img src=x onerror=alert(1)>Help &lt;script&gt;',
					buttonText: '"><script>alert(1)</script>',
				},
			} ),
			'',
			context
		);
		expect( html ).not.toMatch( /<script|<img|onerror=/ );
		expect( html ).toContain( '>Help &lt;script></h4>' );
	} );

	it( 'drops tiers under the minimum and thanks the donor back from the checkout', () => {
		const html = render(
			attributes( {
				oneTimeDonation: {
					show: true,
					planId: 11,
					amounts: [ 0.1, 15, 100 ],
				},
			} ),
			'',
			{ ...context, query: { payment_complete: '1' } }
		);
		expect( html ).toContain(
			'<p class="donations__thank-you" role="status">Thank you for your donation!</p>'
		);
		expect( html ).not.toContain( 'data-amount="0.1"' );
	} );
} );

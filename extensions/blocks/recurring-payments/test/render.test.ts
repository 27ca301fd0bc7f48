import { render } from '../render';

const products: Record<
	number,
	{ title: string; price: string; currency: string; interval: string }
> = {
	7: {
		title: 'Gold <b>club</b>',
		price: '5',
		currency: 'USD',
		interval: '1 month',
	},
	8: {
		title: 'Ticket',
		price: '1500',
		currency: 'JPY',
		interval: 'one-time',
	},
};
const context = {
	postId: 3,
	locale: 'en_US',
	origin: 'http://site.test',
	query: {},
	membershipProduct: ( id: number ) => products[ id ],
};

describe( 'payments render', () => {
	it( 'leads to the checkout of the chosen plan, with its price from the site', () => {
		expect( render( { planId: 7, align: 'center' }, '', context ) ).toBe(
			'<div class="wp-block-tessera-recurring-payments aligncenter"><div class="wp-block-button"><a class="wp-block-button__link" href="https://subscribe.wordpress.com/memberships/?blog=site.test&amp;plan=7&amp;lang=en&amp;pid=3&amp;redirect=http%3A%2F%2Fsite.test%2F%3Fp%3D3">Subscribe: $5.00 per month</a></div><p class="recurring-payments__title">Gold &lt;b>club&lt;/b></p></div>'
		);
		expect(
			render( { planId: 8, align: 'javascript:x' }, '', {
				...context,
				query: { payment_complete: '1' },
			} )
		).toContain(
			'<p class="recurring-payments__thank-you" role="status">Thank you for your payment!</p><div class="wp-block-button"><a class="wp-block-button__link" href="https://subscribe.wordpress.com/memberships/?blog=site.test&amp;plan=8&amp;lang=en&amp;pid=3&amp;redirect=http%3A%2F%2Fsite.test%2F%3Fp%3D3">Pay ¥1,500</a>'
		);
	} );

	it( 'shows nothing without a plan, or for a plan the site does not have', () => {
		expect( [
			render( {}, '', context ),
			render( { planId: 9 }, '', context ),
			render( { planId: -1 }, '', context ),
			render( { planId: 7 }, '', { ...context, postId: undefined } ),
		] ).toStrictEqual( [ '', '', '', '' ] );
	} );
} );

import { render } from '../render';

const products: Record<
	number,
	{
		title: string;
		content: string;
		price: number;
		currency: string;
		multiple: boolean;
		imageUrl: string;
	}
> = {
	31: {
		title: 'Mug <script>alert(1)</script>',
		content: 'Green.\nSafe & sound',
		price: 24.5,
		currency: 'EUR',
		multiple: true,
		imageUrl: '/wp-content/uploads/mug.jpg',
	},
	12: {
		title: 'Towel',
		content: '',
		price: 500,
		currency: 'JPY',
		multiple: false,
		imageUrl: '',
	},
};

const context = ( query: Record< string, unknown > = {} ) => ( {
	postId: 3,
	locale: 'en_US',
	query,
	paymentProduct: ( id: number ) => products[ id ],
} );

const attributes = ( productId?: number ) =>
	( {
		productId,
		title: 'From the post',
		price: 1,
		currency: 'USD',
	} ) as never;

describe( 'the payment button on the visitor page', () => {
	it( 'shows the stored product with a quantity and a form to pay', () => {
		expect( render( attributes( 31 ), '', context() ) ).toBe(
			'<div class="wp-block-tessera-simple-payments" id="simple-payment-31"><div class="simple-payments__product">' +
				'<img class="simple-payments__image" src="/wp-content/uploads/mug.jpg" alt="">' +
				'<div class="simple-payments__details"><p class="simple-payments__title">Mug &lt;script>alert(1)&lt;/script></p>' +
				'<p class="simple-payments__description">Green.<br>Safe &amp; sound</p>' +
				'<p class="simple-payments__price">24,50\u00a0€</p>' +
				'<form class="simple-payments__purchase" method="post" action="/simple-payments/checkout">' +
				'<input type="hidden" name="product_id" value="31"><input type="hidden" name="post_id" value="3">' +
				'<label class="screen-reader-text" for="simple-payments-quantity-31">Quantity</label>' +
				'<input class="simple-payments__quantity" id="simple-payments-quantity-31" type="number" name="quantity" min="1" max="100" step="1" value="1" required>' +
				'<button type="submit" class="simple-payments__button">Pay with PayPal</button></form></div></div></div>'
		);
	} );

	it( 'has no quantity for a product sold one at a time', () => {
		const html = render( attributes( 12 ), '', context() );
		expect( html ).not.toContain( 'quantity' );
		expect( html ).toContain( '¥500' );
	} );

	it.each( [
		[
			'complete',
			'status',
			'Thank you for your purchase! PayPal will send you a receipt by e-mail.',
		],
		[
			'declined',
			'alert',
			'Your card was declined, so nothing was charged. Please try again with another card.',
		],
		[
			'cancelled',
			'alert',
			'You cancelled the payment. Nothing was charged.',
		],
		[
			'failed',
			'alert',
			'The payment could not be completed. Nothing was charged; please try again.',
		],
	] )(
		'says how a %s payment went, on its own product only',
		( outcome, role, text ) => {
			expect(
				render(
					attributes( 31 ),
					'',
					context( { simple_payment: outcome, product: '31' } )
				)
			).toContain( `role="${ role }">${ text }</p>` );
			expect(
				render(
					attributes( 12 ),
					'',
					context( { simple_payment: outcome, product: '31' } )
				)
			).not.toContain( text );
		}
	);

	it( 'ignores an unknown outcome', () => {
		expect(
			render(
				attributes( 31 ),
				'',
				context( { simple_payment: 'toString', product: '31' } )
			)
		).not.toContain( 'simple-payments__notice' );
	} );

	it.each( [ [ undefined ], [ 0 ], [ -1 ], [ 1.5 ], [ 99 ] ] )(
		'shows nothing for the product %j',
		( id ) => {
			expect( render( attributes( id ), '', context() ) ).toBe( '' );
		}
	);

	it( 'shows nothing outside a post', () => {
		expect(
			render( attributes( 31 ), '', { ...context(), postId: undefined } )
		).toBe( '' );
	} );
} );

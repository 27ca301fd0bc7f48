/**
 * The site's side of a PayPal checkout: it creates the order from the stored product (the amount
 * never comes from the visitor's browser, only the quantity does), sends the buyer to PayPal's
 * approval page, and captures the order when PayPal sends the buyer back.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Db } from '../../../platform/store/db';
import { getPost } from '../../../platform/store/posts';
import { approveUrl } from '../../stand-ins/paypal/hosts';
import {
	amountValue,
	captureOrder,
	createOrder,
	getOrder,
} from '../../stand-ins/paypal/orders';
import type { PaypalEventRow } from '../../store/paypal';
import { customId, recordCapture } from './record';
import {
	isForSale,
	MAX_QUANTITY,
	paymentProduct,
} from '../../../platform/content/payment-products';

export const CHECKOUT_PATH = '/simple-payments/checkout';
export const RETURN_PATH = '/simple-payments/paypal/return';

/** The flag the post shows its notice from, with the product it is about. */
export type Outcome = 'complete' | 'declined' | 'cancelled' | 'failed';

export function postAddress(
	postId: number,
	productId: number,
	outcome: Outcome
): string {
	const query = new URLSearchParams( {
		p: String( postId ),
		simple_payment: outcome,
		product: String( productId ),
	} );
	return `/?${ query }#simple-payment-${ productId }`;
}

/** Whether the post is one a visitor can buy from (published, and holding this product's block). */
function publishedPost( db: Db, postId: number ): boolean {
	const post =
		Number.isSafeInteger( postId ) && postId > 0
			? getPost( db, postId )
			: undefined;
	return (
		post?.post_status === 'publish' && post.post_type !== 'jp_pay_product'
	);
}

export type StartResult =
	| { kind: 'redirect'; url: string }
	/** `message` is in the language of the render it runs in (see platform/render/locale-strings). */
	| { kind: 'error'; status: number; message: string };

export function startCheckout(
	db: Db,
	input: {
		productId: number;
		postId: number;
		quantity: string;
		origin: string;
	},
	nowMs: number
): StartResult {
	const product = paymentProduct( db, input.productId );
	if ( ! isForSale( product ) || ! publishedPost( db, input.postId ) ) {
		return {
			kind: 'error',
			status: 404,
			message: __( 'This item is not for sale.', 'tessera' ),
		};
	}
	const quantity = /^\d{1,4}$/.test( input.quantity.trim() )
		? Number( input.quantity )
		: NaN;
	const limit = product.multiple ? MAX_QUANTITY : 1;
	if (
		! Number.isSafeInteger( quantity ) ||
		quantity < 1 ||
		quantity > limit
	) {
		return {
			kind: 'error',
			status: 400,
			message: sprintf(
				/* translators: %d: the largest quantity one may buy. */
				__( 'Choose a quantity from 1 to %d.', 'tessera' ),
				limit
			),
		};
	}
	const unit = amountValue( product.price, product.currency );
	const created = createOrder(
		db,
		{
			intent: 'CAPTURE',
			purchase_units: [
				{
					amount: {
						currency_code: product.currency,
						value: amountValue(
							Number( unit ) * quantity,
							product.currency
						),
						breakdown: {
							item_total: {
								currency_code: product.currency,
								value: amountValue(
									Number( unit ) * quantity,
									product.currency
								),
							},
						},
					},
					payee: { email_address: product.email },
					custom_id: customId( product.id, input.postId ),
					items: [
						{
							name: product.title.slice( 0, 127 ),
							quantity: String( quantity ),
							unit_amount: {
								currency_code: product.currency,
								value: unit,
							},
						},
					],
				},
			],
			application_context: {
				user_action: 'PAY_NOW',
				shipping_preference: 'NO_SHIPPING',
				return_url: `${ input.origin }${ RETURN_PATH }`,
				cancel_url: `${ input.origin }${ postAddress( input.postId, product.id, 'cancelled' ) }`,
			},
		},
		nowMs
	);
	if ( created.status !== 201 ) {
		return {
			kind: 'error',
			status: 502,
			message: __(
				'PayPal could not take this payment. Please try again later.',
				'tessera'
			),
		};
	}
	return { kind: 'redirect', url: approveUrl( String( created.body.id ) ) };
}

type Fields = Record< string, unknown >;

/** PayPal sent the buyer back: capture the order, record the payment, and say how it went. */
export function completeCheckout(
	db: Db,
	token: string,
	nowMs: number
): { address: string; events: PaypalEventRow[] } | null {
	const order = getOrder( db, token );
	if ( order.status !== 200 ) {
		return null;
	}
	const unit = ( order.body.purchase_units as Fields[] )[ 0 ];
	const bought = String( unit.custom_id ?? '' )
		.split( ':' )
		.map( Number );
	const [ productId, postId ] = bought;
	const captured = captureOrder( db, token, nowMs );
	if ( captured.status === 201 ) {
		const capture = (
			(
				( captured.body.purchase_units as Fields[] )[ 0 ]
					.payments as Fields
			 ).captures as Fields[]
		 )[ 0 ];
		const amount = capture.amount as Fields;
		recordCapture( db, {
			id: String( capture.id ),
			currency: String( amount.currency_code ),
			value: String( amount.value ),
			customId: String( capture.custom_id ),
			payerEmail: String(
				( captured.body.payer as Fields | undefined )?.email_address ??
					''
			),
			paidAt: Math.floor( nowMs / 1000 ),
		} );
		return {
			address: postAddress( postId, productId, 'complete' ),
			events: captured.events,
		};
	}
	const issue = String(
		( ( captured.body.details as Fields[] | undefined ) ?? [] )[ 0 ]
			?.issue ?? ''
	);
	// Captured already (a reload of the return): the payment stands.
	const outcomes: Record< string, Outcome > = {
		ORDER_ALREADY_CAPTURED: 'complete',
		INSTRUMENT_DECLINED: 'declined',
	};
	const outcome = Object.hasOwn( outcomes, issue )
		? outcomes[ issue ]
		: 'failed';
	return { address: postAddress( postId, productId, outcome ), events: [] };
}

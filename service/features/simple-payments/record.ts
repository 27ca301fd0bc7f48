/**
 * Recording a PayPal capture as a payment of the site. Both the return from PayPal (which
 * captures the order) and the PAYMENT.CAPTURE.COMPLETED webhook record it; the capture id keys
 * the record, so it is recorded once however many times either arrives.
 */
import type { Db } from '../../../platform/store/db';
import { recordPayment } from '../../../platform/store/memberships';
import { getCurrencyPrecision } from '../../../shared/currency';
import { paymentProduct } from '../../../platform/content/payment-products';

/** What the site put in the order's custom_id: the product and the post it was bought from. */
export function customId( productId: number, postId: number ): string {
	return `${ productId }:${ postId }`;
}

export function parseCustomId(
	value: unknown
): { productId: number; postId: number } | null {
	const match =
		typeof value === 'string'
			? /^(\d{1,15}):(\d{1,15})$/.exec( value )
			: null;
	return match
		? { productId: Number( match[ 1 ] ), postId: Number( match[ 2 ] ) }
		: null;
}

export interface Capture {
	id: string;
	currency: string;
	value: string;
	customId: string;
	payerEmail: string;
	paidAt: number;
}

/** Records the capture; answers whether this call recorded it (false: already there, or unknown product). */
export function recordCapture( db: Db, capture: Capture ): boolean {
	const bought = parseCustomId( capture.customId );
	const product = bought ? paymentProduct( db, bought.productId ) : undefined;
	if (
		! bought ||
		! product ||
		! /^\d+(\.\d+)?$/.test( capture.value ) ||
		! capture.id
	) {
		return false;
	}
	const amount = Number( capture.value );
	return recordPayment( db, {
		charge_id: capture.id,
		product_id: product.id,
		post_id: bought.postId,
		amount_minor: Math.round(
			amount * 10 ** getCurrencyPrecision( capture.currency )
		),
		currency: capture.currency,
		interval: 'one-time',
		email: capture.payerEmail,
		subscription_id: '',
		paid_at: capture.paidAt,
		provider: 'paypal',
		product_title: product.title,
	} );
}

/**
 * The site's PayPal webhook endpoint: it asks PayPal whether the delivery is genuine
 * (verify-webhook-signature), then records a completed capture. Recording is keyed on the
 * capture id, so a delivery repeated, or arriving after the return already recorded it, adds
 * nothing.
 */
import type { Db } from '../../../platform/store/db';
import { webhookId } from '../../stand-ins/paypal/account';
import { getOrder } from '../../stand-ins/paypal/orders';
import { verifyDelivery } from '../../stand-ins/paypal/verify';
import { recordCapture } from './record';

type Fields = Record< string, unknown >;

export type WebhookAnswer = { status: number; body: Fields };

const object = ( value: unknown ): Fields | null =>
	value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Fields )
		: null;

export function handlePaypalWebhook(
	db: Db,
	rawBody: string,
	headers: Record< string, unknown >,
	nowMs: number
): WebhookAnswer {
	const verdict = verifyDelivery(
		db,
		{
			auth_algo: headers[ 'paypal-auth-algo' ],
			cert_url: headers[ 'paypal-cert-url' ],
			transmission_id: headers[ 'paypal-transmission-id' ],
			transmission_sig: headers[ 'paypal-transmission-sig' ],
			transmission_time: headers[ 'paypal-transmission-time' ],
			webhook_id: webhookId( db ),
		},
		rawBody,
		nowMs
	);
	if ( verdict !== 'SUCCESS' ) {
		return {
			status: 400,
			body: { error: 'The webhook signature could not be verified.' },
		};
	}
	let event: Fields | null;
	try {
		event = object( JSON.parse( rawBody ) );
	} catch {
		event = null;
	}
	const resource = object( event?.resource );
	if ( ! event || ! resource ) {
		return {
			status: 400,
			body: { error: 'The event is not one this site can record.' },
		};
	}
	if ( event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' ) {
		return { status: 200, body: { received: true, recorded: false } };
	}
	const amount = object( resource.amount );
	const orderId = object(
		object( resource.supplementary_data )?.related_ids
	)?.order_id;
	const order = typeof orderId === 'string' ? getOrder( db, orderId ) : null;
	if (
		! amount ||
		! order ||
		order.status !== 200 ||
		resource.status !== 'COMPLETED'
	) {
		return {
			status: 400,
			body: { error: 'The event is not one this site can record.' },
		};
	}
	const recorded = recordCapture( db, {
		id: String( resource.id ?? '' ),
		currency: String( amount.currency_code ?? '' ),
		value: String( amount.value ?? '' ),
		customId: String( resource.custom_id ?? '' ),
		payerEmail: String( object( order.body.payer )?.email_address ?? '' ),
		paidAt:
			Math.floor( Date.parse( String( resource.create_time ) ) / 1000 ) ||
			Math.floor( nowMs / 1000 ),
	} );
	return { status: 200, body: { received: true, recorded } };
}

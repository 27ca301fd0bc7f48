/**
 * Orders v2 with intent CAPTURE: the merchant creates an order, the buyer approves it on PayPal,
 * the merchant captures it. Capturing happens once per order; a declined card is refused at
 * capture (INSTRUMENT_DECLINED) and the buyer may approve again with another card.
 */
import type { Db } from '../../../platform/store/db';
import {
	approveOrderRow,
	completeOrderRow,
	deleteUnapprovedOrders,
	insertOrder,
	orderById,
	type OrderRow,
	type PaypalEventRow,
} from '../../store/paypal';
import { isEmailValid } from '../../../shared/email';
import { isSupportedPaymentCurrency } from '../../../shared/currency';
import { apiError, type ApiAnswer } from './errors';
import { logEvent, paypalId } from './events';
import type { Funding } from './funding';
import { API_ORIGIN, approveUrl } from './hosts';

/** Currencies PayPal takes in whole units only. */
const NO_DECIMALS = new Set( [ 'HUF', 'JPY', 'TWD' ] );

const MAX_ITEM_NAME = 127;
const MAX_QUANTITY = 1000;

type Fields = Record< string, unknown >;

const object = ( value: unknown ): Fields | null =>
	value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Fields )
		: null;

const money = ( currency: string, value: string ) => ( {
	currency_code: currency,
	value,
} );

/** An amount as PayPal writes it: "24.50", or "500" in a currency without decimals. */
export function amountValue( amount: number, currency: string ): string {
	return NO_DECIMALS.has( currency )
		? amount.toFixed( 0 )
		: amount.toFixed( 2 );
}

function orderLink( id: string, suffix = '' ) {
	return `${ API_ORIGIN }/v2/checkout/orders/${ id }${ suffix }`;
}

function purchaseUnit( row: OrderRow ) {
	const unit = amountValue(
		Number( row.value ) / row.quantity,
		row.currency
	);
	return {
		reference_id: 'default',
		amount: {
			...money( row.currency, row.value ),
			breakdown: { item_total: money( row.currency, row.value ) },
		},
		payee: { email_address: row.payee_email },
		custom_id: row.custom_id,
		items: [
			{
				name: row.item_name,
				quantity: String( row.quantity ),
				unit_amount: money( row.currency, unit ),
			},
		],
	};
}

/** The order as `GET /v2/checkout/orders/{id}` shows it. */
export function orderJson( row: OrderRow ): Fields {
	const links = [
		{ href: orderLink( row.id ), rel: 'self', method: 'GET' },
		...( row.status === 'COMPLETED'
			? []
			: [
					{
						href: approveUrl( row.id ),
						rel: 'approve',
						method: 'GET',
					},
					{
						href: orderLink( row.id ),
						rel: 'update',
						method: 'PATCH',
					},
					{
						href: orderLink( row.id, '/capture' ),
						rel: 'capture',
						method: 'POST',
					},
				] ),
	];
	return {
		id: row.id,
		intent: 'CAPTURE',
		status: row.status,
		purchase_units: [ purchaseUnit( row ) ],
		...( row.payer_id
			? {
					payer: {
						payer_id: row.payer_id,
						email_address: row.payer_email,
					},
				}
			: {} ),
		create_time: new Date( row.created ).toISOString(),
		update_time: new Date( row.updated ).toISOString(),
		links,
	};
}

function httpUrl( value: unknown ): string | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	try {
		const url = new URL( value );
		return url.protocol === 'http:' || url.protocol === 'https:'
			? url.toString()
			: null;
	} catch {
		return null;
	}
}

const UNAPPROVED_LIFETIME_MS = 3 * 60 * 60 * 1000;

/** POST /v2/checkout/orders. */
export function createOrder( db: Db, body: unknown, nowMs: number ): ApiAnswer {
	const request = object( body );
	if ( request?.intent !== 'CAPTURE' ) {
		return apiError(
			400,
			'INVALID_REQUEST',
			'INVALID_PARAMETER_VALUE',
			'The value of a field is invalid.',
			'/intent'
		);
	}
	const units = request.purchase_units;
	const unit =
		Array.isArray( units ) && units.length === 1
			? object( units[ 0 ] )
			: null;
	const amount = object( unit?.amount );
	const item = object(
		Array.isArray( unit?.items ) ? ( unit!.items as unknown[] )[ 0 ] : null
	);
	if ( ! unit || ! amount || ! item ) {
		return apiError(
			400,
			'INVALID_REQUEST',
			'MISSING_REQUIRED_PARAMETER',
			'A required field / parameter is missing.',
			'/purchase_units/0'
		);
	}
	const currency = String( amount.currency_code ?? '' );
	if ( ! isSupportedPaymentCurrency( currency ) ) {
		return apiError(
			422,
			'UNPROCESSABLE_ENTITY',
			'CURRENCY_NOT_SUPPORTED',
			'Currency code is invalid or is not currently supported.',
			'/purchase_units/0/amount/currency_code'
		);
	}
	const value = String( amount.value ?? '' );
	const pattern = NO_DECIMALS.has( currency )
		? /^\d{1,10}$/
		: /^\d{1,10}(\.\d{1,2})?$/;
	if ( ! pattern.test( value ) ) {
		return apiError(
			422,
			'UNPROCESSABLE_ENTITY',
			'DECIMAL_PRECISION',
			'If the currency supports decimals, only two decimal place precision is supported.',
			'/purchase_units/0/amount/value'
		);
	}
	if ( Number( value ) <= 0 ) {
		return apiError(
			422,
			'UNPROCESSABLE_ENTITY',
			'CANNOT_BE_ZERO_OR_NEGATIVE',
			'Must be greater than zero.',
			'/purchase_units/0/amount/value'
		);
	}
	const quantity = Number( item.quantity );
	const unitAmount = object( item.unit_amount );
	const name = typeof item.name === 'string' ? item.name.trim() : '';
	if (
		! Number.isSafeInteger( quantity ) ||
		quantity < 1 ||
		quantity > MAX_QUANTITY ||
		! name ||
		name.length > MAX_ITEM_NAME ||
		unitAmount?.currency_code !== currency ||
		amountValue( Number( unitAmount.value ) * quantity, currency ) !==
			amountValue( Number( value ), currency )
	) {
		return apiError(
			422,
			'UNPROCESSABLE_ENTITY',
			'ITEM_TOTAL_MISMATCH',
			'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
			'/purchase_units/0/items'
		);
	}
	const payee = String( object( unit.payee )?.email_address ?? '' );
	if ( ! isEmailValid( payee ) ) {
		return apiError(
			422,
			'UNPROCESSABLE_ENTITY',
			'PAYEE_ACCOUNT_INVALID',
			'Payee account specified is invalid. Please check the payee.email_address or payee.merchant_id specified and try again.',
			'/purchase_units/0/payee/email_address'
		);
	}
	const context = object( request.application_context );
	const returnUrl = httpUrl( context?.return_url );
	const cancelUrl = httpUrl( context?.cancel_url );
	if ( ! returnUrl || ! cancelUrl ) {
		return apiError(
			400,
			'INVALID_REQUEST',
			'INVALID_PARAMETER_SYNTAX',
			'The value of a field does not conform to the expected format.',
			'/application_context/return_url'
		);
	}
	// An order nobody approved expires 3 hours after it was made, as the provider's do.
	deleteUnapprovedOrders( db, nowMs - UNAPPROVED_LIFETIME_MS );
	const id = paypalId( 17 );
	insertOrder( db, {
		id,
		currency,
		value,
		quantity,
		item_name: name,
		payee_email: payee,
		custom_id: String( unit.custom_id ?? '' ).slice( 0, 127 ),
		return_url: returnUrl,
		cancel_url: cancelUrl,
		created: nowMs,
		updated: nowMs,
	} );
	return { status: 201, body: orderJson( orderById( db, id )! ) };
}

/** GET /v2/checkout/orders/{id}. */
export function getOrder( db: Db, id: string ): ApiAnswer {
	const row = orderById( db, id );
	return row
		? { status: 200, body: orderJson( row ) }
		: apiError(
				404,
				'RESOURCE_NOT_FOUND',
				'INVALID_RESOURCE_ID',
				'Specified resource ID does not exist. Please check the resource ID and try again.'
			);
}

/** The buyer approved on the approval page. */
export function approveOrder(
	db: Db,
	id: string,
	payerEmail: string,
	funding: Funding,
	nowMs: number
): OrderRow | undefined {
	const approved = approveOrderRow(
		db,
		id,
		{ payer_id: paypalId( 13 ), payer_email: payerEmail, funding },
		nowMs
	);
	return approved ? orderById( db, id ) : undefined;
}

/** POST /v2/checkout/orders/{id}/capture, with the events it makes. */
export function captureOrder(
	db: Db,
	id: string,
	nowMs: number
): ApiAnswer & { events: PaypalEventRow[] } {
	const none: PaypalEventRow[] = [];
	const row = orderById( db, id );
	if ( ! row ) {
		return {
			...apiError(
				404,
				'RESOURCE_NOT_FOUND',
				'INVALID_RESOURCE_ID',
				'Specified resource ID does not exist. Please check the resource ID and try again.'
			),
			events: none,
		};
	}
	if ( row.status === 'COMPLETED' ) {
		return {
			...apiError(
				422,
				'UNPROCESSABLE_ENTITY',
				'ORDER_ALREADY_CAPTURED',
				"Order already captured. If 'intent=CAPTURE' only one capture per order is allowed."
			),
			events: none,
		};
	}
	if ( row.status !== 'APPROVED' ) {
		return {
			...apiError(
				422,
				'UNPROCESSABLE_ENTITY',
				'ORDER_NOT_APPROVED',
				"Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call."
			),
			events: none,
		};
	}
	if ( row.funding.startsWith( 'card:' ) ) {
		return {
			...apiError(
				422,
				'UNPROCESSABLE_ENTITY',
				'INSTRUMENT_DECLINED',
				"The instrument presented was either declined by the processor or bank, or it can't be used for this payment."
			),
			events: none,
		};
	}
	const captureId = paypalId( 17 );
	return db.transaction( () => {
		if ( ! completeOrderRow( db, id, captureId, nowMs ) ) {
			return {
				...apiError(
					422,
					'UNPROCESSABLE_ENTITY',
					'ORDER_ALREADY_CAPTURED',
					"Order already captured. If 'intent=CAPTURE' only one capture per order is allowed."
				),
				events: none,
			};
		}
		const done = orderById( db, id )!;
		const capture = {
			id: captureId,
			status: 'COMPLETED',
			amount: money( done.currency, done.value ),
			final_capture: true,
			custom_id: done.custom_id,
			create_time: new Date( nowMs ).toISOString(),
			update_time: new Date( nowMs ).toISOString(),
			supplementary_data: { related_ids: { order_id: id } },
			links: [
				{
					href: `${ API_ORIGIN }/v2/payments/captures/${ captureId }`,
					rel: 'self',
					method: 'GET',
				},
				{ href: orderLink( id ), rel: 'up', method: 'GET' },
			],
		};
		const event = logEvent(
			db,
			'PAYMENT.CAPTURE.COMPLETED',
			`Payment completed for ${ done.value } ${ done.currency }`,
			'capture',
			{ ...capture, payee: { email_address: done.payee_email } },
			nowMs
		);
		const json = orderJson( done );
		return {
			status: 201,
			body: {
				...json,
				purchase_units: [
					{
						reference_id: 'default',
						payments: { captures: [ capture ] },
					},
				],
			},
			events: [ event ],
		};
	} )();
}

/** The site owner's earnings page and its CSV export. */
import {
	listPayments,
	listProducts,
	listSubscriptions,
	totalsByCurrency,
	type PaymentRow,
} from '../../../platform/store/memberships';
import type { Db } from '../../../platform/store/db';
import { formatCurrency, getCurrencyPrecision } from '../../../shared/currency';
import { htmlSpecialChars as h } from '../../../shared/server-render/html';

export const EARNINGS_PATH = '/wp-admin/earnings.php';

function amount( minor: number, currency: string ): number {
	return minor / 10 ** getCurrencyPrecision( currency );
}

function date( seconds: number ): string {
	return seconds > 0
		? new Date( seconds * 1000 )
				.toISOString()
				.slice( 0, 16 )
				.replace( 'T', ' ' )
		: '—';
}

function productTitles( db: Db ): Map< number, string > {
	return new Map(
		listProducts( db ).map( ( row ) => [ row.id, row.title ] )
	);
}

/** A payment button's payment names its item; a membership payment its product. */
function productTitle(
	row: PaymentRow,
	titles: Map< number, string >
): string {
	return row.provider === 'paypal'
		? `${ row.product_title } (PayPal)`
		: ( titles.get( row.product_id ) ?? '' );
}

export function earningsPage( db: Db, connectedAccount: string ): string {
	const titles = productTitles( db );
	const totals = totalsByCurrency( db );
	const payments = listPayments( db, 500 );
	const subscriptions = listSubscriptions( db );
	const totalRows = totals.length
		? totals
				.map(
					( row ) =>
						`<tr><th scope="row">${ h( row.currency ) }</th><td class="total">${ h(
							formatCurrency(
								amount( row.amount_minor, row.currency ),
								row.currency
							)
						) }</td><td>${ row.payments }</td></tr>`
				)
				.join( '' )
		: '<tr><td colspan="3">Nothing paid yet.</td></tr>';
	const paymentRows = payments.length
		? payments
				.map(
					( row ) =>
						`<tr class="payment" data-charge="${ h( row.charge_id ) }"><td>${ h( date( row.paid_at ) ) }</td><td>${ h(
							formatCurrency(
								amount( row.amount_minor, row.currency ),
								row.currency
							)
						) }</td><td>${ h( row.interval ) }</td><td>${ h( productTitle( row, titles ) ) }</td><td>${ h(
							row.email
						) }</td><td>${
							row.post_id
								? `<a href="/?p=${ row.post_id }">${ row.post_id }</a>`
								: '—'
						}</td><td>${ h( row.status ) }</td></tr>`
				)
				.join( '' )
		: '<tr><td colspan="7">No payments yet.</td></tr>';
	const subscriberRows = subscriptions.length
		? subscriptions
				.map(
					( row ) =>
						`<tr class="subscriber"><td>${ h( row.email ) }</td><td>${ h(
							formatCurrency(
								amount( row.amount_minor, row.currency ),
								row.currency
							)
						) } / ${ h( row.interval ) }</td><td>${ h( titles.get( row.product_id ) ?? '' ) }</td><td>${ h(
							row.status
						) }</td><td>${ h( date( row.current_period_end ) ) }</td></tr>`
				)
				.join( '' )
		: '<tr><td colspan="5">No recurring supporters yet.</td></tr>';
	return `<h1>Earnings</h1>
<p>${
		connectedAccount
			? `Connected to Stripe (account <code>${ h( connectedAccount ) }</code>).`
			: 'Not connected to Stripe: donations and payment plans are hidden from visitors (the PayPal payment button does not need Stripe).'
	} <a class="button" href="${ EARNINGS_PATH }?export=csv">Export payments as CSV</a></p>
<h2>Totals</h2>
<table class="widefat" id="earnings-totals"><thead><tr><th scope="col">Currency</th><th scope="col">Paid</th><th scope="col">Payments</th></tr></thead><tbody>${ totalRows }</tbody></table>
<h2>Payments</h2>
<table class="widefat" id="earnings-payments"><thead><tr><th scope="col">Date (UTC)</th><th scope="col">Amount</th><th scope="col">Interval</th><th scope="col">Product</th><th scope="col">Email</th><th scope="col">Post</th><th scope="col">Status</th></tr></thead><tbody>${ paymentRows }</tbody></table>
<h2>Subscribers</h2>
<table class="widefat" id="earnings-subscribers"><thead><tr><th scope="col">Email</th><th scope="col">Amount</th><th scope="col">Product</th><th scope="col">Status</th><th scope="col">Renews (UTC)</th></tr></thead><tbody>${ subscriberRows }</tbody></table>`;
}

/**
 * A CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab, CR) defused with an
 * apostrophe, so a spreadsheet never reads a donor's e-mail address as a formula.
 */
export function csvCell( value: string | number ): string {
	let text = String( value );
	if ( typeof value === 'string' && /^[=+\-@\t\r]/.test( text ) ) {
		text = `'${ text }`;
	}
	return `"${ text.replace( /"/g, '""' ) }"`;
}

export function paymentsCsv( db: Db ): string {
	const titles = productTitles( db );
	const header = [
		'date_utc',
		'amount',
		'currency',
		'interval',
		'product',
		'email',
		'post_id',
		'status',
		'charge_id',
	];
	const line = ( row: PaymentRow ) =>
		[
			date( row.paid_at ),
			amount( row.amount_minor, row.currency ).toFixed(
				getCurrencyPrecision( row.currency )
			),
			row.currency,
			row.interval,
			productTitle( row, titles ),
			row.email,
			row.post_id,
			row.status,
			row.charge_id,
		]
			.map( csvCell )
			.join( ',' );
	return (
		[
			header.map( csvCell ).join( ',' ),
			...listPayments( db, 1_000_000 ).map( line ),
		].join( '\r\n' ) + '\r\n'
	);
}

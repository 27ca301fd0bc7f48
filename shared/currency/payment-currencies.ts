/** The currencies a payment button accepts, USD first as the default. */
export const PAYMENT_CURRENCIES = [
	'USD',
	'EUR',
	'AUD',
	'BRL',
	'CAD',
	'CZK',
	'DKK',
	'HKD',
	'HUF',
	'ILS',
	'JPY',
	'MYR',
	'MXN',
	'TWD',
	'NZD',
	'NOK',
	'PHP',
	'PLN',
	'GBP',
	'RUB',
	'SGD',
	'SEK',
	'CHF',
	'THB',
] as const;

export type PaymentCurrency = ( typeof PAYMENT_CURRENCIES )[ number ];

export const DEFAULT_PAYMENT_CURRENCY: PaymentCurrency = 'USD';

export function isSupportedPaymentCurrency(
	code: unknown
): code is PaymentCurrency {
	return ( PAYMENT_CURRENCIES as readonly unknown[] ).includes( code );
}

import {
	getCurrencyFormat,
	PAYMENT_CURRENCIES,
} from '../../../shared/currency';

/** The currency menu: "USD ($)", in the order the payment button lists its currencies. */
export const CURRENCY_OPTIONS: { value: string; label: string }[] =
	PAYMENT_CURRENCIES.map( ( code ) => ( {
		value: code,
		label: `${ code } (${ getCurrencyFormat( code ).symbol })`,
	} ) );

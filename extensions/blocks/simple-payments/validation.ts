/**
 * The payment button's field checks, shared by the editor (on save, on deselection) and the
 * server's product endpoint. Each answers the message to show, or null when the field is fine.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	decimalPlaces,
	getCurrencyPrecision,
	isSupportedPaymentCurrency,
} from '../../../shared/currency';
import { isEmailValid } from '../../../shared/email';

/** The fields the checks cover, as the form holds them (the price as typed). */
export interface ProductFields {
	title: string;
	price: string;
	currency: string;
	email: string;
}

export type FieldErrors = Partial< Record< keyof ProductFields, string > >;

/** A price as typed: an optional minus, digits, an optional point and decimals. */
const PRICE_PATTERN = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** The number a typed price holds, or NaN when it is not a plain decimal number. */
export function priceValue( typed: string ): number {
	const text = typed.trim();
	return PRICE_PATTERN.test( text ) ? Number( text ) : NaN;
}

export function priceError( typed: string, currency: string ): string | null {
	const text = typed.trim();
	const value = priceValue( text );
	if ( text === '' || value === 0 ) {
		return __(
			'If you’re selling something, you need a price tag. Add yours here.',
			'tessera'
		);
	}
	if ( Number.isNaN( value ) || ! Number.isFinite( value ) ) {
		return __( 'Invalid price', 'tessera' );
	}
	if ( value < 0 ) {
		return __(
			'Your price is negative — enter a positive number so people can pay the right amount.',
			'tessera'
		);
	}
	const precision = getCurrencyPrecision( currency );
	if ( decimalPlaces( text ) > precision ) {
		if ( precision === 0 ) {
			return __(
				'We know every penny counts, but prices in this currency can’t contain decimal values.',
				'tessera'
			);
		}
		return sprintf(
			/* translators: %d: how many decimals the currency allows. */
			_n(
				'The price cannot have more than %d decimal place.',
				'The price cannot have more than %d decimal places.',
				precision,
				'tessera'
			),
			precision
		);
	}
	return null;
}

export function emailError( email: string ): string | null {
	const address = email.trim();
	if ( address === '' ) {
		return __(
			'We want to make sure payments reach you, so please add an email address.',
			'tessera'
		);
	}
	if ( ! isEmailValid( address ) ) {
		return sprintf(
			/* translators: %s: the address typed. */
			__( '%s is not a valid email address.', 'tessera' ),
			address
		);
	}
	return null;
}

export function titleError( title: string ): string | null {
	return title.trim() === ''
		? __(
				'Please add a brief title so that people know what they’re paying for.',
				'tessera'
			)
		: null;
}

export function currencyError( currency: string ): string | null {
	return isSupportedPaymentCurrency( currency )
		? null
		: __( 'Please choose a currency from the list.', 'tessera' );
}

/** Every field's error; an empty object when the product can be saved. */
export function productErrors( fields: ProductFields ): FieldErrors {
	const errors: FieldErrors = {};
	const checks: [ keyof ProductFields, string | null ][] = [
		[ 'title', titleError( fields.title ) ],
		[ 'price', priceError( fields.price, fields.currency ) ],
		[ 'currency', currencyError( fields.currency ) ],
		[ 'email', emailError( fields.email ) ],
	];
	for ( const [ field, error ] of checks ) {
		if ( error ) {
			errors[ field ] = error;
		}
	}
	return errors;
}

/** The price as the form shows it: the stored number, or nothing. */
export function typedPrice( price: number | undefined ): string {
	return typeof price === 'number' && Number.isFinite( price )
		? String( price )
		: '';
}

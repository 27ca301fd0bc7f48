import { fitsCurrencyPrecision } from './precision';

/** The smallest amount the payment processor charges, by currency. */
const MINIMUM_CHARGES: Readonly< Record< string, number > > = {
	USD: 0.5,
	AUD: 0.5,
	BRL: 0.5,
	CAD: 0.5,
	CHF: 0.5,
	DKK: 2.5,
	EUR: 0.5,
	GBP: 0.3,
	HKD: 4,
	INR: 0.5,
	JPY: 50,
	MXN: 10,
	NOK: 3,
	NZD: 0.5,
	PLN: 2,
	SEK: 3,
	SGD: 0.5,
};

/** The currencies the card provider charges for memberships and donations: those with a known minimum. */
export const MEMBERSHIP_CURRENCIES: readonly string[] =
	Object.keys( MINIMUM_CHARGES );

export function isMembershipCurrency( code: unknown ): code is string {
	return typeof code === 'string' && Object.hasOwn( MINIMUM_CHARGES, code );
}

/** The minimum charge in a currency, or undefined when none is known for it. */
export function minimumCharge( code: string ): number | undefined {
	return Object.hasOwn( MINIMUM_CHARGES, code )
		? MINIMUM_CHARGES[ code ]
		: undefined;
}

/**
 * Whether an amount can be charged: a finite number at least the currency's minimum, or, for a
 * currency without a listed minimum, above zero. Decimals beyond the currency's precision are
 * the price field's concern (it has its own message), not this check's.
 */
export function isValidAmount( amount: unknown, code: string ): boolean {
	if ( typeof amount !== 'number' || ! Number.isFinite( amount ) ) {
		return false;
	}
	const minimum = minimumCharge( code );
	return minimum === undefined ? amount > 0 : amount >= minimum;
}

/** The largest single charge the card provider takes, in any currency's units. */
export const MAXIMUM_CHARGE = 999999.99;

/**
 * Whether the card provider can charge this amount: at least the currency's minimum, at most
 * the maximum, and with no more decimals than the currency has.
 */
export function isChargeableAmount( amount: unknown, code: string ): boolean {
	return (
		isValidAmount( amount, code ) &&
		( amount as number ) <= MAXIMUM_CHARGE &&
		fitsCurrencyPrecision( amount as number, code )
	);
}

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

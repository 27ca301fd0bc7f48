import {
	MAXIMUM_CHARGE,
	getCurrencyFormat,
	getCurrencyPrecision,
	minimumCharge,
	parseAmount,
} from '../../../shared/currency';

/** Multiples of the currency's minimum charge for the three tiers a new currency starts with. */
const TIER_MULTIPLES = [ 10, 30, 200 ];
const CUSTOM_PLACEHOLDER_MULTIPLE = 100;

function minimum( currency: string ): number {
	return minimumCharge( currency ) ?? 0.5;
}

function roundToCurrency( amount: number, currency: string ): number {
	const factor = 10 ** getCurrencyPrecision( currency );
	return Math.round( amount * factor ) / factor;
}

/** The three tiers for a currency: 10, 30 and 200 times its minimum charge. */
export function defaultTierAmounts( currency: string ): number[] {
	return TIER_MULTIPLES.map( ( multiple ) =>
		roundToCurrency( minimum( currency ) * multiple, currency )
	);
}

/** The custom amount field's placeholder: 100 times the minimum charge. */
export function customAmountPlaceholder( currency: string ): number {
	return roundToCurrency(
		minimum( currency ) * CUSTOM_PLACEHOLDER_MULTIPLE,
		currency
	);
}

/**
 * An amount typed by the author or a visitor, as a number in the currency's precision, or null
 * when it does not parse, is under the currency's minimum charge or over the largest charge.
 *
 * @param text             What was typed ("1,234.50", "$20").
 * @param currency         The block's currency.
 * @param decimalSeparator The decimal separator amounts are written with: by default the
 *                         currency's own, as the block shows its amounts ("5,00 €").
 */
export function acceptedAmount(
	text: string,
	currency: string,
	decimalSeparator = getCurrencyFormat( currency ).decimal
): number | null {
	const amount = parseAmount( text, decimalSeparator );
	if (
		amount === null ||
		amount < minimum( currency ) ||
		amount > MAXIMUM_CHARGE
	) {
		return null;
	}
	return roundToCurrency( amount, currency );
}

import { NO_BREAK_SPACE, getCurrencyFormat } from './formats';
import { roundHalfAwayFromZero } from './round-half-away-from-zero';

function groupThousands( integer: string, separator: string ): string {
	return integer.replace( /\B(?=(?:\d{3})+$)/g, separator );
}

/**
 * An amount written in its currency's format: `formatCurrency( -1234.5, 'USD' )` is "-$1,234.50",
 * `formatCurrency( 1234.5, 'EUR' )` is "1.234,50 €" (with a no-break space). An unknown code is
 * written as dollars. The minus goes before everything, the symbol included.
 *
 * NaN and the infinities give '': amounts end up in saved markup and editor UI, where an exception
 * would take the whole block down and "$NaN" would be shown to visitors. Callers that must tell a
 * bad amount apart check it with `isValidAmount` first.
 */
export function formatCurrency( amount: number, code: string ): string {
	if ( ! Number.isFinite( amount ) ) {
		return '';
	}
	const { symbol, grouping, decimal, precision, placement } =
		getCurrencyFormat( code );
	const { negative, integer, fraction } = roundHalfAwayFromZero(
		amount,
		precision
	);
	const sign = negative ? '-' : '';
	const number =
		groupThousands( integer, grouping ) +
		( precision > 0 ? decimal + fraction : '' );
	switch ( placement ) {
		case 'after':
			return `${ sign }${ number }${ NO_BREAK_SPACE }${ symbol }`;
		case 'before-spaced':
			return `${ sign }${ symbol }${ NO_BREAK_SPACE }${ number }`;
		default:
			return `${ sign }${ symbol }${ number }`;
	}
}

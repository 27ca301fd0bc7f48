/** A rounded amount as decimal digits: the sign apart, the fraction padded to the precision. */
export interface RoundedDecimal {
	negative: boolean;
	integer: string;
	fraction: string;
}

/**
 * The digits of a non-negative finite number without an exponent. `String()` gives the shortest
 * decimal that reads back as the same double, so 1.005 stays "1.005" instead of the
 * 1.00499999999999989... the double holds: rounding these digits rounds what the user typed.
 */
function plainDigits( value: number ): string {
	const [ mantissa, exponent = '0' ] = String( value ).split( 'e' );
	const [ whole, decimals = '' ] = mantissa.split( '.' );
	const digits = whole + decimals;
	const point = whole.length + Number( exponent );
	if ( point <= 0 ) {
		return `0.${ '0'.repeat( -point ) }${ digits }`;
	}
	if ( point >= digits.length ) {
		return digits + '0'.repeat( point - digits.length );
	}
	return `${ digits.slice( 0, point ) }.${ digits.slice( point ) }`;
}

/** Adds one to a string of decimal digits: "199" gives "200", "99" gives "100". */
function incrementDigits( digits: string ): string {
	let index = digits.length - 1;
	while ( index >= 0 && digits[ index ] === '9' ) {
		index--;
	}
	const carried = '0'.repeat( digits.length - index - 1 );
	return index < 0
		? `1${ carried }`
		: digits.slice( 0, index ) +
				String( Number( digits[ index ] ) + 1 ) +
				carried;
}

/**
 * Rounds a finite number to `precision` decimals, half away from zero (2.5 gives 3, -2.5 gives -3),
 * on its decimal digits rather than on the binary double. An amount that rounds to zero is not
 * negative.
 */
export function roundHalfAwayFromZero(
	value: number,
	precision: number
): RoundedDecimal {
	const [ whole, decimals = '' ] = plainDigits( Math.abs( value ) ).split(
		'.'
	);
	let kept = whole + decimals.slice( 0, precision ).padEnd( precision, '0' );
	if ( decimals.length > precision && decimals[ precision ] >= '5' ) {
		kept = incrementDigits( kept );
	}
	return {
		negative: value < 0 && /[1-9]/.test( kept ),
		integer: kept.slice( 0, kept.length - precision ),
		fraction: kept.slice( kept.length - precision ),
	};
}

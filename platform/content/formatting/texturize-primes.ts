import { END, WP_SPACES } from './php-regex';

const FLAG = '<!--wp-prime-or-quote-->';

const count = ( text: string, search: string ) =>
	text.split( search ).length - 1;

/** Replaces every match, counting them (preg_replace() with its count). */
function replaceCounting(
	text: string,
	pattern: RegExp,
	replacement: string
): [ string, number ] {
	let found = 0;
	const out = text.replace( pattern, () => {
		found++;
		return replacement;
	} );
	return [ out, found ];
}

/**
 * wptexturize_primes(): decides, sentence by sentence (between opening quotes), whether a
 * straight quote after a number is a prime (9' for feet, 9" for inches) or closes a quotation.
 *
 * @param haystack   Text whose opening quotes were already replaced.
 * @param needle     `'` or `"`.
 * @param prime      The prime to write.
 * @param openQuote  The opening quote already written, which separates sentences.
 * @param closeQuote The closing quote to write.
 */
export function texturizePrimes(
	haystack: string,
	needle: "'" | '"',
	prime: string,
	openQuote: string,
	closeQuote: string
): string {
	const quotePattern = new RegExp(
		`${ needle }(?=${ END }|[.,:;!?)}\\-\\]]|&gt;|${ WP_SPACES })`,
		'g'
	);
	const primePattern = new RegExp( `(?<=\\d)${ needle }`, 'g' );
	const flagAfterDigit = new RegExp( `(?<=\\d)${ FLAG }`, 'g' );
	const flagNoDigit = new RegExp( `(?<!\\d)${ FLAG }`, 'g' );

	return haystack
		.split( openQuote )
		.map( ( sentence, index ) => {
			if ( ! sentence.includes( needle ) ) {
				return sentence;
			}
			if ( index !== 0 && count( sentence, closeQuote ) === 0 ) {
				let found: number;
				[ sentence, found ] = replaceCounting(
					sentence,
					quotePattern,
					FLAG
				);
				if ( found > 1 ) {
					let closed: number;
					[ sentence, closed ] = replaceCounting(
						sentence,
						flagNoDigit,
						closeQuote
					);
					if ( closed === 0 ) {
						// The rightmost flag followed by a period ends the quotation, or else the
						// rightmost flag.
						const withPeriod = sentence.lastIndexOf( `${ FLAG }.` );
						const at =
							withPeriod !== -1
								? withPeriod
								: sentence.lastIndexOf( FLAG );
						sentence =
							sentence.slice( 0, at ) +
							closeQuote +
							sentence.slice( at + FLAG.length );
					}
					sentence = sentence
						.replace( primePattern, prime )
						.replace( flagAfterDigit, prime )
						.split( FLAG )
						.join( closeQuote );
				} else if ( found === 1 ) {
					sentence = sentence
						.split( FLAG )
						.join( closeQuote )
						.replace( primePattern, prime );
				} else {
					sentence = sentence.replace( primePattern, prime );
				}
			} else {
				sentence = sentence
					.replace( primePattern, prime )
					.replace( quotePattern, closeQuote );
			}
			if ( needle === '"' && sentence.includes( '"' ) ) {
				sentence = sentence.split( '"' ).join( closeQuote );
			}
			return sentence;
		} )
		.join( openQuote );
}

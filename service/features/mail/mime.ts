/**
 * Just enough of MIME (RFC 2045, 2047, 5322) to write a correct plain-text message: header values
 * without line breaks, non-ASCII text as encoded words, the body as quoted-printable UTF-8.
 */

/** Header text on one line: a value can never start a new header. */
function oneLine( text: string ): string {
	return text.replace( /[\r\n]+/g, ' ' ).trim();
}

const PLAIN_HEADER_TEXT = /^[\x20-\x7e]*$/;

/** RFC 2047 encoded words (UTF-8, base64), each at most 75 characters, split between characters. */
export function encodeWords( text: string ): string {
	const words: string[] = [];
	let chunk = '';
	for ( const char of text ) {
		const next = chunk + char;
		// 12 characters of "=?UTF-8?B?" and "?=", base64 grows by 4/3.
		if ( Math.ceil( Buffer.byteLength( next ) / 3 ) * 4 + 12 > 75 ) {
			words.push( chunk );
			chunk = char;
		} else {
			chunk = next;
		}
	}
	words.push( chunk );
	return words
		.map(
			( word ) =>
				`=?UTF-8?B?${ Buffer.from( word ).toString( 'base64' ) }?=`
		)
		.join( '\r\n ' );
}

/** An unstructured header value (Subject). */
export function headerText( text: string ): string {
	const line = oneLine( text );
	return PLAIN_HEADER_TEXT.test( line ) ? line : encodeWords( line );
}

/** `"Name" <address>`, the name quoted or encoded as needed; the address is already checked. */
export function mailbox( address: string, name = '' ): string {
	const display = oneLine( name );
	if ( ! display ) {
		return `<${ address }>`;
	}
	const phrase = PLAIN_HEADER_TEXT.test( display )
		? `"${ display.replace( /(["\\])/g, '\\$1' ) }"`
		: encodeWords( display );
	return `${ phrase } <${ address }>`;
}

/** Quoted-printable (RFC 2045 6.7) of UTF-8 text, CRLF line ends, lines at most 76 characters. */
export function quotedPrintable( text: string ): string {
	return text
		.replace( /\r\n?/g, '\n' )
		.split( '\n' )
		.map( ( line ) => {
			let encoded = '';
			for ( const byte of Buffer.from( line ) ) {
				const char = String.fromCharCode( byte );
				encoded +=
					( byte >= 33 && byte <= 126 && char !== '=' ) ||
					byte === 32 ||
					byte === 9
						? char
						: `=${ byte.toString( 16 ).toUpperCase().padStart( 2, '0' ) }`;
			}
			// Trailing white space must be encoded.
			encoded = encoded.replace( /[ \t]$/, ( space ) =>
				space === ' ' ? '=20' : '=09'
			);
			const wrapped: string[] = [];
			while ( encoded.length > 76 ) {
				let cut = 75;
				// Never split an =XX escape.
				const escape = encoded.lastIndexOf( '=', cut );
				if ( escape > cut - 3 ) {
					cut = escape;
				}
				wrapped.push( `${ encoded.slice( 0, cut ) }=` );
				encoded = encoded.slice( cut );
			}
			wrapped.push( encoded );
			return wrapped.join( '\r\n' );
		} )
		.join( '\r\n' );
}

/** Reads quoted-printable back (tests and tools reading the outbox). */
export function decodeQuotedPrintable( text: string ): string {
	const bytes = text
		.replace( /=\r?\n/g, '' )
		.replace( /=([0-9A-F]{2})/g, ( _match, hex: string ) =>
			String.fromCharCode( parseInt( hex, 16 ) )
		);
	return Buffer.from( bytes, 'latin1' ).toString( 'utf8' );
}

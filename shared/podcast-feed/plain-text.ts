import { PLAIN_TEXT_ENTITIES } from '../html-entities/decode';

function decodeEntity( whole: string, body: string ): string {
	if ( body[ 0 ] === '#' ) {
		const code =
			body[ 1 ] === 'x' || body[ 1 ] === 'X'
				? parseInt( body.slice( 2 ), 16 )
				: parseInt( body.slice( 1 ), 10 );
		return Number.isInteger( code ) && code > 0 && code <= 0x10ffff
			? String.fromCodePoint( code )
			: whole;
	}
	return PLAIN_TEXT_ENTITIES[ body ] ?? whole;
}

/**
 * The words of a piece of feed HTML: scripts and styles dropped with their content, other tags
 * dropped, entities decoded once, runs of white space made one space. The result is text, to be
 * escaped wherever it is printed.
 *
 * @param html Text that may hold HTML.
 */
export function plainText( html: string ): string {
	return html
		.replace( /<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ' )
		.replace( /<br\s*\/?>|<\/p\s*>/gi, ' ' )
		.replace( /<[^>]*>/g, '' )
		.replace( /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity )
		.replace( /\s+/g, ' ' )
		.trim();
}

import { RICH_TEXT_ENTITIES } from '../../../shared/html-entities/decode';

/**
 * The text of a rich-text value with its tags dropped and its entities read, for the server to
 * escape again: the block's texts allow no formatting, so nothing of worth is lost.
 */
export function plainText( html: string ): string {
	return String( html ?? '' )
		.replace( /<[^>]*>/g, '' )
		.replace( /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, ( whole, name: string ) => {
			if ( name[ 0 ] === '#' ) {
				const code =
					name[ 1 ] === 'x' || name[ 1 ] === 'X'
						? parseInt( name.slice( 2 ), 16 )
						: parseInt( name.slice( 1 ), 10 );
				return code > 0 &&
					code <= 0x10ffff &&
					( code < 0xd800 || code > 0xdfff )
					? String.fromCodePoint( code )
					: '';
			}
			return RICH_TEXT_ENTITIES[ name.toLowerCase() ] ?? whole;
		} );
}

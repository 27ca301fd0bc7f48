/**
 * Character references as kses treats them: every `&` is disarmed unless it starts a named
 * reference of the HTML 4 set (plus `apos`) or a numeric reference to a valid code point.
 */

const NAMED = new Set(
	(
		'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg ' +
		'plusmn acute micro para middot cedil ordm raquo iquest Agrave Aacute Acirc Atilde Auml ' +
		'Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve ' +
		'Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave ' +
		'aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc ' +
		'iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml ' +
		'yacute thorn yuml quot amp lt gt apos OElig oelig Scaron scaron Yuml circ tilde ensp emsp ' +
		'thinsp zwnj zwj lrm rlm ndash mdash lsquo rsquo sbquo ldquo rdquo bdquo dagger Dagger ' +
		'permil lsaquo rsaquo euro fnof Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa ' +
		'Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau Upsilon Phi Chi Psi Omega alpha beta gamma delta ' +
		'epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon ' +
		'phi chi psi omega thetasym upsih piv bull hellip prime Prime oline frasl weierp image real ' +
		'trade alefsym larr uarr rarr darr harr crarr lArr uArr rArr dArr hArr forall part exist ' +
		'empty nabla isin notin ni prod sum minus lowast radic prop infin ang and or cap cup int ' +
		'sim cong asymp ne equiv le ge sub sup nsub sube supe oplus otimes perp sdot lceil rceil ' +
		'lfloor rfloor lang rang loz spades clubs hearts diams sup1 sup2 sup3 frac14 frac12 frac34 ' +
		'there4'
	).split( ' ' )
);

/** XML's `&apos;` is the one name of the list that HTML 4, and so htmlspecialchars(), lacks. */
const NOT_HTML4 = 'apos';

function isValidCodePoint( code: number ): boolean {
	return (
		code === 0x9 ||
		code === 0xa ||
		code === 0xd ||
		( code >= 0x20 && code <= 0xd7ff ) ||
		( code >= 0xe000 && code <= 0xfffd ) ||
		( code >= 0x10000 && code <= 0x10ffff )
	);
}

function stripLeadingZeros( digits: string ): string {
	return digits.replace( /^0+/, '' );
}

/**
 * Disarms every `&`, then re-arms the allowed named references, decimal references (written
 * with at least three digits) and hexadecimal ones (lower-case `x`, no leading zeros). A lone
 * `&#0;` or `&#x0;` disappears; references to invalid code points stay disarmed. The passes
 * run one after another, so `&amp;#39;` comes out as `&#039;`.
 */
export function normalizeEntities( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace(
			/&amp;([A-Za-z]{2,8}[0-9]{0,2});/g,
			( whole, name: string ) =>
				NAMED.has( name ) ? `&${ name };` : whole
		)
		.replace( /&amp;#(0*[0-9]{1,7});/g, ( whole, digits: string ) => {
			if ( digits === '0' ) {
				return '';
			}
			return isValidCodePoint( Number( digits ) )
				? `&#${ stripLeadingZeros( digits ).padStart( 3, '0' ) };`
				: whole;
		} )
		.replace(
			/&amp;#[Xx](0*[0-9A-Fa-f]{1,6});/g,
			( _reference, digits: string ) => {
				if ( digits === '0' ) {
					return '';
				}
				return isValidCodePoint( parseInt( digits, 16 ) )
					? `&#x${ stripLeadingZeros( digits ) };`
					: `&amp;#x${ digits };`;
			}
		);
}

/**
 * Decodes numeric references to single bytes, as kses does before it compares a URL's scheme
 * with the allowed protocols (code points are taken modulo 256).
 */
export function decodeNumericEntities( text: string ): string {
	return text
		.replace( /&#([0-9]+);/g, ( _reference, digits: string ) =>
			String.fromCharCode( Number( digits ) % 256 )
		)
		.replace( /&#[Xx]([0-9A-Fa-f]+);/g, ( _reference, digits: string ) =>
			String.fromCharCode( parseInt( digits, 16 ) % 256 )
		);
}

const SPECIAL: Record< string, string > = {
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/**
 * esc_html(): the five special characters as references, keeping every reference that is
 * already valid HTML 4.
 */
function escapeHtml( text: string ): string {
	if ( ! /[&<>"']/.test( text ) ) {
		return text;
	}
	return normalizeEntities( text ).replace(
		/&(?:#(?:([0-9]+)|[xX]([0-9a-fA-F]+));|([A-Za-z0-9]+);)?|[<>"']/g,
		( whole, decimal?: string, hex?: string, name?: string ) => {
			if ( whole[ 0 ] !== '&' ) {
				return SPECIAL[ whole ];
			}
			const code =
				decimal !== undefined
					? Number( decimal )
					: parseInt( hex ?? '', 16 );
			const kept =
				( name !== undefined &&
					NAMED.has( name ) &&
					name !== NOT_HTML4 ) ||
				( name === undefined && whole.length > 1 && code <= 0x10ffff );
			return kept ? whole : `&amp;${ whole.slice( 1 ) }`;
		}
	);
}

/**
 * wp_pre_kses_less_than(): a `<` that no `>` closes before the next `<` (or the end) is text,
 * and is escaped with everything up to there.
 */
export function escapeUnclosedTags( text: string ): string {
	return text.replace( /<[^>]*?(?:(?=<)|>|(?=\n?$))/g, ( segment ) =>
		segment.includes( '>' ) ? segment : escapeHtml( segment )
	);
}

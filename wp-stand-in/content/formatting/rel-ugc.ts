import { escAttr } from '../../../platform/content/formatting/esc-attr';
import { isInternalLink } from './internal-link';

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const REL = /\s*\brel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * wp_rel_ugc(): every link in a comment says `rel="nofollow ugc"` (only `ugc` when it points at
 * the site itself), added to the rel values it already has.
 *
 * @param html       The comment's HTML, after kses.
 * @param siteOrigin The site's address (`http://host:port`).
 */
export function relUgc( html: string, siteOrigin: string ): string {
	return html.replace( /<a (.+?)>/gi, ( _tag, inside: string ) => {
		const href = HREF.exec( inside );
		const target = href ? ( href[ 1 ] ?? href[ 2 ] ?? href[ 3 ] ) : '';
		const added =
			href && isInternalLink( target, siteOrigin )
				? [ 'ugc' ]
				: [ 'nofollow', 'ugc' ];
		const rel = REL.exec( inside );
		if ( ! rel ) {
			return `<a ${ inside } rel="${ added.join( ' ' ) }">`;
		}
		const existing = ( rel[ 1 ] ?? rel[ 2 ] ?? rel[ 3 ] )
			.split( ' ' )
			.map( ( part ) => part.trim() );
		const values = [ ...new Set( [ ...existing, ...added ] ) ];
		const rest = inside.replace( REL, '' ).trim();
		return `<a ${ rest } rel="${ escAttr( values.join( ' ' ) ) }">`;
	} );
}

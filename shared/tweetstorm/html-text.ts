import { decodeEntities } from '../html-entities/decode';

/** Rich text as the editor holds it: its plain text, the links in it, whether it had formatting. */
export interface RichTextReading {
	text: string;
	/** Link targets, in order, each once. */
	links: string[];
	formatted: boolean;
}

const FORMAT_TAGS =
	/^(strong|b|em|i|s|del|u|code|kbd|mark|sub|sup|small|span)$/i;

/**
 * Reads the HTML of one rich text (a paragraph's content): tags removed, `<br>` a line break,
 * entities decoded, so offsets match the editor's rich-text value. Never builds a DOM, so the
 * same reading runs on the server.
 *
 * @param html The rich text's HTML.
 */
export function readRichText( html: string ): RichTextReading {
	const links: string[] = [];
	let formatted = false;
	const text = html.replace(
		/<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi,
		( _tag, closing: string, name: string, rest: string ) => {
			if ( /^br$/i.test( name ) ) {
				return '\n';
			}
			if ( ! closing && /^a$/i.test( name ) ) {
				const href = /(?:^|\s)href\s*=\s*("([^"]*)"|'([^']*)')/i.exec(
					rest
				);
				const target = decodeEntities(
					href?.[ 2 ] ?? href?.[ 3 ] ?? ''
				);
				if (
					/^https?:\/\//i.test( target ) &&
					! links.includes( target )
				) {
					links.push( target );
				}
			}
			if ( FORMAT_TAGS.test( name ) ) {
				formatted = true;
			}
			return '';
		}
	);
	return { text: decodeEntities( text ), links, formatted };
}

/** The HTML inside the first element named `tag` of `html` (a heading's `<h2>`), or ''. */
export function innerHtmlOf( html: string, tag: string ): string {
	const match = new RegExp(
		`<${ tag }\\b[^>]*>([\\s\\S]*?)</${ tag }>`,
		'i'
	).exec( html );
	return match?.[ 1 ] ?? '';
}

/** The value of attribute `name` on the first `tag` element of `html`, decoded, or ''. */
export function attributeOf( html: string, tag: string, name: string ): string {
	const element = new RegExp( `<${ tag }\\b([^>]*)>`, 'i' ).exec( html );
	if ( ! element ) {
		return '';
	}
	const value = new RegExp(
		`(?:^|\\s)${ name }\\s*=\\s*("([^"]*)"|'([^']*)')`,
		'i'
	).exec( element[ 1 ] );
	return decodeEntities( value?.[ 2 ] ?? value?.[ 3 ] ?? '' );
}

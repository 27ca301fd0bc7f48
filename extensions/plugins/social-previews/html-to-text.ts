import { decodeEntities } from '@wordpress/html-entities';

/**
 * Plain text from block markup (post content or a paragraph's rich text): line breaks kept,
 * tags and block comments removed, entities decoded, runs of spaces collapsed. The result is
 * text for text nodes, never markup.
 *
 * @param html Saved block markup or rich text.
 */
export function htmlToText( html: string ): string {
	const withBreaks = html.replace( /<br\s*\/?>/gi, '\n' );
	const stripped = withBreaks.replace( /<!--[\s\S]*?-->|<[^>]*>/g, ' ' );
	return decodeEntities( stripped )
		.replace( /[^\S\n]+/g, ' ' )
		.replace( / *\n */g, '\n' )
		.trim();
}

import {
	PLAIN_TEXT_ENTITIES,
	decodeEntities,
} from '../../shared/html-entities/decode';

/**
 * wp_strip_all_tags() then the entities decoded: the plain text of a stored title, excerpt or
 * description, to be escaped again wherever it is printed.
 *
 * @param html Stored HTML (or plain text).
 */
export function htmlToText( html: string ): string {
	return decodeEntities(
		html
			.replace( /<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '' )
			.replace( /<[^>]*>/g, ' ' ),
		PLAIN_TEXT_ENTITIES
	)
		.replace( /\s+/g, ' ' )
		.trim();
}

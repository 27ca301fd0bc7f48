/**
 * wp_filter_comment(): what each field of a comment becomes before it is stored. Names are kept
 * as plain text (every printer escapes them); addresses are kept only when well formed; the
 * text goes through kses unless its writer may post unfiltered HTML, and its links get
 * `rel="nofollow ugc"`.
 */
import { isEmailValid } from '../../../shared/email';
import { ksesComment } from '../../../platform/content/kses';
import { relUgc } from '../formatting/rel-ugc';

/** wp_strip_all_tags(): script and style elements with their text, then every tag. */
function stripAllTags( text: string ): string {
	return text
		.replace( /<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '' )
		.replace( /<\/?[a-zA-Z!?][^>]*>?/g, '' );
}

/**
 * sanitize_text_field(), kept as plain text: tags removed, white space runs made one space,
 * percent-encoded octets removed, trimmed.
 */
export function sanitizeTextField( text: string ): string {
	let out = stripAllTags( text )
		.replace( /[\r\n\t ]+/g, ' ' )
		.trim();
	if ( /%[a-f0-9]{2}/i.test( out ) ) {
		while ( /%[a-f0-9]{2}/i.test( out ) ) {
			out = out.replace( /%[a-f0-9]{2}/gi, '' );
		}
		out = out.replace( / +/g, ' ' ).trim();
	}
	return out;
}

/** The commenter's e-mail address, trimmed, or '' when it is not one address. */
export function sanitizeCommentEmail( email: string ): string {
	const trimmed = email.trim();
	return isEmailValid( trimmed ) ? trimmed : '';
}

/**
 * The commenter's website: an http(s) address (`example.com` is read as `http://example.com`,
 * as esc_url_raw() reads it), or '' for anything else, so no other scheme is ever linked.
 */
export function sanitizeCommentUrl( url: string ): string {
	const trimmed = stripAllTags( url ).replace( /[\s\x00-\x1f\x7f]+/g, '' );
	if ( ! trimmed ) {
		return '';
	}
	const candidate = /^[a-z][a-z0-9+.-]*:/i.test( trimmed )
		? trimmed
		: `http://${ trimmed.replace( /^\/+/, '' ) }`;
	try {
		const parsed = new URL( candidate );
		return /^https?:$/.test( parsed.protocol ) && parsed.hostname
			? candidate
			: '';
	} catch {
		return '';
	}
}

export interface CommentTextFilter {
	/** Whether kses filters the text (its writer lacks unfiltered_html, or the form's nonce). */
	kses: boolean;
	/** The site's address: links to it are not `nofollow`. */
	siteOrigin: string;
}

/** `pre_comment_content`: kses when required, then `rel="nofollow ugc"` on every link. */
export function filterCommentContent(
	content: string,
	filter: CommentTextFilter
): string {
	return relUgc(
		filter.kses ? ksesComment( content ) : content,
		filter.siteOrigin
	);
}

/** The commenter's IP address, with any character an address never holds removed. */
export function sanitizeCommentIp( ip: string ): string {
	return ip.replace( /[^0-9a-fA-F:., ]/g, '' );
}

/** The commenter's browser, cut to the column's 254 characters. */
export function sanitizeCommentAgent( agent: string ): string {
	return agent.slice( 0, 254 );
}

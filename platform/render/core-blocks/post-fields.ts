/**
 * What a core block prints about a post, as WordPress's template tags give it: the title
 * (get_the_title), the link, the dates, the excerpt and the author. Only published posts reach
 * these through a list; a password-protected post never gives its content or excerpt.
 */
import type { Db } from '../../store/db';
import type { PostRow } from '../../store/posts';
import { getUserById } from '../../store/users';
import { getSettings } from '../../content/settings';
import { formatDate } from '../../content/date-format';
import { ZERO_DATE } from '../../content/dates';
import { generatedExcerpt } from '../../content/excerpt';
import { postLink } from '../../content/permalinks';
import { escapeHtml } from '../../../shared/server-render/html';
import { excerptSourceHtml } from './excerpt-source';
import { theTitle } from '../../content/formatting/the-title';

const PROTECTED_EXCERPT =
	'There is no excerpt because this is a protected post.';

export function passwordRequired( post: PostRow ): boolean {
	return post.post_password !== '';
}

/**
 * get_the_title(): the stored title (HTML, filtered when it was saved), marked when the post is
 * password-protected or private, through the title filters.
 */
export function titleHtml( post: PostRow ): string {
	if ( passwordRequired( post ) ) {
		return theTitle( `Protected: ${ post.post_title }` );
	}
	return theTitle(
		post.post_status === 'private'
			? `Private: ${ post.post_title }`
			: post.post_title
	);
}

/** The title as plain text, for labels and `alt`. */
export function titleText( post: PostRow ): string {
	return titleHtml( post )
		.replace( /<[^>]*>/g, '' )
		.trim();
}

export function permalink( origin: string | undefined, post: PostRow ): string {
	return postLink( origin ?? '', post );
}

/** get_the_date( 'c' ): the local date with the offset it had from UTC. */
export function isoDate( post: PostRow, field: 'date' | 'modified' ): string {
	const local = field === 'modified' ? post.post_modified : post.post_date;
	const gmt =
		field === 'modified' ? post.post_modified_gmt : post.post_date_gmt;
	const toTime = ( value: string ) =>
		Date.parse( value.replace( ' ', 'T' ) + 'Z' );
	const minutes =
		gmt && gmt !== ZERO_DATE
			? Math.round( ( toTime( local ) - toTime( gmt ) ) / 60000 )
			: 0;
	const sign = minutes < 0 ? '-' : '+';
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	const offset = `${ sign }${ pad(
		Math.floor( Math.abs( minutes ) / 60 )
	) }:${ pad( Math.abs( minutes ) % 60 ) }`;
	return `${ local.replace( ' ', 'T' ) }${ offset }`;
}

/** get_the_date(): the post's date in the given PHP format, or the site's date format. */
export function displayDate(
	db: Db,
	post: PostRow,
	format = '',
	field: 'date' | 'modified' = 'date'
): string {
	return formatDate(
		field === 'modified' ? post.post_modified : post.post_date,
		format || getSettings( db ).date_format
	);
}

/**
 * get_the_excerpt() as text: the written excerpt, else the first `length` words of the post's
 * text blocks followed by ` [&hellip;]`; the fixed sentence for a password-protected post.
 * Tags are removed and the result is escaped for HTML.
 */
export function excerptText( post: PostRow, length = 55 ): string {
	if ( passwordRequired( post ) ) {
		return PROTECTED_EXCERPT;
	}
	const written = post.post_excerpt.replace( /<[^>]*>/g, '' ).trim();
	return escapeHtml(
		written ||
			generatedExcerpt( excerptSourceHtml( post.post_content ), length )
	);
}

export function authorName( db: Db, post: PostRow ): string {
	return getUserById( db, post.post_author )?.display_name ?? '';
}

export function authorLink(
	db: Db,
	origin: string | undefined,
	post: PostRow
) {
	const author = getUserById( db, post.post_author );
	return author ? `${ origin ?? '' }/author/${ author.user_nicename }/` : '';
}

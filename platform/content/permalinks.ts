import type { PostRow } from '../store/posts';

const PRETTY_STATUSES = new Set( [ 'publish', 'private' ] );

/**
 * get_sample_permalink()'s template: the structure `/%year%/%monthnum%/%postname%/` with the date
 * tags filled from the post's date (today's for a post without one), `/%pagename%/` for pages.
 */
export function permalinkTemplate(
	origin: string,
	type: string,
	postDate = ''
): string | null {
	if ( type === 'post' ) {
		const date = /^[1-9]\d{3}-\d{2}/.test( postDate )
			? postDate
			: new Date().toISOString();
		return `${ origin }/${ date.slice( 0, 4 ) }/${ date.slice( 5, 7 ) }/%postname%/`;
	}
	if ( type === 'page' ) {
		return `${ origin }/%pagename%/`;
	}
	return null;
}

/** get_permalink(): pretty once published (or private), `?p=ID` / `?page_id=ID` before. */
export function postLink(
	origin: string,
	post: PostRow,
	uploadUrl?: string
): string {
	const pretty = PRETTY_STATUSES.has( post.post_status ) && post.post_name;
	switch ( post.post_type ) {
		case 'post':
			return pretty
				? `${ origin }/${ post.post_date.slice( 0, 4 ) }/${ post.post_date.slice( 5, 7 ) }/${ post.post_name }/`
				: `${ origin }/?p=${ post.ID }`;
		case 'page':
			return pretty
				? `${ origin }/${ post.post_name }/`
				: `${ origin }/?page_id=${ post.ID }`;
		case 'attachment':
			return uploadUrl ?? `${ origin }/?attachment_id=${ post.ID }`;
		default:
			return `${ origin }/?p=${ post.ID }&post_type=${ encodeURIComponent( post.post_type ) }`;
	}
}

/** get_preview_post_link(). */
export function previewLink( origin: string, post: PostRow ): string {
	const param = post.post_type === 'page' ? 'page_id' : 'p';
	return `${ origin }/?${ param }=${ post.ID }&preview=true`;
}

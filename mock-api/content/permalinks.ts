import type { PostRow } from '../store/posts';

const PRETTY_STATUSES = new Set( [ 'publish', 'private' ] );

/** The permalink structure: `/%year%/%monthnum%/%postname%/` for posts, `/%pagename%/` for pages. */
export function permalinkTemplate(
	origin: string,
	type: string
): string | null {
	if ( type === 'post' ) {
		return `${ origin }/%year%/%monthnum%/%postname%/`;
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

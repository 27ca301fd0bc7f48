import apiFetch from '@wordpress/api-fetch';

/** One post as `/wp/v2/<rest_base>?context=edit&_embed=author` gives it (the fields used here). */
export interface ListedPost {
	id: number;
	/** In the site's time zone, no offset. */
	date: string | null;
	modified: string;
	status: string;
	link: string;
	title: { raw: string; rendered: string };
	author: number;
	_links: { self: { targetHints?: { allow?: string[] } }[] };
	_embedded?: { author?: { id: number; name: string }[] };
}

/** What the page tells the screen: which post type, and what the user may see. */
export interface PostsScreenSettings {
	postType: string;
	restBase: string;
	plural: string;
	singular: string;
	userId: number;
	/** edit_others_posts: without it the user's own posts are listed (the rows they may act on). */
	editsOthers: boolean;
	timeFormat: string;
}

export interface PostsQuery {
	statuses: readonly string[];
	search: string;
	page: number;
	perPage: number;
}

/** The collection's path for one query, in edit context with the author embedded. */
export function postsPath(
	settings: PostsScreenSettings,
	query: PostsQuery,
	extra: Record< string, string > = {}
): string {
	const params = new URLSearchParams( {
		context: 'edit',
		status: query.statuses.join( ',' ),
		page: String( query.page ),
		per_page: String( query.perPage ),
		orderby: 'date',
		order: 'desc',
		...extra,
	} );
	if ( query.search ) {
		params.set( 'search', query.search );
	}
	if ( ! settings.editsOthers ) {
		params.set( 'author', String( settings.userId ) );
	}
	return `/wp/v2/${ settings.restBase }?${ params }`;
}

/** The methods the user may use on the post (WordPress's `targetHints.allow` on the self link). */
export function allows( post: ListedPost, method: 'PUT' | 'DELETE' ): boolean {
	return !! post._links?.self?.[ 0 ]?.targetHints?.allow?.includes( method );
}

export const editUrl = ( post: ListedPost ) =>
	`/wp-admin/post.php?post=${ post.id }&action=edit`;

/** Published posts are viewed at their address, others previewed (get_preview_post_link()). */
export function viewUrl( post: ListedPost ): string {
	if ( post.status === 'publish' || post.status === 'private' ) {
		return post.link;
	}
	const url = new URL( post.link, window.location.origin );
	url.searchParams.set( 'preview', 'true' );
	return url.pathname + url.search;
}

/** DELETE: to the trash, or for good with `force` (the only way out of the trash but Restore). */
export function deletePost(
	settings: PostsScreenSettings,
	post: ListedPost,
	force: boolean
) {
	return apiFetch( {
		path: `/wp/v2/${ settings.restBase }/${ post.id }${
			force ? '?force=true' : ''
		}`,
		method: 'DELETE',
	} );
}

/** Restore, as WordPress's own screens do it: the post leaves the trash as a draft. */
export function restorePost( settings: PostsScreenSettings, post: ListedPost ) {
	return apiFetch( {
		path: `/wp/v2/${ settings.restBase }/${ post.id }`,
		method: 'POST',
		data: { status: 'draft' },
	} );
}

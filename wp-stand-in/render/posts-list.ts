import { htmlSpecialChars } from '../../shared/server-render/html';

export interface PostsListRow {
	id: number;
	title: string;
	/** Set when the user may edit the post. */
	editUrl?: string;
	view?: { url: string; label: 'View' | 'Preview' };
	/** Set when the user may move the post to the Trash. */
	trashNonce?: string;
	author: string;
	status: string;
	dateLabel: string;
	date: string;
}

export interface PostsListInput {
	plural: string;
	singular: string;
	postType: 'post' | 'page';
	rows: PostsListRow[];
	statuses: { slug: string; label: string }[];
	currentStatus: string | null;
	trashed: boolean;
	page: number;
	pages: number;
}

function row( item: PostsListRow ): string {
	const title = htmlSpecialChars( item.title );
	const actions = [
		item.editUrl
			? `<a href="${ htmlSpecialChars( item.editUrl ) }" aria-label="Edit “${ title }”">Edit</a>`
			: '',
		item.view
			? `<a href="${ htmlSpecialChars( item.view.url ) }" aria-label="${ item.view.label } “${ title }”">${ item.view.label }</a>`
			: '',
		item.trashNonce
			? `<form method="post" action="/wp-admin/post.php"><input type="hidden" name="action" value="trash"><input type="hidden" name="post" value="${ item.id }"><input type="hidden" name="_wpnonce" value="${ htmlSpecialChars( item.trashNonce ) }"><button type="submit" class="button-link" aria-label="Move “${ title }” to the Trash">Trash</button></form>`
			: '',
	].join( '' );
	const heading = item.editUrl
		? `<a href="${ htmlSpecialChars( item.editUrl ) }">${ title }</a>`
		: title;
	const state =
		item.status === 'Published'
			? ''
			: ` — <span class="post-state">${ htmlSpecialChars( item.status ) }</span>`;
	return `<tr><td><strong>${ heading }${ state }</strong><div class="row-actions">${ actions }</div></td><td>${ htmlSpecialChars( item.author ) }</td><td>${ htmlSpecialChars( item.status ) }</td><td>${ htmlSpecialChars( item.dateLabel ) }<br>${ htmlSpecialChars( item.date ) }</td></tr>`;
}

/** The body of /wp-admin/edit.php: heading with "New post", status filter, table, pagination. */
export function renderPostsList( input: PostsListInput ): string {
	const typeParam = input.postType === 'page' ? 'post_type=page&' : '';
	const link = ( query: string ) =>
		`/wp-admin/edit.php?${ typeParam }${ query }`;
	const filters = [ { slug: '', label: 'All' }, ...input.statuses ]
		.map( ( s ) => {
			const current =
				( s.slug || null ) === input.currentStatus
					? ' aria-current="page"'
					: '';
			return `<li><a href="${ htmlSpecialChars( link( s.slug ? `post_status=${ s.slug }` : '' ) ) }"${ current }>${ htmlSpecialChars( s.label ) }</a></li>`;
		} )
		.join( '' );
	const statusQuery = input.currentStatus
		? `post_status=${ input.currentStatus }&`
		: '';
	const pagination =
		input.pages > 1
			? `<nav class="pagination" aria-label="Pages">${ input.page > 1 ? `<a href="${ htmlSpecialChars( link( `${ statusQuery }paged=${ input.page - 1 }` ) ) }">‹ Previous page</a>` : '' }<span>Page ${ input.page } of ${ input.pages }</span>${ input.page < input.pages ? `<a href="${ htmlSpecialChars( link( `${ statusQuery }paged=${ input.page + 1 }` ) ) }">Next page ›</a>` : '' }</nav>`
			: '';
	const empty = `<tr><td colspan="4">No ${ htmlSpecialChars( input.plural.toLowerCase() ) } found.</td></tr>`;
	return [
		`<h1>${ htmlSpecialChars( input.plural ) } <a class="button button-primary" href="/wp-admin/post-new.php${ input.postType === 'page' ? '?post_type=page' : '' }">New ${ htmlSpecialChars( input.singular.toLowerCase() ) }</a></h1>`,
		input.trashed
			? '<div class="notice" role="status"><p>1 item moved to the Trash.</p></div>'
			: '',
		`<ul class="subsubsub" aria-label="Filter by status">${ filters }</ul>`,
		`<table class="wp-list-table"><caption class="screen-reader-text">${ htmlSpecialChars( input.plural ) } list</caption><thead><tr><th scope="col">Title</th><th scope="col">Author</th><th scope="col">Status</th><th scope="col">Date</th></tr></thead><tbody>`,
		input.rows.length ? input.rows.map( row ).join( '' ) : empty,
		'</tbody></table>',
		pagination,
	].join( '\n' );
}

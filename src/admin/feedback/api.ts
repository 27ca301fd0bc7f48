import apiFetch from '@wordpress/api-fetch';

/** One submission as `/wp/v2/feedback` gives it. */
export interface FeedbackItem {
	id: number;
	status: 'publish' | 'spam' | 'trash';
	is_unread: boolean;
	/** In the site's time zone, no offset. */
	date: string | null;
	parent: number;
	post_title: string;
	post_link: string;
	form_id: string;
	form_name: string;
	author_name: string;
	author_email: string;
	fields: { label: string; value: string | string[] }[];
}

export type Counts = Record< 'publish' | 'spam' | 'trash' | 'unread', number >;

export interface FeedbackQuery {
	status: string;
	search: string;
	page: number;
	perPage: number;
}

export type BulkAction =
	| 'mark_as_spam'
	| 'mark_as_not_spam'
	| 'trash'
	| 'untrash'
	| 'delete'
	| 'mark_as_read'
	| 'mark_as_unread';

/** The counts of every status the collection sends with each page (`X-Tessera-Counts`). */
export function countsOf( headers: Headers | null ): Counts {
	return {
		publish: 0,
		spam: 0,
		trash: 0,
		unread: 0,
		...JSON.parse( headers?.get( 'X-Tessera-Counts' ) ?? '{}' ),
	};
}

/** The collection's path for what the screen shows. */
export function feedbackPath( query: FeedbackQuery ): string {
	const params = new URLSearchParams( {
		status: query.status,
		page: String( query.page ),
		per_page: String( query.perPage ),
	} );
	if ( query.search ) {
		params.set( 'search', query.search );
	}
	return `/wp/v2/feedback?${ params }`;
}

export function bulkAction( action: BulkAction, ids: number[] ) {
	return apiFetch( {
		path: '/wp/v2/feedback/bulk_actions',
		method: 'POST',
		data: { action, post_ids: ids },
	} );
}

/** Where the inbox screen is on our site; a WordPress site's is the plugin's own page. */
export const SITE_INBOX_URL = '/wp-admin/edit.php?post_type=feedback';

/**
 * An address of the inbox screen with more query arguments: one submission in full, the export.
 *
 * @param screenUrl The screen's address.
 * @param args      The arguments added.
 */
export function inboxLink(
	screenUrl: string,
	args: Record< string, string >
): string {
	const [ path, query = '' ] = screenUrl.split( '?' );
	const params = new URLSearchParams( query );
	for ( const [ name, value ] of Object.entries( args ) ) {
		params.set( name, value );
	}
	return `${ path }?${ params }`;
}

/** The CSV of what the screen shows: the same status, search and form. */
export function exportUrl( query: FeedbackQuery, screenUrl: string ): string {
	return inboxLink( screenUrl, {
		export: 'csv',
		status: query.status,
		...( query.search ? { search: query.search } : {} ),
	} );
}

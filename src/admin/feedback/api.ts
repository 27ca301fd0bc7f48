import apiFetch from '@wordpress/api-fetch';

/** One submission as `/wp/v2/feedback` gives it. */
export interface FeedbackItem {
	id: number;
	status: 'publish' | 'spam' | 'trash';
	is_unread: boolean;
	date_display: string;
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

export interface FeedbackPage {
	items: FeedbackItem[];
	total: number;
	pages: number;
	counts: Counts;
}

export type BulkAction =
	| 'mark_as_spam'
	| 'mark_as_not_spam'
	| 'trash'
	| 'untrash'
	| 'delete'
	| 'mark_as_read'
	| 'mark_as_unread';

function countsOf( response: Response ): Counts {
	return JSON.parse( response.headers.get( 'X-Tessera-Counts' ) ?? '{}' );
}

export async function fetchFeedback(
	query: FeedbackQuery
): Promise< FeedbackPage > {
	const params = new URLSearchParams( {
		status: query.status,
		page: String( query.page ),
		per_page: String( query.perPage ),
	} );
	if ( query.search ) {
		params.set( 'search', query.search );
	}
	const response = ( await apiFetch( {
		path: `/wp/v2/feedback?${ params }`,
		parse: false,
	} ) ) as Response;
	return {
		items: ( await response.json() ) as FeedbackItem[],
		total: Number( response.headers.get( 'X-WP-Total' ) ?? 0 ),
		pages: Number( response.headers.get( 'X-WP-TotalPages' ) ?? 0 ),
		counts: countsOf( response ),
	};
}

export function bulkAction( action: BulkAction, ids: number[] ) {
	return apiFetch( {
		path: '/wp/v2/feedback/bulk_actions',
		method: 'POST',
		data: { action, post_ids: ids },
	} );
}

/** The CSV of what the screen shows: the same status, search and form. */
export function exportUrl( query: FeedbackQuery ): string {
	const params = new URLSearchParams( {
		post_type: 'feedback',
		export: 'csv',
		status: query.status,
	} );
	if ( query.search ) {
		params.set( 'search', query.search );
	}
	return `/wp-admin/edit.php?${ params }`;
}

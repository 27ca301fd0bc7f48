/** The lists above the table, as edit.php names them, and the statuses each shows. */
export const POST_VIEWS = [
	{
		slug: 'all',
		label: 'All',
		statuses: [ 'publish', 'future', 'draft', 'pending', 'private' ],
	},
	{ slug: 'publish', label: 'Published', statuses: [ 'publish' ] },
	{ slug: 'draft', label: 'Drafts', statuses: [ 'draft' ] },
	{ slug: 'trash', label: 'Trash', statuses: [ 'trash' ] },
] as const;

export type PostViewSlug = ( typeof POST_VIEWS )[ number ][ 'slug' ];

export const STATUS_LABELS: Record< string, string > = {
	publish: 'Published',
	future: 'Scheduled',
	draft: 'Draft',
	pending: 'Pending',
	private: 'Private',
	trash: 'Trash',
};

/** `post_status=` in the address opens that list, as on edit.php (links from elsewhere). */
export function viewFromAddress( search: string ): PostViewSlug {
	const asked = new URLSearchParams( search ).get( 'post_status' );
	return POST_VIEWS.find( ( view ) => view.slug === asked )?.slug ?? 'all';
}

export function statusesOf( slug: PostViewSlug ): readonly string[] {
	return POST_VIEWS.find( ( view ) => view.slug === slug )!.statuses;
}

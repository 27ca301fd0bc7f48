import type { PostTypeCaps } from '../auth/post-capabilities';

export interface PostTypeDefinition {
	slug: string;
	restBase: string;
	singular: string;
	plural: string;
	description: string;
	hierarchical: boolean;
	viewable: boolean;
	icon: string | null;
	supports: Record< string, boolean >;
	taxonomies: string[];
	cap: PostTypeCaps;
	/** Statuses allowed on write (WordPress: the non-internal statuses). */
	showUi: boolean;
}

function caps(
	plural: 'posts' | 'pages',
	overrides: Partial< PostTypeCaps > = {}
): PostTypeCaps {
	return {
		read: 'read',
		edit_posts: `edit_${ plural }`,
		edit_others_posts: `edit_others_${ plural }`,
		edit_published_posts: `edit_published_${ plural }`,
		edit_private_posts: `edit_private_${ plural }`,
		publish_posts: `publish_${ plural }`,
		read_private_posts: `read_private_${ plural }`,
		delete_posts: `delete_${ plural }`,
		delete_others_posts: `delete_others_${ plural }`,
		delete_published_posts: `delete_published_${ plural }`,
		delete_private_posts: `delete_private_${ plural }`,
		create_posts: `edit_${ plural }`,
		...overrides,
	};
}

const EDITOR_SUPPORTS = {
	title: true,
	editor: true,
	author: true,
	thumbnail: true,
	excerpt: true,
	trackbacks: true,
	'custom-fields': true,
	comments: true,
	revisions: true,
	'post-formats': true,
	autosave: true,
};

/** The post types this site registers with `show_in_rest`. */
export const POST_TYPES: Record< string, PostTypeDefinition > = {
	post: {
		slug: 'post',
		restBase: 'posts',
		singular: 'Post',
		plural: 'Posts',
		description: '',
		hierarchical: false,
		viewable: true,
		icon: 'dashicons-admin-post',
		supports: EDITOR_SUPPORTS,
		taxonomies: [ 'category', 'post_tag' ],
		cap: caps( 'posts' ),
		showUi: true,
	},
	page: {
		slug: 'page',
		restBase: 'pages',
		singular: 'Page',
		plural: 'Pages',
		description: '',
		hierarchical: true,
		viewable: true,
		icon: 'dashicons-admin-page',
		supports: {
			title: true,
			editor: true,
			author: true,
			thumbnail: true,
			'page-attributes': true,
			'custom-fields': true,
			comments: true,
			revisions: true,
			autosave: true,
		},
		taxonomies: [],
		cap: caps( 'pages' ),
		showUi: true,
	},
	attachment: {
		slug: 'attachment',
		restBase: 'media',
		singular: 'Media',
		plural: 'Media',
		description: '',
		hierarchical: false,
		viewable: true,
		icon: 'dashicons-admin-media',
		supports: { title: true, author: true, comments: true },
		taxonomies: [],
		cap: caps( 'posts', { create_posts: 'upload_files' } ),
		showUi: true,
	},
	wp_block: {
		slug: 'wp_block',
		restBase: 'blocks',
		singular: 'Pattern',
		plural: 'Patterns',
		description: '',
		hierarchical: false,
		viewable: false,
		icon: null,
		supports: {
			title: true,
			editor: true,
			revisions: true,
			'custom-fields': true,
		},
		taxonomies: [ 'wp_pattern_category' ],
		cap: caps( 'posts', {
			read: 'edit_posts',
			create_posts: 'publish_posts',
		} ),
		showUi: true,
	},
	// The payment button's products (Jetpack's simple payments): edited only through the block,
	// never shown on their own.
	jp_pay_product: {
		slug: 'jp_pay_product',
		restBase: 'jp_pay_product',
		singular: 'Product',
		plural: 'Products',
		description: '',
		hierarchical: false,
		viewable: false,
		icon: null,
		supports: {
			title: true,
			editor: true,
			thumbnail: true,
			'custom-fields': true,
			author: true,
		},
		taxonomies: [],
		cap: caps( 'posts' ),
		showUi: false,
	},
};

/**
 * A status as register_post_status() keeps it: whether visitors see its posts, whether it is only
 * for WordPress's own use, whether its posts are hidden from the front end until published
 * (`protected`) or readable only by those allowed (`private`), and whether a post of it has no
 * fixed date until published (`dateFloating`).
 */
export interface PostStatusDefinition {
	label: string;
	public: boolean;
	internal: boolean;
	protected?: true;
	private?: true;
	dateFloating?: true;
}

/** The statuses WordPress registers, with whether a visitor may see them and the label. */
export const POST_STATUSES: Record< string, PostStatusDefinition > = {
	publish: { label: 'Published', public: true, internal: false },
	future: {
		label: 'Scheduled',
		public: false,
		internal: false,
		protected: true,
	},
	draft: {
		label: 'Draft',
		public: false,
		internal: false,
		protected: true,
		dateFloating: true,
	},
	pending: {
		label: 'Pending',
		public: false,
		internal: false,
		protected: true,
		dateFloating: true,
	},
	private: {
		label: 'Private',
		public: false,
		internal: false,
		private: true,
	},
	trash: { label: 'Trash', public: false, internal: true },
	'auto-draft': {
		label: 'auto-draft',
		public: false,
		internal: true,
		dateFloating: true,
	},
	inherit: { label: 'inherit', public: false, internal: true },
};

export const WRITABLE_STATUSES = Object.keys( POST_STATUSES ).filter(
	( s ) => ! POST_STATUSES[ s ].internal
);

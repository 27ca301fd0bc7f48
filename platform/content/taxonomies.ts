export interface TaxonomyDefinition {
	slug: string;
	restBase: string;
	singular: string;
	plural: string;
	hierarchical: boolean;
	types: string[];
	/** Capability needed to create or edit terms, and to assign them. */
	manageCap: string;
	assignCap: string;
	public: boolean;
}

/** The taxonomies this site registers with `show_in_rest`. */
export const TAXONOMIES: Record< string, TaxonomyDefinition > = {
	category: {
		slug: 'category',
		restBase: 'categories',
		singular: 'Category',
		plural: 'Categories',
		hierarchical: true,
		types: [ 'post' ],
		manageCap: 'manage_categories',
		assignCap: 'edit_posts',
		public: true,
	},
	post_tag: {
		slug: 'post_tag',
		restBase: 'tags',
		singular: 'Tag',
		plural: 'Tags',
		hierarchical: false,
		types: [ 'post' ],
		manageCap: 'manage_categories',
		assignCap: 'edit_posts',
		public: true,
	},
	wp_pattern_category: {
		slug: 'wp_pattern_category',
		restBase: 'wp_pattern_category',
		singular: 'Pattern Category',
		plural: 'Pattern Categories',
		hierarchical: false,
		types: [ 'wp_block' ],
		manageCap: 'publish_posts',
		assignCap: 'publish_posts',
		public: false,
	},
};

/** Tags may be created by anyone who may edit posts, as `edit_terms` maps for post_tag. */
export function createTermCap( taxonomy: TaxonomyDefinition ): string {
	return taxonomy.slug === 'post_tag' ? 'edit_posts' : taxonomy.manageCap;
}

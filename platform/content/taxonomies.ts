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

/**
 * Who may create a term: for a flat taxonomy (tags) anyone who may assign its terms, for a
 * hierarchical one (categories) whoever may edit its terms, as WordPress's REST controller checks.
 * Editing, reading for editing and deleting an existing term need `manageCap` (`edit_term`).
 */
export function createTermCap( taxonomy: TaxonomyDefinition ): string {
	return taxonomy.hierarchical ? taxonomy.manageCap : taxonomy.assignCap;
}

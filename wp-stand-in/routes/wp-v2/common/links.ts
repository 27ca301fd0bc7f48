/** The `wp:` link relations, expanded to https://api.w.org/<rel>. */
export const CURIES = [
	{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true },
];

/** The links of a post type's or a taxonomy's description: the list it is in, and its items. */
export function definitionLinks(
	origin: string,
	list: 'types' | 'taxonomies',
	restBase: string
) {
	return {
		collection: [ { href: `${ origin }/wp-json/wp/v2/${ list }` } ],
		'wp:items': [ { href: `${ origin }/wp-json/wp/v2/${ restBase }` } ],
		curies: CURIES,
	};
}

/**
 * sanitize_title_with_dashes(): lower case, accents removed, tags and entities dropped, anything
 * but letters, digits and dashes turned into dashes; other scripts kept percent-encoded as
 * WordPress stores them.
 */
export function sanitizeTitle( title: string ): string {
	return title
		.replace( /<[^>]*>/g, '' )
		.replace( /&[a-z0-9#]+;/gi, '' )
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[\s._/]+/g, '-' )
		.replace( /[^\p{L}\p{N}-]/gu, '' )
		.replace( /[^a-z0-9-]/g, ( c ) =>
			encodeURIComponent( c ).toLowerCase()
		)
		.replace( /-+/g, '-' )
		.replace( /^-|-$/g, '' )
		.slice( 0, 200 );
}

/** wp_unique_post_slug()/wp_unique_term_slug(): `slug`, else `slug-2`, `slug-3`... */
export function uniqueSlug(
	slug: string,
	taken: ( candidate: string ) => boolean
): string {
	if ( ! taken( slug ) ) {
		return slug;
	}
	for ( let suffix = 2; ; suffix++ ) {
		const candidate = `${ slug }-${ suffix }`;
		if ( ! taken( candidate ) ) {
			return candidate;
		}
	}
}

import { htmlAttributes } from '../../shared/server-render/html';

export interface PostHeadInput {
	/** Plain text. */
	title: string;
	/** Plain text; no tags are printed when empty. */
	description: string;
	/** The post's permalink. */
	url: string;
	siteName: string;
	type: 'article' | 'website';
}

function tag( attributes: Record< string, string > ): string {
	return `<meta${ htmlAttributes( attributes ) }>`;
}

/**
 * The search and social tags of a single post: the description (`<meta name="description">`,
 * as Jetpack's SEO tools print it) and the Open Graph and Twitter card tags. Every value is
 * plain text escaped for an attribute, so markup in a title or description stays text.
 *
 * @param input The post's text and address.
 */
export function postHeadTags( input: PostHeadInput ): string {
	const tags = [
		input.description &&
			tag( { name: 'description', content: input.description } ),
		tag( { property: 'og:type', content: input.type } ),
		tag( { property: 'og:title', content: input.title } ),
		input.description &&
			tag( { property: 'og:description', content: input.description } ),
		tag( { property: 'og:url', content: input.url } ),
		tag( { property: 'og:site_name', content: input.siteName } ),
		tag( { name: 'twitter:card', content: 'summary' } ),
	];
	return tags.filter( Boolean ).join( '\n' );
}

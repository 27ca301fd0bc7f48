import { htmlSpecialChars } from '../../shared/server-render/html';
import { NEXT_PAGE } from '../content/excerpt';

/** The more tag with what follows `more` inside it: the author's own link text, if any. */
const MORE_TAG_WITH_TEXT = /<!--more(.*?)?-->/;

/**
 * What the_content() shows of a post in a list when the post has a more tag on its first page:
 * the teaser, then a link to the rest at the post's `more-<id>` anchor. Its text is the one the
 * author wrote in the tag, else "Continue reading" followed, for screen readers only, by the
 * post's title (as WordPress's default themes write it, so that every such link on a page says
 * where it goes). Undefined when the post has no more tag.
 *
 * @param renderedHtml The post's rendered content.
 * @param postId       The post's ID.
 * @param link         The post's address.
 * @param titleHtml    The post's title, as the page prints it.
 */
export function teaserWithMoreLink(
	renderedHtml: string,
	postId: number,
	link: string,
	titleHtml: string
): string | undefined {
	const firstPage = renderedHtml.split( NEXT_PAGE )[ 0 ];
	const more = MORE_TAG_WITH_TEXT.exec( firstPage );
	if ( ! more ) {
		return undefined;
	}
	const ownText = ( more[ 1 ] ?? '' ).replace( /<[^>]*>/g, '' ).trim();
	const text = ownText
		? htmlSpecialChars( ownText )
		: `Continue reading<span class="screen-reader-text"> “${ titleHtml.replace( /<[^>]*>/g, '' ) }”</span>`;
	const href = htmlSpecialChars( `${ link }#more-${ postId }` );
	return `${ firstPage
		.slice( 0, more.index )
		.trim() }\n<div class="more-link-container"><a href="${ href }" class="more-link">${ text }</a></div>\n`;
}

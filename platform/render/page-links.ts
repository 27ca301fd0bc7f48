/**
 * A post written in pages (`<!--nextpage-->`), shown one page at a time as WordPress shows it:
 * the page asked for, then wp_link_pages()'s links to every page.
 */
import { NEXT_PAGE } from '../content/excerpt';

/** The address of page `n` of a post at `link`: the post itself for the first. */
export function pageLink( link: string, n: number ): string {
	if ( n === 1 ) {
		return link;
	}
	return link.includes( '?' ) ? `${ link }&page=${ n }` : `${ link }${ n }/`;
}

function pageLinks( link: string, count: number, current: number ): string {
	const items = Array.from( { length: count }, ( _, i ) => i + 1 ).map(
		( n ) =>
			n === current
				? `<span class="post-page-numbers current" aria-current="page">${ n }</span>`
				: `<a href="${ pageLink( link, n ) }" class="post-page-numbers">${ n }</a>`
	);
	return `<p class="post-nav-links">Pages: ${ items.join( ' ' ) }</p>`;
}

/**
 * Page `page` of the rendered content, with the links to its pages when it has several; null when
 * the post has no such page.
 *
 * @param html The rendered content.
 * @param link The post's address (escaped for an attribute).
 * @param page The page asked for, from 1.
 */
export function contentPage(
	html: string,
	link: string,
	page: number
): string | null {
	const pages = html.split( NEXT_PAGE );
	if ( page < 1 || page > pages.length ) {
		return null;
	}
	return pages.length === 1
		? html
		: pages[ page - 1 ] + pageLinks( link, pages.length, page );
}

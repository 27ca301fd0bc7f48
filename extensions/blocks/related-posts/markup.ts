/**
 * The related posts' markup, shared by the server render and the editor preview (which shows the
 * same HTML), so both always agree. Every value from a post is escaped here.
 */
import type { RelatedPost } from '../../../shared/related-posts/types';
import {
	escapeHtml,
	escapeUrl,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import { clampPostsToShow, rowsOf, safeLayout } from './layout';
import type { RelatedPostsAttributes } from './types';

export const BLOCK_CLASS = 'wp-block-tessera-related-posts';

function postHtml(
	post: RelatedPost,
	attributes: Partial< RelatedPostsAttributes >,
	headingId: string
): string {
	const href = escapeUrl( post.url );
	const src = escapeUrl( post.img.src );
	const image =
		attributes.displayThumbnails && src
			? `<a class="${ BLOCK_CLASS }__image-link" href="${ href }" tabindex="-1" aria-hidden="true"><img class="${ BLOCK_CLASS }__image" src="${ src }"${ htmlAttributes( { alt: post.img.alt_text, loading: 'lazy' } ) }></a>`
			: '';
	const date = attributes.displayDate
		? `<div class="${ BLOCK_CLASS }__date">${ escapeHtml( post.date ) }</div>`
		: '';
	const context =
		attributes.displayContext && post.context
			? `<div class="${ BLOCK_CLASS }__context">${ escapeHtml( post.context ) }</div>`
			: '';
	return (
		`<article class="${ BLOCK_CLASS }__post" aria-labelledby="${ headingId }">` +
		image +
		`<h3 class="${ BLOCK_CLASS }__title" id="${ headingId }"><a href="${ href }">${ escapeHtml( post.title ) }</a></h3>` +
		date +
		context +
		'</article>'
	);
}

/**
 * @param posts      The related posts, best first (already at most the count to show).
 * @param attributes The block's attributes.
 * @param label      The navigation landmark's name.
 * @param idPrefix   Prefix of the headings' ids, unique on the page.
 */
export function relatedPostsHtml(
	posts: readonly RelatedPost[],
	attributes: Partial< RelatedPostsAttributes >,
	label: string,
	idPrefix: string
): string {
	const shown = posts.slice( 0, clampPostsToShow( attributes.postsToShow ) );
	if ( ! shown.length ) {
		return '';
	}
	let index = 0;
	const rows = rowsOf( shown )
		.map(
			( row ) =>
				`<div class="${ BLOCK_CLASS }__row" data-post-count="${ row.length }">` +
				row
					.map( ( post ) =>
						postHtml(
							post,
							attributes,
							`${ idPrefix }-${ index++ }`
						)
					)
					.join( '' ) +
				'</div>'
		)
		.join( '' );
	return `<nav${ htmlAttributes( {
		class: safeClassNames(
			BLOCK_CLASS,
			`is-${ safeLayout( attributes.postLayout ) }`,
			attributes.className
		),
		'aria-label': label,
	} ) }>${ rows }</nav>`;
}

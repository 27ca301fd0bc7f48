import { htmlAttributes } from '../../../../shared/server-render/html';
import type { PostRow } from '../../../store/posts';
import { whole } from '../attribute-values';
import { permalink, titleHtml } from '../post-fields';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender, CoreRenderContext } from '../types';
import { publishedPosts } from '../visible-posts';
import { untitled } from '../../../../shared/locale/untitled';

function pageItems(
	context: CoreRenderContext,
	pages: PostRow[],
	parent: number,
	ancestors: Set< number >
): string {
	return pages
		.filter( ( page ) => page.post_parent === parent )
		.map( ( page ) => {
			const active = page.ID === context.postId;
			const children = pageItems( context, pages, page.ID, ancestors );
			const classes = [
				'wp-block-pages-list__item',
				active && 'current-menu-item',
				ancestors.has( page.ID ) && 'current-menu-ancestor',
				children && 'has-child',
			].filter( Boolean );
			return `<li class="${ classes.join( ' ' ) }"><a${ htmlAttributes( {
				class: 'wp-block-pages-list__item__link',
				href: permalink( context.origin, page ),
				'aria-current': active ? 'page' : undefined,
			} ) }>${ page.post_title ? titleHtml( page ) : untitled() }</a>${
				children
					? `<ul class="wp-block-navigation__submenu-container">${ children }</ul>`
					: ''
			}</li>`;
		} )
		.join( '' );
}

/** Page List: the published pages, nested under their parents, by menu order then title. */
export const renderPageList: CoreBlockRender = ( block, context ) => {
	const pages = publishedPosts( context.db, {
		types: [ 'page' ],
		orderby: 'menu_order',
		order: 'asc',
		limit: 10000,
	} ).rows.sort(
		( a, b ) =>
			a.menu_order - b.menu_order ||
			a.post_title.localeCompare( b.post_title )
	);
	if ( ! pages.length ) {
		return '';
	}
	const byId = new Map( pages.map( ( page ) => [ page.ID, page ] ) );
	const ancestors = new Set< number >();
	for (
		let parent = byId.get( context.postId ?? 0 )?.post_parent ?? 0;
		parent && ! ancestors.has( parent );
		parent = byId.get( parent )?.post_parent ?? 0
	) {
		ancestors.add( parent );
	}
	const root = whole( block.attributes.parentPageID, 0 );
	if ( root && ! pages.some( ( page ) => page.post_parent === root ) ) {
		return '';
	}
	return `<ul${ wrapperAttributes( block ) }>${ pageItems(
		context,
		pages,
		root,
		ancestors
	) }</ul>`;
};

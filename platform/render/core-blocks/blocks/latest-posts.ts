import {
	escapeHtml,
	htmlAttributes,
	htmlSpecialChars,
} from '../../../../shared/server-render/html';
import type { PostRow } from '../../../store/posts';
import { attachmentImage, featuredImageId } from '../attachment-image';
import { flag, ids, text, whole } from '../attribute-values';
import {
	authorName,
	displayDate,
	excerptText,
	isoDate,
	passwordRequired,
	permalink,
	titleHtml,
	titleText,
} from '../post-fields';
import { hasLinkColor } from '../link-color';
import { bag } from '../supports/block-supports';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type {
	CoreBlockInput,
	CoreBlockRender,
	CoreRenderContext,
} from '../types';
import { publishedPosts } from '../visible-posts';
import { untitled } from '../../../../shared/locale/untitled';

const PROTECTED = 'This content is password protected.';
const ORDER_BY: Record< string, 'date' | 'title' > = {
	date: 'date',
	title: 'title',
};

function featuredImage(
	block: CoreBlockInput,
	context: CoreRenderContext,
	post: PostRow,
	link: string
): string {
	const { attributes } = block;
	const style = [
		[ 'max-width', attributes.featuredImageSizeWidth ],
		[ 'max-height', attributes.featuredImageSizeHeight ],
	]
		.filter( ( [ , value ] ) => whole( value, 0 ) > 0 )
		.map(
			( [ property, value ] ) => `${ property }:${ whole( value, 0 ) }px;`
		)
		.join( '' );
	let image = attachmentImage(
		context.db,
		context.origin ?? '',
		featuredImageId( context.db, post.ID ),
		text( attributes.featuredImageSizeSlug ) || 'thumbnail',
		{ class: 'wp-post-image', style: style || undefined }
	);
	if ( ! image ) {
		return '';
	}
	if ( flag( attributes.addLinkToFeaturedImage ) ) {
		image = `<a${ htmlAttributes( {
			href: link,
			'aria-label': titleText( post ),
		} ) }>${ image }</a>`;
	}
	const align = text( attributes.featuredImageAlign );
	return `<div class="wp-block-latest-posts__featured-image${
		[ 'left', 'center', 'right' ].includes( align )
			? ` align${ align }`
			: ''
	}">${ image }</div>`;
}

function excerpt( block: CoreBlockInput, post: PostRow, link: string ) {
	const length = whole( block.attributes.excerptLength, 55, 0, 100 );
	let excerptHtml = excerptText( post, length );
	if ( ! passwordRequired( post ) && excerptHtml.endsWith( ' [&hellip;]' ) ) {
		excerptHtml = `${ excerptHtml.slice(
			0,
			-' [&hellip;]'.length
		) }… <a class="wp-block-latest-posts__read-more"${ htmlAttributes( {
			href: link,
			rel: 'noopener',
		} ) }>Read more<span class="screen-reader-text">: ${ htmlSpecialChars(
			titleText( post )
		) }</span></a>`;
	}
	if ( passwordRequired( post ) ) {
		excerptHtml = PROTECTED;
	}
	return `<div class="wp-block-latest-posts__post-excerpt">${ excerptHtml }</div>`;
}

function fullContent(
	block: CoreBlockInput,
	context: CoreRenderContext,
	post: PostRow
): string {
	const rendering = context.renderingPosts ?? [ context.postId ?? 0 ];
	let content = '';
	if ( passwordRequired( post ) ) {
		content = PROTECTED;
	} else if ( ! rendering.includes( post.ID ) ) {
		content = block.renderContent( post.post_content, {
			postId: post.ID,
			renderingPosts: [ ...rendering, post.ID ],
		} );
	}
	return `<div class="wp-block-latest-posts__post-full-content">${ content }</div>`;
}

function listItem(
	block: CoreBlockInput,
	context: CoreRenderContext,
	post: PostRow
): string {
	const { attributes } = block;
	const link = permalink( context.origin, post );
	let item = '<li>';
	if ( flag( attributes.displayFeaturedImage ) ) {
		item += featuredImage( block, context, post, link );
	}
	item += `<a class="wp-block-latest-posts__post-title"${ htmlAttributes( {
		href: link,
	} ) }>${ post.post_title ? titleHtml( post ) : untitled() }</a>`;
	const author = authorName( context.db, post );
	if ( flag( attributes.displayAuthor ) && author ) {
		item += `<div class="wp-block-latest-posts__post-author">by ${ escapeHtml(
			author
		) }</div>`;
	}
	if ( flag( attributes.displayPostDate ) ) {
		item += `<time${ htmlAttributes( {
			datetime: isoDate( post, 'date' ),
			class: 'wp-block-latest-posts__post-date',
		} ) }>${ escapeHtml( displayDate( context.db, post ) ) }</time>`;
	}
	if ( flag( attributes.displayPostContent ) ) {
		if ( attributes.displayPostContentRadio === 'excerpt' ) {
			item += excerpt( block, post, link );
		} else if ( attributes.displayPostContentRadio === 'full_post' ) {
			item += fullContent( block, context, post );
		}
	}
	return `${ item }</li>\n`;
}

function listClasses( attributes: Record< string, unknown > ): string[] {
	const layout = bag( attributes.layout );
	const type =
		layout.type ??
		( attributes.postLayout === 'grid' ? 'grid' : 'default' );
	const columns = whole( layout.columnCount ?? attributes.columns, 0, 0, 6 );
	const classes = [ 'wp-block-latest-posts__list' ];
	if ( type === 'grid' ) {
		classes.push( 'is-grid' );
		if ( columns ) {
			classes.push( `columns-${ columns }` );
		}
		if ( columns && layout.minimumColumnWidth ) {
			classes.push( 'has-native-responsive-grid' );
		}
	}
	if ( flag( attributes.displayPostDate ) ) {
		classes.push( 'has-dates' );
	}
	if ( flag( attributes.displayAuthor ) ) {
		classes.push( 'has-author' );
	}
	if ( hasLinkColor( attributes ) ) {
		classes.push( 'has-link-color' );
	}
	return classes;
}

/** Categories are saved as `[ { id } ]`. */
function categoryIds( value: unknown ): number[] {
	return Array.isArray( value )
		? ids( value.map( ( item ) => bag( item ).id ) )
		: [];
}

/** Latest Posts: the newest published posts, as a list or a grid. */
export const renderLatestPosts: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	const categories = categoryIds( attributes.categories );
	const author = whole( attributes.selectedAuthor, 0 );
	const { rows } = publishedPosts( context.db, {
		limit: whole( attributes.postsToShow, 5, 1, 100 ),
		order: attributes.order === 'asc' ? 'asc' : 'desc',
		orderby: ORDER_BY[ text( attributes.orderBy ) ] ?? 'date',
		terms: categories.length ? [ categories ] : undefined,
		authors: author ? [ author ] : undefined,
	} );
	return `<ul${ wrapperAttributes( block, {
		class: listClasses( attributes ).join( ' ' ),
	} ) }>${ rows
		.map( ( post ) => listItem( block, context, post ) )
		.join( '' ) }</ul>`;
};

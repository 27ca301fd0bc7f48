/**
 * build_query_vars_from_query_block() and WP_Query for the blocks of a query loop: which posts
 * the loop's `query` context asks for on the current page, read only among published posts.
 * A loop that inherits the page's query shows the page's own post, as a single post's main
 * query holds only that post.
 */
import { getSettings } from '../../content/settings';
import { POST_TYPES } from '../../content/post-types';
import { TAXONOMIES } from '../../content/taxonomies';
import { own } from '../../content/own';
import { stickyPosts } from '../../content/post-extras';
import type { PostRow } from '../../store/posts';
import { flag, ids, text, whole } from './attribute-values';
import { contextPost } from './context-post';
import { bag } from './supports/block-supports';
import type { CoreRenderContext } from './types';
import { publishedPosts, type ListQuery } from './visible-posts';

export interface LoopPage {
	posts: PostRow[];
	/** The current page (1 and up) and how many pages the loop has. */
	page: number;
	pages: number;
	/** The query-string key of this loop's page number (`query-3-page`). */
	pageKey: string;
	inherit: boolean;
}

const ORDER_BY: Record< string, ListQuery[ 'orderby' ] > = {
	date: 'date',
	title: 'title',
	modified: 'modified',
	author: 'author',
	menu_order: 'menu_order',
	ID: 'id',
	id: 'id',
	name: 'slug',
	parent: 'parent',
};

/** Term filters, per taxonomy: `{ include: { category: [ 3 ] }, exclude: {…} }`, or the older `{ category: [ 3 ] }`. */
function termFilters( query: Record< string, unknown > ) {
	const taxQuery = bag( query.taxQuery );
	const shaped = 'include' in taxQuery || 'exclude' in taxQuery;
	const include = shaped ? bag( taxQuery.include ) : taxQuery;
	const terms: number[][] = [];
	const viewable = ( taxonomy: string ) =>
		!! own( TAXONOMIES, taxonomy )?.public;
	for ( const [ taxonomy, value ] of Object.entries( include ) ) {
		if ( viewable( taxonomy ) && ids( value ).length ) {
			terms.push( ids( value ) );
		}
	}
	for ( const legacy of [ query.categoryIds, query.tagIds ] ) {
		if ( ids( legacy ).length ) {
			terms.push( ids( legacy ) );
		}
	}
	const termsExclude = shaped
		? Object.entries( bag( taxQuery.exclude ) )
				.filter( ( [ taxonomy ] ) => viewable( taxonomy ) )
				.flatMap( ( [ , value ] ) => ids( value ) )
		: [];
	return { terms, termsExclude };
}

function listQuery(
	context: CoreRenderContext,
	query: Record< string, unknown >,
	page: number
): { list: ListQuery; perPage: number } {
	const type = own( POST_TYPES, text( query.postType ) );
	const postType =
		type && type.viewable && type.slug !== 'attachment'
			? type.slug
			: 'post';
	const list: ListQuery = {
		types: [ postType ],
		order: text( query.order ).toLowerCase() === 'asc' ? 'asc' : 'desc',
		orderby: own( ORDER_BY, text( query.orderBy ) ) ?? 'date',
		...termFilters( query ),
	};
	const exclude = ids( query.exclude );
	const sticky = stickyPosts( context.db );
	if ( query.sticky === 'only' ) {
		list.include = sticky.length ? sticky : [ 0 ];
	} else if ( query.sticky === 'exclude' ) {
		exclude.push( ...sticky );
	}
	if ( flag( query.excludeCurrent ) && context.postId ) {
		exclude.push( context.postId );
	}
	list.exclude = exclude;
	const authors = ids( query.author );
	if ( authors.length ) {
		list.authors = authors;
	}
	if ( text( query.search ).trim() ) {
		list.search = text( query.search ).trim();
	}
	const parents = ids( query.parents );
	if ( parents.length && type?.hierarchical ) {
		list.parents = parents;
	}
	const perPage = whole( query.perPage, 0, 0, 100 );
	if ( perPage ) {
		list.limit = perPage;
		list.offset =
			perPage * ( page - 1 ) + whole( query.offset, 0, 0, 10000 );
		return { list, perPage };
	}
	const fallback = Number( getSettings( context.db ).posts_per_page ) || 10;
	list.limit = fallback;
	list.offset = 0;
	return { list, perPage: fallback };
}

/** The loop's posts on the page the visitor asked for (`?query-<id>-page=<n>`). */
export function loopPage( context: CoreRenderContext ): LoopPage {
	const query = bag( context.blockContext.query );
	const queryId = context.blockContext.queryId;
	const pageKey =
		typeof queryId === 'number' || /^\d+$/.test( text( queryId ) )
			? `query-${ queryId }-page`
			: 'query-page';
	if ( flag( query.inherit ) ) {
		const post = contextPost( { ...context, blockContext: {} } );
		return {
			posts: post ? [ post ] : [],
			page: 1,
			pages: post ? 1 : 0,
			pageKey,
			inherit: true,
		};
	}
	const page = whole( context.query?.[ pageKey ], 1, 1, 100000 );
	const { list, perPage } = listQuery( context, query, page );
	const { rows, total } = publishedPosts( context.db, list );
	const found = Math.max( 0, total - whole( query.offset, 0, 0, 10000 ) );
	const limit = whole( query.pages, 0, 0, 100000 );
	const pages = Math.ceil( found / perPage );
	return {
		posts: rows,
		page,
		pages: limit && limit < pages ? limit : pages,
		pageKey,
		inherit: false,
	};
}

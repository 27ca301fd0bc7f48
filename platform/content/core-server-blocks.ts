/**
 * The core blocks this site renders on the server, as WordPress registers them with a PHP render
 * callback: the block.json the editor registers them from, with the attributes WordPress adds for
 * the supports each declares. Their renders are in platform/render/core-blocks/, one per name.
 */
import archives from '@wordpress/block-library/build-module/archives/block.json';
import block from '@wordpress/block-library/build-module/block/block.json';
import calendar from '@wordpress/block-library/build-module/calendar/block.json';
import categories from '@wordpress/block-library/build-module/categories/block.json';
import footnotes from '@wordpress/block-library/build-module/footnotes/block.json';
import latestComments from '@wordpress/block-library/build-module/latest-comments/block.json';
import latestPosts from '@wordpress/block-library/build-module/latest-posts/block.json';
import loginout from '@wordpress/block-library/build-module/loginout/block.json';
import pageList from '@wordpress/block-library/build-module/page-list/block.json';
import postAuthorName from '@wordpress/block-library/build-module/post-author-name/block.json';
import postDate from '@wordpress/block-library/build-module/post-date/block.json';
import postExcerpt from '@wordpress/block-library/build-module/post-excerpt/block.json';
import postFeaturedImage from '@wordpress/block-library/build-module/post-featured-image/block.json';
import postTemplate from '@wordpress/block-library/build-module/post-template/block.json';
import postTerms from '@wordpress/block-library/build-module/post-terms/block.json';
import postTitle from '@wordpress/block-library/build-module/post-title/block.json';
import query from '@wordpress/block-library/build-module/query/block.json';
import queryNoResults from '@wordpress/block-library/build-module/query-no-results/block.json';
import queryPagination from '@wordpress/block-library/build-module/query-pagination/block.json';
import queryPaginationNext from '@wordpress/block-library/build-module/query-pagination-next/block.json';
import queryPaginationNumbers from '@wordpress/block-library/build-module/query-pagination-numbers/block.json';
import queryPaginationPrevious from '@wordpress/block-library/build-module/query-pagination-previous/block.json';
import readMore from '@wordpress/block-library/build-module/read-more/block.json';
import rss from '@wordpress/block-library/build-module/rss/block.json';
import search from '@wordpress/block-library/build-module/search/block.json';
import siteTagline from '@wordpress/block-library/build-module/site-tagline/block.json';
import siteTitle from '@wordpress/block-library/build-module/site-title/block.json';
import tagCloud from '@wordpress/block-library/build-module/tag-cloud/block.json';
import type { BlockJson } from '../../shared/loader/types';
import { withSupportAttributes } from './block-support-attributes';

const DECLARED = {
	'core/archives': archives,
	'core/block': block,
	'core/calendar': calendar,
	'core/categories': categories,
	'core/footnotes': footnotes,
	'core/latest-comments': latestComments,
	'core/latest-posts': latestPosts,
	'core/loginout': loginout,
	'core/page-list': pageList,
	'core/post-author-name': postAuthorName,
	'core/post-date': postDate,
	'core/post-excerpt': postExcerpt,
	'core/post-featured-image': postFeaturedImage,
	'core/post-template': postTemplate,
	'core/post-terms': postTerms,
	'core/post-title': postTitle,
	'core/query': query,
	'core/query-no-results': queryNoResults,
	'core/query-pagination': queryPagination,
	'core/query-pagination-next': queryPaginationNext,
	'core/query-pagination-numbers': queryPaginationNumbers,
	'core/query-pagination-previous': queryPaginationPrevious,
	'core/read-more': readMore,
	'core/rss': rss,
	'core/search': search,
	'core/site-tagline': siteTagline,
	'core/site-title': siteTitle,
	'core/tag-cloud': tagCloud,
} satisfies Record< string, BlockJson >;

export type CoreServerBlockName = keyof typeof DECLARED;

/**
 * block.json's `"default": null` means "no value"; left in, the REST API would fill it in and
 * then refuse it as not a number.
 */
function withoutNullDefaults( metadata: BlockJson ): BlockJson {
	const attributes = Object.fromEntries(
		Object.entries(
			( metadata.attributes ?? {} ) as Record<
				string,
				Record< string, unknown >
			>
		).map( ( [ name, { default: value, ...schema } ] ) => [
			name,
			value === null || value === undefined
				? schema
				: { ...schema, default: value },
		] )
	);
	return { ...metadata, attributes };
}

const TYPES = new Map< string, BlockJson >(
	Object.entries( DECLARED ).map( ( [ name, metadata ] ) => [
		name,
		withSupportAttributes( withoutNullDefaults( metadata ) ),
	] )
);

export function isCoreServerBlock( name: string ): name is CoreServerBlockName {
	return TYPES.has( name );
}

/** A core server block's type: block.json plus its supports' attributes. */
export function coreServerBlockType( name: CoreServerBlockName ): BlockJson {
	return TYPES.get( name ) as BlockJson;
}

export function coreServerBlockTypes(): BlockJson[] {
	return [ ...TYPES.values() ];
}

/**
 * The render of each core block the site renders on the server (the list is
 * platform/content/core-server-blocks.ts; the type makes a missing render a compile error).
 */
import type { CoreServerBlockName } from '../../content/core-server-blocks';
import type { CoreBlockRender } from './types';
import { renderArchives } from './blocks/archives';
import { renderSyncedPattern } from './blocks/block';
import { renderCalendar } from './blocks/calendar';
import { renderCategories } from './blocks/categories';
import { renderFootnotes } from './blocks/footnotes';
import { renderLatestComments } from './blocks/latest-comments';
import { renderLatestPosts } from './blocks/latest-posts';
import { renderLoginout } from './blocks/loginout';
import { renderPageList } from './blocks/page-list';
import { renderPostAuthorName } from './blocks/post-author-name';
import { renderPostDate } from './blocks/post-date';
import { renderPostExcerpt } from './blocks/post-excerpt';
import { renderPostFeaturedImage } from './blocks/post-featured-image';
import { renderPostTemplate } from './blocks/post-template';
import { renderPostTerms } from './blocks/post-terms';
import { renderPostTitle } from './blocks/post-title';
import { renderQuery } from './blocks/query';
import { renderQueryNoResults } from './blocks/query-no-results';
import { renderQueryPagination } from './blocks/query-pagination';
import { renderQueryPaginationNext } from './blocks/query-pagination-next';
import { renderQueryPaginationNumbers } from './blocks/query-pagination-numbers';
import { renderQueryPaginationPrevious } from './blocks/query-pagination-previous';
import { renderReadMore } from './blocks/read-more';
import { renderRss } from './blocks/rss';
import { renderSearch } from './blocks/search';
import { renderSiteTagline } from './blocks/site-tagline';
import { renderSiteTitle } from './blocks/site-title';
import { renderTagCloud } from './blocks/tag-cloud';

export const CORE_BLOCK_RENDERS: Record<
	CoreServerBlockName,
	CoreBlockRender
> = {
	'core/archives': renderArchives,
	'core/block': renderSyncedPattern,
	'core/calendar': renderCalendar,
	'core/categories': renderCategories,
	'core/footnotes': renderFootnotes,
	'core/latest-comments': renderLatestComments,
	'core/latest-posts': renderLatestPosts,
	'core/loginout': renderLoginout,
	'core/page-list': renderPageList,
	'core/post-author-name': renderPostAuthorName,
	'core/post-date': renderPostDate,
	'core/post-excerpt': renderPostExcerpt,
	'core/post-featured-image': renderPostFeaturedImage,
	'core/post-template': renderPostTemplate,
	'core/post-terms': renderPostTerms,
	'core/post-title': renderPostTitle,
	'core/query': renderQuery,
	'core/query-no-results': renderQueryNoResults,
	'core/query-pagination': renderQueryPagination,
	'core/query-pagination-next': renderQueryPaginationNext,
	'core/query-pagination-numbers': renderQueryPaginationNumbers,
	'core/query-pagination-previous': renderQueryPaginationPrevious,
	'core/read-more': renderReadMore,
	'core/rss': renderRss,
	'core/search': renderSearch,
	'core/site-tagline': renderSiteTagline,
	'core/site-title': renderSiteTitle,
	'core/tag-cloud': renderTagCloud,
};

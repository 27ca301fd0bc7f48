/**
 * The three previews of spec part 1 (search result, link card, microblog post or thread) and
 * the pure rules behind them. They render only text nodes and http(s) links and images, and
 * load nothing from third-party hosts.
 */
export { SearchResultPreview } from './search-result/search-result-preview';
export type { SearchResultPreviewProps } from './search-result/search-result-preview';
export {
	searchAddress,
	searchDescription,
	searchTitle,
	BREADCRUMB_SEPARATOR,
} from './search-result/format';
export { LinkCardPreview } from './link-card/link-card-preview';
export type { LinkCardPreviewProps } from './link-card/link-card-preview';
export {
	cardDescription,
	cardLayout,
	cardTitle,
	type CardType,
} from './link-card/format';
export { MicroblogPreview } from './microblog/microblog-preview';
export { visibleMedia, MAX_MEDIA } from './microblog/media';
export { postTextParts } from './microblog/text';
export type {
	MicroblogCard,
	MicroblogMedia,
	MicroblogPost,
} from './microblog/types';
export { DEFAULT_PROFILE_IMAGE } from './microblog/default-avatar';
export { stripTags } from './strip-tags';
export { displayHost, httpUrl } from './safe-url';

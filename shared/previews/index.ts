/**
 * The three previews (search result, link card, microblog post or thread). They render only text
 * nodes and http(s) links and images, and load nothing from third-party hosts.
 */
export { SearchResultPreview } from './search-result/search-result-preview';
export { LinkCardPreview } from './link-card/link-card-preview';
export { MicroblogPreview } from './microblog/microblog-preview';
export type { MicroblogCard, MicroblogPost } from './microblog/types';
export { DEFAULT_PROFILE_IMAGE } from './microblog/default-avatar';

/**
 * The blocks the server renders (the analogue of PHP render callbacks), read by mock-api for the
 * visitor page and /wp/v2/block-renderer. One entry per block with a render.ts; keep it sorted.
 */
import type { ServerBlockModule } from '../shared/server-render/types';
import markdownMetadata from './blocks/markdown/block.json';
import { render as renderMarkdown } from './blocks/markdown/render';
import ratingStarMetadata from './blocks/rating-star/block.json';
import { render as renderRatingStar } from './blocks/rating-star/render';

export const serverBlocks: ServerBlockModule[] = [
	{ metadata: markdownMetadata, render: renderMarkdown },
	{ metadata: ratingStarMetadata, render: renderRatingStar },
];

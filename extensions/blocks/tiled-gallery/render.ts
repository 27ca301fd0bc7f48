/**
 * The gallery as saved, with its images' resizing-service addresses sent to where this site
 * serves them (the CDN stand-in here; unchanged in a real WordPress).
 */
import type { RenderCallback } from '../../../shared/server-render/types';
import { servedCdnMarkup } from '../../../shared/images/cdn-markup';
import type { TiledGalleryAttributes } from './types';

export const render: RenderCallback< TiledGalleryAttributes > = (
	_attributes,
	content
) => servedCdnMarkup( content );

import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';
import type { PickedImage } from '../../../shared/images/image-source';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	sizeSlug: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

/** One slide as saved. */
export type Slide = PickedImage & { caption?: string };

/**
 * The slideshow's attributes from block.json; the arrays' item types cannot be read from a JSON
 * import (an `[]` default reads as `never[]`), so they are stated here.
 */
export type SlideshowAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	'images' | 'ids'
> & {
	images: Slide[];
	ids: number[];
};

export type SlideshowEffect = 'slide' | 'fade';

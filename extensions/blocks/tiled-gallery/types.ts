import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	columns: 'number',
	imageFilter: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

/**
 * The gallery's attributes from block.json; the three arrays' item types cannot be read from a
 * JSON import (an `[]` default reads as `never[]`), so they are stated here.
 */
export type TiledGalleryAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	'images' | 'ids' | 'columnWidths'
> & {
	images: GalleryImage[];
	ids: number[];
	columnWidths: number[][];
};

/** One image of the gallery as saved. */
export interface GalleryImage {
	id?: number;
	url: string;
	alt: string;
	caption?: string;
	width?: number;
	height?: number;
	/** The attachment page, where "link to attachment" goes. */
	link?: string;
}

export type GalleryStyle = 'rectangular' | 'circle' | 'square' | 'columns';
export type GalleryLink = 'attachment' | 'media' | 'none';
export type GalleryAlign = 'center' | 'wide' | 'full';
export type GalleryFilter =
	'black-and-white' | 'sepia' | '1977' | 'clarendon' | 'gingham';

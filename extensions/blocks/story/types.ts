import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	settings: 'object',
} as const satisfies UntypedAttributesOf< typeof metadata >;

/** One slide, as saved. */
export interface StoryMediaFile {
	id?: number;
	type: 'image' | 'video';
	url: string;
	alt?: string;
	title?: string;
	link?: string;
	mime?: string;
	caption?: string;
	width?: number;
	height?: number;
}

/** block.json's empty array default says nothing of the items, so they are named here. */
export type StoryAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	'mediaFiles'
> & { mediaFiles: StoryMediaFile[] };

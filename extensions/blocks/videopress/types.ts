import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	caption: 'string',
	guid: 'string',
	id: 'number',
	poster: 'string',
	src: 'string',
	videoPressClassNames: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type VideoAttributes = AttributesOf<
	typeof metadata,
	typeof untypedAttributeTypes
>;

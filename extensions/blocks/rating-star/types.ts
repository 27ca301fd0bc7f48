import type metadata from './block.json';
import type {
	BlockAttributes,
	UntypedAttributes,
} from '../../../shared/block-attributes/types';

type Declarations = ( typeof metadata )[ 'attributes' ];

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	color: 'string',
} as const satisfies UntypedAttributes< Declarations >;

export type RatingStarAttributes = BlockAttributes<
	Declarations,
	typeof untypedAttributeTypes
>;

export type RatingAlignment = 'left' | 'center' | 'right';

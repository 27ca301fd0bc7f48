import type metadata from './block.json';
import type {
	BlockAttributes,
	UntypedAttributes,
} from '../../../shared/block-attributes/types';

type Declarations = ( typeof metadata )[ 'attributes' ];

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	url: 'string',
} as const satisfies UntypedAttributes< Declarations >;

export type CalendlyAttributes = BlockAttributes<
	Declarations,
	typeof untypedAttributeTypes
>;

import type metadata from './block.json';
import type {
	BlockAttributes,
	UntypedAttributes,
} from '../../../shared/block-attributes/types';

type Declarations = ( typeof metadata )[ 'attributes' ];

/** Every attribute has a default, so none is typed again here. */
export const untypedAttributeTypes =
	{} as const satisfies UntypedAttributes< Declarations >;

export type EmailAttributes = BlockAttributes<
	Declarations,
	typeof untypedAttributeTypes
>;

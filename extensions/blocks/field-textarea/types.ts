import type metadata from './block.json';
import type { UntypedAttributes } from '../../../shared/block-attributes/types';
import type { FieldAttributes } from '../../../shared/form-fields/types';

type Declarations = ( typeof metadata )[ 'attributes' ];

/** Every attribute has a default in block.json: none to state here. */
export const untypedAttributeTypes =
	{} as const satisfies UntypedAttributes< Declarations >;

export type FieldTextareaAttributes = FieldAttributes<
	Declarations,
	typeof untypedAttributeTypes
>;

import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	price: 'number',
	productId: 'number',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type SimplePaymentsAttributes = AttributesOf<
	typeof metadata,
	typeof untypedAttributeTypes
>;

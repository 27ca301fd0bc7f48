import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	countryCode: 'string',
	phoneNumber: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type WhatsAppButtonAttributes = AttributesOf<
	typeof metadata,
	typeof untypedAttributeTypes
>;

export type ColorClass = 'dark' | 'light';

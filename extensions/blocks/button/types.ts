import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	element: 'string',
	uniqueId: 'string',
	passthroughAttributes: 'object',
	text: 'string',
	placeholder: 'string',
	url: 'string',
	textColor: 'string',
	customTextColor: 'string',
	backgroundColor: 'string',
	customBackgroundColor: 'string',
	gradient: 'string',
	customGradient: 'string',
	borderRadius: 'number',
	width: 'string',
	align: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type ButtonAttributes = AttributesOf<
	typeof metadata,
	typeof untypedAttributeTypes
>;

export type ButtonElement = 'a' | 'button' | 'input';

export type ButtonAlignment = 'left' | 'center' | 'right';

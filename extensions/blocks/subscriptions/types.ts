import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	buttonWidth: 'string',
	emailFieldBackgroundColor: 'string',
	customEmailFieldBackgroundColor: 'string',
	emailFieldGradient: 'string',
	customEmailFieldGradient: 'string',
	buttonBackgroundColor: 'string',
	customButtonBackgroundColor: 'string',
	buttonGradient: 'string',
	customButtonGradient: 'string',
	textColor: 'string',
	customTextColor: 'string',
	borderColor: 'string',
	customBorderColor: 'string',
	fontSize: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type SubscriptionsAttributes = AttributesOf<
	typeof metadata,
	typeof untypedAttributeTypes
>;

import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	signupFieldTag: 'string',
	signupFieldValue: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

/** `interests` defaults to an empty array, which block.json cannot type: it holds group ids. */
export type MailchimpAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	'interests'
> & { interests: string[] };

import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/**
 * block.json types of the attributes without a default. `to` and `subject` have none on purpose:
 * undefined means "never filled", so the editor fills them once (with the post author's address and
 * "[site title] post title") and the server falls back to the post author when a form was saved
 * before that.
 */
export const untypedAttributeTypes = {
	subject: 'string',
	to: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type ContactFormAttributes = AttributesOf<
	typeof metadata,
	typeof untypedAttributeTypes
>;

/** What a visitor sees after sending: '' a summary of the fields, a message, or a redirect. */
export type ThankYouKind = '' | 'message' | 'redirect';

import type metadata from './block.json';
import type {
	BlockAttributes,
	UntypedAttributes,
} from '../../../shared/block-attributes/types';

type Declarations = ( typeof metadata )[ 'attributes' ];

/**
 * block.json types of the attributes without a default. `to` and `subject` have none on purpose:
 * undefined means "never filled", so the editor fills them once (spec part 1, section 4) and the
 * server falls back to the post author when a form was saved before that.
 */
export const untypedAttributeTypes = {
	subject: 'string',
	to: 'string',
} as const satisfies UntypedAttributes< Declarations >;

export type ContactFormAttributes = BlockAttributes<
	Declarations,
	typeof untypedAttributeTypes
>;

/** What a visitor sees after sending: '' a summary of the fields, a message, or a redirect. */
export type ThankYouKind = '' | 'message' | 'redirect';

import type metadata from './block.json';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';
import type { Language } from './parse';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	lang: 'string',
} as const satisfies UntypedAttributesOf< typeof metadata >;

/** As block.json says, with the restaurant ids (an empty list by default) and languages named. */
export type OpentableAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	'rid' | 'lang'
> & { rid: string[]; lang?: Language };

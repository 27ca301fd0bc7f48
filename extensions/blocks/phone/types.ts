import type metadata from './block.json';
import type { AttributesOf } from '../../../shared/block-attributes/types';

/** Every attribute has a default, so none is typed again here. */
export type PhoneAttributes = AttributesOf< typeof metadata, {} >;

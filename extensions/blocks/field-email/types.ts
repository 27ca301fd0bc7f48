import type metadata from './block.json';
import type { FieldAttributes } from '../../../shared/form-fields/types';

/** Every field attribute has a default in block.json: none is typed again here. */
export type FieldEmailAttributes = FieldAttributes< typeof metadata, {} >;

import type metadata from './block.json';
import type { AttributesOf } from '../../../shared/block-attributes/types';

export type ImageCompareAttributes = AttributesOf< typeof metadata, {} >;

export type CompareOrientation = 'horizontal' | 'vertical';

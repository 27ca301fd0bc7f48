import type metadata from './block.json';
import type { MapPoint } from './points';
import type {
	AttributesOf,
	UntypedAttributesOf,
} from '../../../shared/block-attributes/types';

/** block.json types of the attributes without a default (checked against block.json by a test). */
export const untypedAttributeTypes = {
	mapHeight: 'integer',
} as const satisfies UntypedAttributesOf< typeof metadata >;

export type MapAttributes = Omit<
	AttributesOf< typeof metadata, typeof untypedAttributeTypes >,
	'points'
> & { points: MapPoint[]; align?: string; className?: string };

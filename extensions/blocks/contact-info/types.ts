import type { CommonAttributes } from '../../../shared/block-attributes/types';

/** block.json declares no attributes: the only one is `align`, from its supports. */
export type ContactInfoAttributes = CommonAttributes & {
	align?: 'wide' | 'full';
};

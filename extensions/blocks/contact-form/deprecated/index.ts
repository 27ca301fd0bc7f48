import type { BlockDeprecation } from '@wordpress/blocks';
import type { ContactFormAttributes } from '../types';
import v1 from './v1';
import v2 from './v2';

/** Earlier saved shapes, newest first. */
export const deprecated = [ v2, v1 ] as unknown as BlockDeprecation<
	ContactFormAttributes,
	Record< string, unknown >
>[];

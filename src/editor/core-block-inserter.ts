/**
 * Leaves the core blocks the site cannot render out of the inserter (and the slash menu), the
 * way a plugin would: a filter on block registration, added before initializeEditor registers
 * the core blocks.
 */
import { addFilter } from '@wordpress/hooks';
import type { BlockConfiguration } from '@wordpress/blocks';
import { CORE_BLOCKS_NOT_OFFERED } from './core-blocks-not-offered';

addFilter(
	'blocks.registerBlockType',
	'tessera/core-blocks-not-offered',
	( settings: BlockConfiguration, name: string ) =>
		name in CORE_BLOCKS_NOT_OFFERED
			? {
					...settings,
					supports: { ...settings.supports, inserter: false },
				}
			: settings
);

export {};

/**
 * Leaves out of the inserter (and the slash menu) the core blocks the site cannot render, and,
 * for users without `unfiltered_html`, those their save would break; the way a plugin would: a
 * filter on block registration, added before initializeEditor registers the core blocks.
 */
import { addFilter } from '@wordpress/hooks';
import type { BlockConfiguration } from '@wordpress/blocks';
import { isCoreBlockOffered } from './core-blocks-not-offered';

const canPostUnfilteredHtml =
	window.tesseraEditor?.user.capabilities.unfiltered_html === true;

addFilter(
	'blocks.registerBlockType',
	'tessera/core-blocks-not-offered',
	( settings: BlockConfiguration, name: string ) =>
		isCoreBlockOffered( name, canPostUnfilteredHtml )
			? settings
			: {
					...settings,
					supports: { ...settings.supports, inserter: false },
				}
);

export {};

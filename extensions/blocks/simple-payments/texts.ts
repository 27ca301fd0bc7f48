/** The purchase link's text left at its English block.json default, translated. */
import { __ } from '@wordpress/i18n';

import { blockTexts } from '../../../shared/locale/default-text';
import metadata from './block.json';

export const shownText = blockTexts( metadata.attributes, {
	postLinkText: () => __( 'Click here to purchase.', 'tessera' ),
} );

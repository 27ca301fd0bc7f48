/** The form's placeholder and button left at their English block.json defaults, translated. */
import { __ } from '@wordpress/i18n';

import { blockTexts } from '../../../shared/locale/default-text';
import metadata from './block.json';

export const shownText = blockTexts( metadata.attributes, {
	subscribePlaceholder: () => __( 'Email Address', 'tessera' ),
	submitButtonText: () => __( 'Subscribe', 'tessera' ),
} );

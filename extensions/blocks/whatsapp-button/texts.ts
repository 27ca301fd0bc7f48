/** The button's text and first message left at their English block.json defaults, translated. */
import { __ } from '@wordpress/i18n';

import { blockTexts } from '../../../shared/locale/default-text';
import metadata from './block.json';

export const shownText = blockTexts( metadata.attributes, {
	buttonText: () => __( 'Chat on WhatsApp', 'tessera' ),
	firstMessage: () =>
		__(
			'Hi, I got your WhatsApp information from your website.',
			'tessera'
		),
} );

/** The form's labels and placeholders left at their English block.json defaults, translated. */
import { __ } from '@wordpress/i18n';

import { blockTexts } from '../../../shared/locale/default-text';
import metadata from './block.json';

export const shownText = blockTexts( metadata.attributes, {
	emailLabel: () => __( 'Email address', 'tessera' ),
	emailPlaceholder: () => __( 'Enter your email address', 'tessera' ),
	firstNameLabel: () => __( 'First name', 'tessera' ),
	firstNamePlaceholder: () => __( 'Enter your first name', 'tessera' ),
	lastNameLabel: () => __( 'Last name', 'tessera' ),
	lastNamePlaceholder: () => __( 'Enter your last name', 'tessera' ),
} );

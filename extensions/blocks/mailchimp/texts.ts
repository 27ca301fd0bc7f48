/**
 * The sign-up's visitor texts an author left as they came. Their defaults in block.json are
 * English and are not stored in the post; a page shows them in its own language, as a render
 * callback falls back to `__()`. A text the author wrote stays as written.
 */
import { __ } from '@wordpress/i18n';

import { blockTexts } from '../../../shared/locale/default-text';
import metadata from './block.json';

export const shownText = blockTexts( metadata.attributes, {
	emailPlaceholder: () => __( 'Enter your email', 'tessera' ),
	consentText: () =>
		__(
			'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.',
			'tessera'
		),
	processingLabel: () => __( 'Processing…', 'tessera' ),
	successLabel: () => __( "Success! You're on the list.", 'tessera' ),
	errorLabel: () =>
		__(
			"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
			'tessera'
		),
} );

/**
 * The sign-up's visitor texts an author left as they came. Their defaults in block.json are
 * English and are not stored in the post; a page shows them in its own language, as a render
 * callback falls back to `__()`. A text the author wrote stays as written.
 */
import { __ } from '@wordpress/i18n';

import metadata from './block.json';
import type { MailchimpAttributes } from './types';

type TextName =
	| 'emailPlaceholder'
	| 'consentText'
	| 'processingLabel'
	| 'successLabel'
	| 'errorLabel';

/** The defaults, translated when called (in the language of the render that calls it). */
function translatedDefault( name: TextName ): string {
	switch ( name ) {
		case 'emailPlaceholder':
			return __( 'Enter your email', 'tessera' );
		case 'consentText':
			return __(
				'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.',
				'tessera'
			);
		case 'processingLabel':
			return __( 'Processing…', 'tessera' );
		case 'successLabel':
			return __( "Success! You're on the list.", 'tessera' );
		case 'errorLabel':
			return __(
				"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
				'tessera'
			);
	}
}

/**
 * @param attributes The block's attributes, defaults filled in.
 * @param name       Which text.
 */
export function shownText(
	attributes: Pick< MailchimpAttributes, TextName >,
	name: TextName
): string {
	const value = attributes[ name ];
	return value === metadata.attributes[ name ].default
		? translatedDefault( name )
		: value;
}

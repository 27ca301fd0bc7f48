import { __, sprintf } from '@wordpress/i18n';

import { isEmailValid } from './is-email-valid';

/**
 * The message for a comma-separated list of recipients (the contact form's "to" field), or null
 * when every address in it is valid. Entries are trimmed and empty ones ignored, so "a@x.com, ,"
 * is fine; an empty list is too (the field then falls back to the post author's address).
 */
export function recipientListError( list: string ): string | null {
	const invalid = list
		.split( ',' )
		.map( ( entry ) => entry.trim() )
		.filter( ( entry ) => entry !== '' && ! isEmailValid( entry ) );
	switch ( invalid.length ) {
		case 0:
			return null;
		case 1:
			return sprintf(
				/* translators: %s: an e-mail address. */
				__( '%s is not a valid email address.', 'tessera' ),
				invalid[ 0 ]
			);
		case 2:
			return sprintf(
				/* translators: 1: an e-mail address, 2: another e-mail address. */
				__( '%1$s and %2$s are not a valid email address.', 'tessera' ),
				invalid[ 0 ],
				invalid[ 1 ]
			);
		default:
			return sprintf(
				/* translators: %s: e-mail addresses separated by commas. */
				__( '%s are not a valid email address.', 'tessera' ),
				invalid.join( ', ' )
			);
	}
}

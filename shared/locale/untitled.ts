import { __ } from '@wordpress/i18n';

/**
 * What stands for a post without a title (a link, a list row, an e-mail), as WordPress writes
 * it. A function, not a constant: it is translated when called, in the language of that page,
 * e-mail or request, never once for the whole process.
 */
export function untitled(): string {
	return __( '(no title)', 'tessera' );
}

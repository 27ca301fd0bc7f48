import { __, sprintf } from '@wordpress/i18n';

/**
 * A whole percentage as the language writes it: `25%` in English, `25 %` in French.
 *
 * @param amount The percentage, 25 for a quarter.
 */
export function percentLabel( amount: number ): string {
	/* translators: %d: a width in percent. */
	return sprintf( __( '%d%%', 'tessera' ), amount );
}

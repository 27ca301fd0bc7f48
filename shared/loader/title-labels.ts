import { __, sprintf } from '@wordpress/i18n';

import type { TitleLabel } from './registration-decision';

function addLabel( title: string, label: TitleLabel ): string {
	if ( label === 'beta' ) {
		/* translators: %s: the title of a block or an editor extension. */
		return sprintf( __( '%s (beta)', 'tessera' ), title );
	}
	/* translators: %s: the title of a block that needs a paid plan. */
	return sprintf( __( '%s (paid)', 'tessera' ), title );
}

/**
 * Appends the labels to a title, in order: `Star Rating (beta) (paid)`.
 *
 * @param title  The translated title.
 * @param labels Labels from the registration decision.
 */
export function labelTitle( title: string, labels: TitleLabel[] ): string {
	return labels.reduce( addLabel, title );
}

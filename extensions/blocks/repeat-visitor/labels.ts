import { __, _n, sprintf } from '@wordpress/i18n';
import { safeCriteria, safeThreshold } from './rule';

/** The info notice telling the author who will see the block's content. */
export function visibilityNotice(
	criteria: unknown,
	threshold: unknown
): string {
	const limit = safeThreshold( threshold );
	if ( safeCriteria( criteria ) === 'after-visits' ) {
		return limit === 1
			? __(
					'This block will only appear to people who have visited this page more than once.',
					'tessera'
				)
			: sprintf(
					/* translators: %d: the number of visits. */
					_n(
						'This block will only appear to people who have visited this page more than %d time.',
						'This block will only appear to people who have visited this page more than %d times.',
						limit,
						'tessera'
					),
					limit
				);
	}
	return limit === 1
		? __(
				'This block will only appear to people who are visiting this page for the first time.',
				'tessera'
			)
		: sprintf(
				/* translators: %d: the number of visits. */
				_n(
					'This block will only appear to people who have visited this page at most %d time.',
					'This block will only appear to people who have visited this page at most %d times.',
					limit,
					'tessera'
				),
				limit
			);
}

/**
 * What a visitor is told after sending the subscription form. The outcome travels in the address
 * the form returns to (`?subscribe=<outcome>`), so it only ever names one of these fixed messages.
 */
import { __ } from '@wordpress/i18n';

export const OUTCOME_QUERY_ARG = 'subscribe';

const OUTCOMES = [ 'pending', 'already', 'invalid', 'busy' ] as const;

export type SubscribeOutcome = ( typeof OUTCOMES )[ number ];

export function isSubscribeOutcome(
	value: unknown
): value is SubscribeOutcome {
	return OUTCOMES.includes( value as SubscribeOutcome );
}

export function outcomeMessage( outcome: SubscribeOutcome ): string {
	switch ( outcome ) {
		case 'pending':
			return __(
				'Thanks for subscribing! Please check your inbox and click the link in the message to confirm your subscription.',
				'tessera'
			);
		case 'already':
			return __( 'You are already subscribed to this site.', 'tessera' );
		case 'busy':
			return __(
				'Too many sign-ups from your network just now. Please try again in a minute.',
				'tessera'
			);
		case 'invalid':
			return __(
				'There was an error when subscribing. Please enter a valid e-mail address.',
				'tessera'
			);
	}
}

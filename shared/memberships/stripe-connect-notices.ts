import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

const NOTICE_ID = 'tessera-stripe-connect';

/**
 * Back from the card provider's connection page: `stripe_connect_success` congratulates the
 * owner, `stripe_connect_cancelled` says it was cancelled. The flag leaves the address so that a
 * reload does not repeat the notice.
 *
 * @return Which notice was shown, if any.
 */
export function showStripeConnectNotice(): 'success' | 'cancelled' | null {
	const url = new URL( window.location.href );
	const success = url.searchParams.has( 'stripe_connect_success' );
	const cancelled = url.searchParams.has( 'stripe_connect_cancelled' );
	if ( ! success && ! cancelled ) {
		return null;
	}
	url.searchParams.delete( 'stripe_connect_success' );
	url.searchParams.delete( 'stripe_connect_cancelled' );
	window.history.replaceState( window.history.state, '', url.toString() );
	const notices = dispatch( noticesStore );
	if ( success ) {
		notices.createSuccessNotice(
			__(
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				'tessera'
			),
			{ id: NOTICE_ID }
		);
		return 'success';
	}
	notices.createErrorNotice(
		__( 'You cancelled connecting your site to Stripe.', 'tessera' ),
		{ id: NOTICE_ID }
	);
	return 'cancelled';
}

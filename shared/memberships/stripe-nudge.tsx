import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useServiceHosts } from '../service-hosts/use-service-hosts';
import { useConnectFlow } from './use-connect-flow';

/**
 * The prompt a payment block shows while the site is not connected to the card provider: what
 * is missing, that visitors do not see the block meanwhile, and the way to connect.
 */
export function StripeNudge( { connectUrl }: { connectUrl: string } ) {
	const hosts = useServiceHosts();
	const { connect, isRedirecting } = useConnectFlow( connectUrl, hosts );
	return (
		<div
			className="tessera-stripe-nudge"
			role="region"
			aria-label={ __( 'Stripe connection', 'tessera' ) }
		>
			<p className="tessera-stripe-nudge__title">
				{ __(
					'Connect to Stripe to use this block on your site',
					'tessera'
				) }
			</p>
			<p className="tessera-stripe-nudge__text">
				{ __(
					'This block will be hidden from your visitors until you connect to Stripe.',
					'tessera'
				) }
			</p>
			<Button
				variant="primary"
				onClick={ connect }
				isBusy={ isRedirecting }
				disabled={ isRedirecting || ! hosts }
				accessibleWhenDisabled
			>
				{ isRedirecting
					? __( 'Redirecting…', 'tessera' )
					: __( 'Connect', 'tessera' ) }
			</Button>
		</div>
	);
}

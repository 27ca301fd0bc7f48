import { Placeholder, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { lock } from '@wordpress/icons';

import { MEMBERSHIPS_HOST } from '../../../../shared/memberships/status';
import { StripeNudge } from '../../../../shared/memberships/stripe-nudge';
import { UpgradePrompt } from '../../../../shared/paid-blocks/upgrade-prompt';
import { useUpgradeFlow } from '../../../../shared/paid-blocks/use-upgrade-flow';
import { PLAN_CATALOG } from '../../../../shared/plans/catalog';
import type { PlansState } from '../use-donation-plans';

/** The placeholder shown when the memberships status could not be loaded. */
export function LoadingError() {
	return (
		<Placeholder
			icon={ lock }
			label={ __( 'Donations', 'tessera' ) }
			instructions={ sprintf(
				/* translators: %s: the platform's name, "WordPress.com". */
				__( 'Could not load data from %s.', 'tessera' ),
				MEMBERSHIPS_HOST
			) }
		/>
	);
}

function Upgrade() {
	const { upgrade, isRedirecting } = useUpgradeFlow(
		PLAN_CATALOG.personal,
		'tessera/donations'
	);
	return (
		<UpgradePrompt
			className="tessera-upgrade-nudge donations__upgrade"
			onUpgrade={ upgrade }
			isRedirecting={ isRedirecting }
		>
			<p>
				{ __(
					"You'll need to upgrade your plan to use the Donations block.",
					'tessera'
				) }
			</p>
		</UpgradePrompt>
	);
}

/** What stands above the tabs while the site cannot take donations yet. */
export function StatusPrompt( { state }: { state: PlansState } ) {
	switch ( state.kind ) {
		case 'loading':
			return <Spinner />;
		case 'upgrade':
			return <Upgrade />;
		case 'connect':
			return <StripeNudge connectUrl={ state.connectUrl } />;
		default:
			return null;
	}
}

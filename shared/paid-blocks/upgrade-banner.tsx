import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface UpgradeBannerProps {
	/** What needs the upgrade; the paid-block line unless given. */
	description?: string;
	onUpgrade: () => void;
	isRedirecting: boolean;
}

/**
 * The upgrade banner of spec part 3, section 2: 'Premium Block', a line saying what needs the
 * upgrade, and 'Upgrade' (reading 'Redirecting…' once clicked).
 */
export function UpgradeBanner( {
	description = __(
		'Upgrade your plan to use this premium block',
		'tessera'
	),
	onUpgrade,
	isRedirecting,
}: UpgradeBannerProps ) {
	return (
		<div
			className="tessera-upgrade-banner"
			role="region"
			aria-label={ __( 'Premium Block', 'tessera' ) }
		>
			<div className="tessera-upgrade-banner__text">
				<strong className="tessera-upgrade-banner__title">
					{ __( 'Premium Block', 'tessera' ) }
				</strong>
				<span className="tessera-upgrade-banner__description">
					{ description }
				</span>
			</div>
			<Button
				variant="primary"
				className="tessera-upgrade-banner__button"
				onClick={ onUpgrade }
				isBusy={ isRedirecting }
				disabled={ isRedirecting }
				accessibleWhenDisabled
			>
				{ isRedirecting
					? __( 'Redirecting…', 'tessera' )
					: __( 'Upgrade', 'tessera' ) }
			</Button>
		</div>
	);
}

import { __ } from '@wordpress/i18n';
import { UpgradePrompt } from './upgrade-prompt';

export interface UpgradeBannerProps {
	/** What needs the upgrade; the paid-block line unless given. */
	description?: string;
	onUpgrade: () => void;
	isRedirecting: boolean;
}

/**
 * The upgrade banner of a paid block or a gated upload: a region named 'Premium Block' holding
 * that title, a line saying what needs the upgrade, and 'Upgrade' (reading 'Redirecting…' once
 * clicked).
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
		<UpgradePrompt
			className="tessera-upgrade-banner"
			role="region"
			aria-label={ __( 'Premium Block', 'tessera' ) }
			buttonClassName="tessera-upgrade-banner__button"
			onUpgrade={ onUpgrade }
			isRedirecting={ isRedirecting }
		>
			<div className="tessera-upgrade-banner__text">
				<strong className="tessera-upgrade-banner__title">
					{ __( 'Premium Block', 'tessera' ) }
				</strong>
				<span className="tessera-upgrade-banner__description">
					{ description }
				</span>
			</div>
		</UpgradePrompt>
	);
}

import { __, sprintf } from '@wordpress/i18n';
import type { Plan } from '../../../../shared/availability';
import { UpgradePrompt } from '../../../../shared/paid-blocks/upgrade-prompt';
import { useUpgradePrompt } from '../../../../shared/paid-blocks/use-upgrade-prompt';
import { SLUG } from '../slug';

/**
 * Shown in the modal instead of the previews when the site's plan lacks them: what the plan
 * gives, and 'Upgrade' (reading 'Redirecting…' while the post is saved and the checkout opens).
 *
 * @param props      The component props.
 * @param props.plan The plan that includes the previews.
 */
export function UpgradePanel( { plan }: { plan: Plan } ) {
	const { upgrade, isRedirecting } = useUpgradePrompt( plan, SLUG, true );
	return (
		<UpgradePrompt
			className="tessera-social-previews__upgrade"
			onUpgrade={ upgrade }
			isRedirecting={ isRedirecting }
		>
			<h2 className="tessera-social-previews__upgrade-heading">
				{ sprintf(
					/* translators: %s: plan name, such as Business. */
					__(
						'Upgrade to the %s plan to see social previews',
						'tessera'
					),
					plan.product_name
				) }
			</h2>
			<p>
				{ __(
					'Preview how this post will look in Google search results and when it is shared on Facebook and Twitter, before you publish it.',
					'tessera'
				) }
			</p>
		</UpgradePrompt>
	);
}

import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { Plan } from '../../../../shared/availability';

interface PreviewsPanelProps {
	onOpen: () => void;
	/** The plan to upgrade to, when the site's plan lacks the previews. */
	upgradePlan?: Plan;
}

/**
 * The panel body in the sidebar and the pre-publish panel: what the previews are, and 'Preview'.
 * Below the plan they need, it says so here, before the person opens the modal.
 *
 * @param props             The component props.
 * @param props.onOpen      Opens the modal.
 * @param props.upgradePlan The plan that includes the previews, when the site lacks it.
 */
export function PreviewsPanel( { onOpen, upgradePlan }: PreviewsPanelProps ) {
	return (
		<div className="tessera-social-previews__panel">
			<p>
				{ __(
					'Preview what this will look like on social networks and Google search.',
					'tessera'
				) }
			</p>
			{ upgradePlan && (
				<p className="tessera-social-previews__plan-note">
					{ sprintf(
						/* translators: %s: plan name, such as Business. */
						__(
							'Social previews are part of the %s plan: upgrade to see them.',
							'tessera'
						),
						upgradePlan.product_name
					) }
				</p>
			) }
			<Button variant="secondary" onClick={ onOpen }>
				{ __( 'Preview', 'tessera' ) }
			</Button>
		</div>
	);
}

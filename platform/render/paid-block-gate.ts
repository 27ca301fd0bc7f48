import type { AppContext } from '../context';
import { getSettings } from '../content/settings';
import { extensionAvailability, planRequirements } from '../content/plans';
import { PLAN_CATALOG, type PlanSlug } from '../../shared/plans/catalog';
import type { BlockGate } from './blocks';
import { htmlSpecialChars } from '../../shared/server-render/html';

/**
 * What a Tessera block that needs a plan the site lacks becomes on the visitor page: nothing for
 * visitors (the site has not paid for it), and for people who can edit the post the block under
 * a banner that says why visitors do not see it, with a link to upgrade, unless the block's
 * `shouldDisplayFrontendBanner` is false. Other blocks pass through.
 *
 * @param ctx                The app.
 * @param input              The viewer and the page.
 * @param input.canEdit      Whether the viewer may edit the post.
 * @param input.siteFragment The site's host, for the checkout address.
 * @param input.returnTo     Where the upgrade returns to: the post's link.
 */
export function paidBlockGate(
	ctx: AppContext,
	input: { canEdit: boolean; siteFragment: string; returnTo: string }
): BlockGate {
	const plan = getSettings( ctx.db ).tessera_plan;
	const requirements = planRequirements( ctx.options.planRequirements );
	const requiredPlans = new Map< string, PlanSlug | undefined >();
	const requiredPlan = ( blockName: string ) => {
		if ( ! requiredPlans.has( blockName ) ) {
			const availability = extensionAvailability(
				blockName.slice( 'tessera/'.length ),
				plan,
				requirements
			);
			requiredPlans.set(
				blockName,
				availability.available
					? undefined
					: availability.details?.required_plan
			);
		}
		return requiredPlans.get( blockName );
	};
	return ( blockName, attributes, html ) => {
		if ( ! blockName.startsWith( 'tessera/' ) ) {
			return html;
		}
		const required = requiredPlan( blockName );
		if ( ! required ) {
			return html;
		}
		if ( ! input.canEdit ) {
			return '';
		}
		if ( attributes.shouldDisplayFrontendBanner === false ) {
			return html;
		}
		const target = PLAN_CATALOG[ required ];
		const checkout = `/checkout/${ encodeURIComponent( input.siteFragment ) }/${ target.path_slug }?redirect_to=${ encodeURIComponent( input.returnTo ) }`;
		return `<div class="tessera-frontend-upgrade-banner" role="note"><p><strong>${ htmlSpecialChars(
			`This block needs the ${ target.product_name } plan.`
		) }</strong> Your visitors do not see it until you upgrade. <a href="${ htmlSpecialChars(
			checkout
		) }">Upgrade</a></p></div>${ html }`;
	};
}

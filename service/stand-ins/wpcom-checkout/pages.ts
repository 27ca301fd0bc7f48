import type { Plan, PlanSlug } from '../../../shared/plans/catalog';
import {
	PLAN_CATALOG,
	PLAN_SLUGS,
	planIncludes,
} from '../../../shared/plans/catalog';
import { htmlSpecialChars } from '../../../shared/server-render/html';

/** What each plan adds, for the plans page (the store's own marketing, shortened). */
const PLAN_SUMMARIES: Record< PlanSlug, string > = {
	free: 'The blocks everyone gets.',
	personal: 'Audio uploads.',
	premium: 'Video uploads and video covers, and the premium blocks.',
	business: 'Everything in Premium, plus business tools.',
	ecommerce: 'Everything in Business, plus a store.',
};

export function checkoutPage( input: {
	plan: Plan;
	currentPlan: Plan;
	siteFragment: string;
	nonce: string;
	action: string;
	cancelUrl: string;
} ): string {
	const { plan, currentPlan } = input;
	if ( planIncludes( currentPlan.product_slug, plan.product_slug ) ) {
		return `<h1>Checkout</h1>
<p>Your site is already on the ${ htmlSpecialChars( currentPlan.product_name ) } plan, which includes everything in ${ htmlSpecialChars( plan.product_name ) }.</p>
<p><a class="button button-primary" href="${ htmlSpecialChars( input.cancelUrl ) }">Return</a></p>`;
	}
	return `<h1>Checkout</h1>
<p>Upgrade <strong>${ htmlSpecialChars( input.siteFragment ) }</strong> from the ${ htmlSpecialChars( currentPlan.product_name ) } plan to the <strong>${ htmlSpecialChars( plan.product_name ) }</strong> plan.</p>
<p class="description">${ htmlSpecialChars( PLAN_SUMMARIES[ plan.product_slug ] ) } This local store charges nothing.</p>
<form method="post" action="${ htmlSpecialChars( input.action ) }">
<input type="hidden" name="_wpnonce" value="${ htmlSpecialChars( input.nonce ) }">
<p><button type="submit" class="button button-primary">Confirm upgrade</button> <a class="button" href="${ htmlSpecialChars( input.cancelUrl ) }">Cancel</a></p>
</form>`;
}

export function plansPage( input: {
	currentPlan: Plan;
	siteFragment: string;
	/** Absent for people who may not buy: the page shows no upgrade links then. */
	checkoutUrl?: ( plan: Plan ) => string;
} ): string {
	const { currentPlan, checkoutUrl } = input;
	const action = ( plan: Plan ): string => {
		if ( plan.product_slug === currentPlan.product_slug ) {
			return '<strong>Your plan</strong>';
		}
		if (
			! checkoutUrl ||
			planIncludes( currentPlan.product_slug, plan.product_slug )
		) {
			return '';
		}
		return `<a class="button" href="${ htmlSpecialChars( checkoutUrl( plan ) ) }">Upgrade to ${ htmlSpecialChars( plan.product_name ) }</a>`;
	};
	const rows = PLAN_SLUGS.map( ( slug ) => {
		const plan = PLAN_CATALOG[ slug ];
		return `<tr><th scope="row">${ htmlSpecialChars( plan.product_name ) }</th><td>${ htmlSpecialChars( PLAN_SUMMARIES[ slug ] ) }</td><td>${ action( plan ) }</td></tr>`;
	} ).join( '' );
	return `<h1>Plans</h1>
<p>${ htmlSpecialChars( input.siteFragment ) } is on the <strong>${ htmlSpecialChars( input.currentPlan.product_name ) }</strong> plan.</p>
<table><thead><tr><th scope="col">Plan</th><th scope="col">What it adds</th><th scope="col"><span class="screen-reader-text">Action</span></th></tr></thead><tbody>${ rows }</tbody></table>`;
}

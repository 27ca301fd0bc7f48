import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { userCan } from '../../../platform/auth/capabilities';
import {
	getSettings,
	updateSettings,
} from '../../../platform/content/settings';
import { validateRedirect } from '../../../platform/content/safe-redirect';
import {
	PLAN_CATALOG,
	planByPathSlug,
	type Plan,
} from '../../../shared/plans/catalog';
import {
	nonceFor,
	nonceValid,
	requireUser,
} from '../../../platform/auth/page-auth';
import { adminDie, sendAdminPage } from '../../../platform/render/admin-reply';
import { checkoutPage, plansPage } from './pages';
import { withoutUpgradeFlag } from './redirect';

const NONCE_ACTION = 'tessera-checkout';

type CheckoutParams = { site: string; plan: string };

function siteFragment( request: FastifyRequest ): string {
	return new URL( request.origin ).host;
}

function checkoutPath( fragment: string, plan: Plan ): string {
	return `/checkout/${ encodeURIComponent( fragment ) }/${ plan.path_slug }`;
}

/**
 * The person and the plan of a checkout request, or null once the reply says why not: sign in
 * first; the site must be this one and the plan a real one (404); only administrators buy.
 */
function checkoutGuard(
	request: FastifyRequest,
	reply: FastifyReply
): Plan | null {
	if ( ! requireUser( request, reply ) ) {
		return null;
	}
	const params = request.params as CheckoutParams;
	const plan = planByPathSlug( params.plan );
	if ( params.site !== siteFragment( request ) || ! plan ) {
		adminDie( reply, 404, 'There is no such site or plan in this store.' );
		return null;
	}
	if ( ! userCan( request.user, 'manage_options' ) ) {
		adminDie(
			reply,
			403,
			'Only an administrator of this site can change its plan.'
		);
		return null;
	}
	return plan;
}

/**
 * A stand-in for the WordPress.com store: `/plans/{site}` shows the site's plan, and
 * `/checkout/{site}/{plan}?redirect_to=…` lets an administrator confirm an upgrade, which
 * changes the site's plan and returns to `redirect_to` (on this site only).
 */
export function registerStore( app: FastifyInstance, ctx: AppContext ): void {
	app.get( '/plans/:site', async ( request, reply ) => {
		if ( ! requireUser( request, reply ) ) {
			return reply;
		}
		const fragment = siteFragment( request );
		if ( ( request.params as { site: string } ).site !== fragment ) {
			return adminDie(
				reply,
				404,
				'There is no such site in this store.'
			);
		}
		const canBuy = userCan( request.user, 'manage_options' );
		return sendAdminPage(
			ctx,
			request,
			reply,
			'Plans',
			plansPage( {
				currentPlan: PLAN_CATALOG[ getSettings( ctx.db ).tessera_plan ],
				siteFragment: fragment,
				checkoutUrl: canBuy
					? ( plan ) => checkoutPath( fragment, plan )
					: undefined,
			} )
		);
	} );

	app.get( '/checkout/:site/:plan', async ( request, reply ) => {
		const plan = checkoutGuard( request, reply );
		if ( ! plan ) {
			return reply;
		}
		const redirectTo = validateRedirect(
			( request.query as Record< string, unknown > ).redirect_to,
			request.origin
		);
		return sendAdminPage(
			ctx,
			request,
			reply,
			'Checkout',
			checkoutPage( {
				plan,
				currentPlan: PLAN_CATALOG[ getSettings( ctx.db ).tessera_plan ],
				siteFragment: siteFragment( request ),
				nonce: nonceFor( ctx, request, NONCE_ACTION ),
				action: request.url,
				cancelUrl: withoutUpgradeFlag( redirectTo, request.origin ),
			} )
		);
	} );

	app.post( '/checkout/:site/:plan', async ( request, reply ) => {
		const plan = checkoutGuard( request, reply );
		if ( ! plan ) {
			return reply;
		}
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		if ( ! nonceValid( ctx, request, NONCE_ACTION, body._wpnonce ) ) {
			return adminDie( reply, 403, 'The link you followed has expired.' );
		}
		updateSettings( ctx.db, { tessera_plan: plan.product_slug } );
		return reply.redirect(
			validateRedirect(
				( request.query as Record< string, unknown > ).redirect_to,
				request.origin
			),
			303
		);
	} );
}

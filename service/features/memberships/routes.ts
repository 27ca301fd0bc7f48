import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import {
	RestError,
	requireCapability,
	invalidParam,
} from '../../../platform/rest/errors';
import { withRawBodies } from '../../../platform/rest/body-parsers';
import { userCan } from '../../../platform/auth/capabilities';
import { requireUser } from '../../../platform/auth/page-auth';
import { adminDie, sendAdminPage } from '../../../platform/render/admin-reply';
import { connectedAccountId } from '../../stand-ins/stripe/account';
import { WEBHOOK_PATH } from '../../stand-ins/stripe/hosts';
import { MEMBERSHIP_CURRENCIES } from '../../../shared/currency';
import {
	INTERVALS,
	createProduct,
	ensureDonationProducts,
	productInputError,
	productResponse,
	type ProductInput,
} from './products';
import { membershipsStatus } from './status';
import { handleWebhook } from './webhook';
import { reconcileWithProvider } from './reconcile';
import { EARNINGS_PATH, earningsPage, paymentsCsv } from './earnings';

const canEdit = requireCapability(
	'edit_posts',
	'rest_forbidden',
	'Sorry, you are not allowed to manage payments on this site.'
);

/** Products are made only on a site that may take payments: paid plan and connected account. */
function requireReady( ctx: AppContext, origin: string ): void {
	const status = membershipsStatus( ctx.db, { origin, canConnect: false } );
	if ( status.should_upgrade_to_access_memberships ) {
		throw new RestError(
			'memberships_upgrade_required',
			"You'll need to upgrade your plan to use the Payments block.",
			403
		);
	}
	if ( ! status.connected_account_id ) {
		throw new RestError(
			'memberships_not_connected',
			'Connect this site to Stripe before adding payment plans.',
			403
		);
	}
}

/**
 * `/wpcom/v2/memberships/status`, `/products` and `/product`: whether the site may take payments
 * (plan, card provider connection), its products, and new products. Anyone who may edit posts may
 * ask and add products; only an administrator is offered the connection link.
 */
export function registerMembershipsRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/memberships/status',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					source: {
						type: 'string',
						enum: [ 'gutenberg', 'gutenberg-wpcom', 'earn' ],
						default: 'gutenberg',
					},
					type: { type: 'string', enum: [ 'donation', '' ] },
				},
				permission: canEdit,
				handler: ( request ) => ( {
					data: membershipsStatus( ctx.db, {
						origin: request.origin,
						type: request.params.type || undefined,
						canConnect: userCan( request.user, 'manage_options' ),
					} ),
				} ),
			},
		],
	} );
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/memberships/products',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { type: { type: 'string', enum: [ 'donation', '' ] } },
				permission: canEdit,
				handler: ( request ) => ( {
					data: membershipsStatus( ctx.db, {
						origin: request.origin,
						type: request.params.type || undefined,
						canConnect: false,
					} ).products,
				} ),
			},
			{
				methods: [ 'POST' ],
				args: {
					type: {
						type: 'string',
						enum: [ 'donation' ],
						required: true,
					},
					currency: {
						type: 'string',
						enum: [ ...MEMBERSHIP_CURRENCIES ],
						required: true,
					},
				},
				permission: canEdit,
				handler: ( request ) => {
					requireReady( ctx, request.origin );
					return {
						data: {
							products: ensureDonationProducts(
								ctx.db,
								request.params.currency
							).map( productResponse ),
						},
					};
				},
			},
		],
	} );
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/memberships/product',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					title: { type: 'string', required: true },
					currency: { type: 'string', required: true },
					price: { type: [ 'number', 'string' ], required: true },
					interval: {
						type: 'string',
						enum: [ ...INTERVALS ],
						required: true,
					},
				},
				permission: canEdit,
				handler: ( request ) => {
					requireReady( ctx, request.origin );
					const error = productInputError( request.params );
					if ( error ) {
						throw invalidParam( error[ 0 ], error[ 1 ] );
					}
					const product = createProduct( ctx.db, {
						title: request.params.title,
						currency: request.params.currency,
						price: Number( request.params.price ),
						interval: request.params.interval,
					} as ProductInput );
					return { data: productResponse( product ) };
				},
			},
		],
	} );
}

/** The webhook endpoint the card provider posts to, and the earnings page with its export. */
export function registerMembershipsPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.addHook( 'onReady', async () => {
		// Not awaited: reading the events is a request into this server, answered once ready.
		setImmediate( () => {
			if ( ctx.db.open ) {
				reconcileWithProvider( app, ctx.db ).catch( () => undefined );
			}
		} );
	} );
	withRawBodies( app, ( scope ) => {
		scope.post( WEBHOOK_PATH, async ( request, reply ) => {
			const raw = Buffer.isBuffer( request.body )
				? request.body.toString( 'utf8' )
				: '';
			const result = handleWebhook(
				ctx.db,
				raw,
				request.headers[ 'stripe-signature' ],
				Math.floor( Date.now() / 1000 )
			);
			return reply.code( result.status ).send( result.body );
		} );
	} );
	app.get( EARNINGS_PATH, async ( request, reply ) => {
		if ( ! requireUser( request, reply ) ) {
			return reply;
		}
		if ( ! userCan( request.user, 'manage_options' ) ) {
			return adminDie(
				reply,
				403,
				'Sorry, you are not allowed to see the earnings of this site.'
			);
		}
		if ( ( request.query as Record< string, unknown > ).export === 'csv' ) {
			return reply
				.type( 'text/csv; charset=utf-8' )
				.header(
					'Content-Disposition',
					'attachment; filename="payments.csv"'
				)
				.header( 'Cache-Control', 'no-store' )
				.send( paymentsCsv( ctx.db ) );
		}
		return sendAdminPage(
			ctx,
			request,
			reply,
			'Earnings',
			earningsPage( ctx.db, connectedAccountId( ctx.db ) )
		);
	} );
}

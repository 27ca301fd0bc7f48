import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { SlidingWindow } from '../../../platform/auth/sliding-window';
import { userCan } from '../../../platform/auth/capabilities';
import {
	nonceFor,
	nonceValid,
	requireUser,
} from '../../../platform/auth/page-auth';
import { getSettings } from '../../../platform/content/settings';
import { validateRedirect } from '../../../platform/content/safe-redirect';
import { adminDie } from '../../../platform/render/admin-reply';
import { productById } from '../../../platform/store/memberships';
import { eventById, listEvents } from '../../../platform/store/stripe';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlPageSender } from '../html-page';
import { formatCurrency, isChargeableAmount } from '../../../shared/currency';
import {
	advanceClock,
	connectAccount,
	connectedAccountId,
	secretKey,
	setDeliveryMode,
} from './account';
import {
	confirmAuthentication,
	createSession,
	fromMinorUnits,
	payWithCard,
	refundPayment,
	renewDueSubscriptions,
	toMinorUnits,
	type Interval,
	type PayResult,
} from './checkout';
import { deliverDue, deliverEvent, deliverNew } from './deliver';
import {
	API_BASE,
	API_ORIGIN,
	CHECKOUT_BASE,
	CHECKOUT_ORIGIN,
	CONNECT_BASE,
	CONNECT_ORIGIN,
} from './hosts';
import {
	authenticationPage,
	checkoutPage,
	connectPage,
	messagePage,
} from './pages';
import { sessionById, type SessionRow } from '../../../platform/store/stripe';

function sessionAmount( session: SessionRow ): string {
	return formatCurrency(
		fromMinorUnits( session.amount_minor, session.currency ),
		session.currency
	);
}

const CONNECT_NONCE = 'tessera-stripe-connect';
const INTERVAL_LABELS: Record< string, string > = {
	'one-time': 'one-time',
	'1 month': 'per month',
	'1 year': 'per year',
};

/** The provider's pages never run script and post only to themselves. */
const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const send = htmlPageSender( PAGE_POLICY );

function field( body: unknown, name: string ): string {
	const value = ( body as Record< string, unknown > | null )?.[ name ];
	return typeof value === 'string' ? value : '';
}

/** The return address with the provider's flag added. */
function withFlag( path: string, origin: string, flag: string ): string {
	const url = new URL( path, origin );
	url.searchParams.set( flag, '1' );
	return url.pathname + url.search + url.hash;
}

function registerConnect( app: FastifyInstance, ctx: AppContext ) {
	const path = `${ CONNECT_BASE }/oauth/authorize`;
	const guard = ( request: FastifyRequest, reply: FastifyReply ) => {
		if ( ! requireUser( request, reply ) ) {
			return false;
		}
		if ( ! userCan( request.user, 'manage_options' ) ) {
			adminDie(
				reply,
				403,
				'Only an administrator of this site can connect it to Stripe.'
			);
			return false;
		}
		return true;
	};
	app.get( path, ( request, reply ) => {
		if ( ! guard( request, reply ) ) {
			return reply;
		}
		// The owner comes here from the editor; that is where the answer leads back.
		const redirectTo = validateRedirect(
			request.headers.referer,
			request.origin
		);
		return send(
			reply,
			connectPage( {
				siteName:
					getSettings( ctx.db ).title ||
					new URL( request.origin ).host,
				action: request.url,
				nonce: nonceFor( ctx, request, CONNECT_NONCE ),
				redirectTo,
			} )
		);
	} );
	app.post( path, ( request, reply ) => {
		if ( ! guard( request, reply ) ) {
			return reply;
		}
		if (
			! nonceValid(
				ctx,
				request,
				CONNECT_NONCE,
				field( request.body, '_wpnonce' )
			)
		) {
			return adminDie( reply, 403, 'The link you followed has expired.' );
		}
		const back = validateRedirect(
			field( request.body, 'redirect_to' ),
			request.origin
		);
		if ( field( request.body, 'decision' ) === 'approve' ) {
			connectAccount( ctx.db );
			return reply.redirect(
				withFlag( back, request.origin, 'stripe_connect_success' ),
				303
			);
		}
		return reply.redirect(
			withFlag( back, request.origin, 'stripe_connect_cancelled' ),
			303
		);
	} );
}

/** What a checkout link asks for, or the message of why it cannot be paid. */
function checkoutRequest( ctx: AppContext, request: FastifyRequest ) {
	const query = request.query as Record< string, unknown >;
	const planId = Number( query.plan );
	const product =
		Number.isSafeInteger( planId ) && planId > 0
			? productById( ctx.db, planId )
			: undefined;
	if ( ! product ) {
		return {
			error: 'This payment plan does not exist.',
			status: 404,
		} as const;
	}
	if ( ! connectedAccountId( ctx.db ) ) {
		return {
			error: 'This site cannot take payments yet.',
			status: 409,
		} as const;
	}
	let amount = Number( product.price );
	// A donation's amount is the donor's choice; a plan's price is fixed.
	if (
		product.type === 'donation' &&
		typeof query.amount === 'string' &&
		query.amount !== ''
	) {
		amount = /^\d+(\.\d+)?$/.test( query.amount )
			? Number( query.amount )
			: NaN;
	}
	if ( ! isChargeableAmount( amount, product.currency ) ) {
		return {
			error: 'This amount cannot be charged in this currency.',
			status: 400,
		} as const;
	}
	const redirect = validateRedirect( query.redirect, request.origin, '/' );
	const postId = Number( query.pid );
	return {
		product,
		amount,
		redirect,
		postId: Number.isSafeInteger( postId ) && postId > 0 ? postId : 0,
	} as const;
}

function sessionView(
	sessionId: string,
	ctx: AppContext,
	error?: string,
	email?: string
) {
	const session = sessionById( ctx.db, sessionId )!;
	const product = productById( ctx.db, session.product_id );
	return checkoutPage( {
		title: product?.title ?? 'Payment',
		amount: sessionAmount( session ),
		intervalLabel: INTERVAL_LABELS[ session.interval ] ?? '',
		sessionId,
		payAction: `${ CHECKOUT_BASE }/memberships/pay`,
		cancelUrl: session.cancel_url,
		error,
		email,
	} );
}

async function answerPayment(
	app: FastifyInstance,
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	result: PayResult,
	email: string
) {
	switch ( result.kind ) {
		case 'missing':
			return send(
				reply,
				messagePage(
					'Checkout',
					'This checkout has expired. Go back and start again.'
				),
				404
			);
		case 'refused':
			return send(
				reply,
				sessionView(
					field( request.body, 'session' ),
					ctx,
					result.outcome.message,
					email
				),
				402
			);
		case 'requires_action':
			return send(
				reply,
				authenticationPage( {
					amount: sessionAmount( result.session ),
					sessionId: result.session.id,
					action: `${ CHECKOUT_BASE }/memberships/confirm`,
				} )
			);
		case 'paid':
			await deliverNew( app, ctx.db, result.events );
			return reply.redirect(
				withFlag(
					result.session.success_url,
					request.origin,
					'payment_complete'
				),
				303
			);
		case 'already':
			// A second click, or a reload of the form: the first answer stands, nothing is charged again.
			if ( result.session.status === 'requires_action' ) {
				return send(
					reply,
					authenticationPage( {
						amount: sessionAmount( result.session ),
						sessionId: result.session.id,
						action: `${ CHECKOUT_BASE }/memberships/confirm`,
					} )
				);
			}
			return reply.redirect(
				withFlag(
					result.session.success_url,
					request.origin,
					'payment_complete'
				),
				303
			);
	}
}

/** Checkouts one address may open within the window: a donor's retries, not a flood of rows. */
const CHECKOUTS_PER_ADDRESS = 20;
const CHECKOUT_WINDOW_MS = 10 * 60 * 1000;

function registerCheckout( app: FastifyInstance, ctx: AppContext ) {
	const opened = new SlidingWindow( CHECKOUT_WINDOW_MS );
	app.get( `${ CHECKOUT_BASE }/memberships/`, ( request, reply ) => {
		if ( ! opened.take( request.ip, CHECKOUTS_PER_ADDRESS ) ) {
			reply.header( 'Retry-After', String( CHECKOUT_WINDOW_MS / 1000 ) );
			return send(
				reply,
				messagePage(
					'Checkout',
					'Too many checkouts were opened from your network. Please try again in a few minutes.'
				),
				429
			);
		}
		const asked = checkoutRequest( ctx, request );
		if ( 'error' in asked ) {
			return send(
				reply,
				messagePage( 'Checkout', asked.error ?? '' ),
				asked.status
			);
		}
		const session = createSession( ctx.db, {
			productId: asked.product.id,
			postId: asked.postId,
			amountMinor: toMinorUnits( asked.amount, asked.product.currency ),
			currency: asked.product.currency,
			interval: asked.product.interval as Interval,
			successUrl: asked.redirect,
			cancelUrl: asked.redirect,
		} );
		return send( reply, sessionView( session.id, ctx ) );
	} );
	app.post(
		`${ CHECKOUT_BASE }/memberships/pay`,
		async ( request, reply ) => {
			const email = field( request.body, 'email' ).trim();
			const sessionId = field( request.body, 'session' );
			if (
				sessionById( ctx.db, sessionId ) &&
				! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email )
			) {
				return send(
					reply,
					sessionView(
						sessionId,
						ctx,
						'Your email address is invalid.',
						email
					),
					400
				);
			}
			const result = payWithCard( ctx.db, sessionId, email, {
				number: field( request.body, 'cardnumber' ),
				expiry: field( request.body, 'exp-date' ),
				cvc: field( request.body, 'cvc' ),
			} );
			return answerPayment( app, ctx, request, reply, result, email );
		}
	);
	app.post(
		`${ CHECKOUT_BASE }/memberships/confirm`,
		async ( request, reply ) => {
			const result = confirmAuthentication(
				ctx.db,
				field( request.body, 'session' ),
				field( request.body, 'decision' ) === 'complete'
			);
			return answerPayment( app, ctx, request, reply, result, '' );
		}
	);
}

function apiError(
	reply: FastifyReply,
	status: number,
	type: string,
	message: string
) {
	return reply.code( status ).send( { error: { type, message } } );
}

/** The provider's API answers only its secret key, as a bearer token. */
function authorized( ctx: AppContext, request: FastifyRequest ): boolean {
	return request.headers.authorization === `Bearer ${ secretKey( ctx.db ) }`;
}

function registerApi( app: FastifyInstance, ctx: AppContext ) {
	const guard = ( request: FastifyRequest, reply: FastifyReply ) => {
		if ( authorized( ctx, request ) ) {
			return true;
		}
		apiError(
			reply,
			401,
			'invalid_request_error',
			'Invalid API Key provided.'
		);
		return false;
	};
	app.post(
		`${ API_BASE }/v1/test_helpers/test_clocks/advance`,
		async ( request, reply ) => {
			if ( ! guard( request, reply ) ) {
				return reply;
			}
			const seconds = Number( field( request.body, 'seconds' ) );
			if (
				! Number.isSafeInteger( seconds ) ||
				seconds <= 0 ||
				seconds > 10 * 366 * 86400
			) {
				return apiError(
					reply,
					400,
					'invalid_request_error',
					'seconds must be a positive whole number of at most ten years.'
				);
			}
			const frozenTime = advanceClock( ctx.db, seconds );
			const events = renewDueSubscriptions( ctx.db );
			await deliverNew( app, ctx.db, events );
			return {
				object: 'test_helpers.test_clock',
				frozen_time: frozenTime,
				status: 'ready',
				renewals: events.length,
			};
		}
	);
	app.post( `${ API_BASE }/v1/refunds`, async ( request, reply ) => {
		if ( ! guard( request, reply ) ) {
			return reply;
		}
		const paymentIntent = field( request.body, 'payment_intent' );
		const event = refundPayment( ctx.db, paymentIntent );
		if ( ! event ) {
			return apiError(
				reply,
				400,
				'invalid_request_error',
				`No such payment_intent: '${ paymentIntent }'`
			);
		}
		await deliverNew( app, ctx.db, [ event ] );
		return {
			object: 'refund',
			payment_intent: paymentIntent,
			status: 'succeeded',
		};
	} );
	app.get( `${ API_BASE }/v1/events`, ( request, reply ) => {
		if ( ! guard( request, reply ) ) {
			return reply;
		}
		const query = request.query as Record< string, unknown >;
		const after = Number( query.starting_after_seq ?? 0 ) || 0;
		const limit = Math.min(
			Math.max( Number( query.limit ?? 100 ) || 100, 1 ),
			1000
		);
		const rows = listEvents( ctx.db, after, limit );
		return {
			object: 'list',
			has_more: rows.length === limit,
			data: rows.map( ( row ) => ( {
				...JSON.parse( row.payload ),
				seq: row.seq,
			} ) ),
		};
	} );
	app.post(
		`${ API_BASE }/v1/test_helpers/events/:id/deliver`,
		async ( request, reply ) => {
			if ( ! guard( request, reply ) ) {
				return reply;
			}
			const event = eventById(
				ctx.db,
				( request.params as { id: string } ).id
			);
			if ( ! event ) {
				return apiError(
					reply,
					404,
					'invalid_request_error',
					'No such event.'
				);
			}
			return {
				id: event.id,
				delivered_status: await deliverEvent( app, ctx.db, event ),
			};
		}
	);
	app.post(
		`${ API_BASE }/v1/test_helpers/webhook_delivery`,
		( request, reply ) => {
			if ( ! guard( request, reply ) ) {
				return reply;
			}
			const mode = field( request.body, 'mode' );
			if ( mode !== 'immediate' && mode !== 'manual' ) {
				return apiError(
					reply,
					400,
					'invalid_request_error',
					'mode must be immediate or manual.'
				);
			}
			setDeliveryMode( ctx.db, mode );
			return { mode };
		}
	);
}

/**
 * The card provider: the account connection page, the hosted checkout visitors pay on, and the
 * API a test drives (clock, refunds, events, webhook delivery). Each real origin is mapped to its
 * local base through the service host map.
 */
export function registerStripePages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( CONNECT_ORIGIN, CONNECT_BASE );
	registerServiceHost( CHECKOUT_ORIGIN, CHECKOUT_BASE );
	registerServiceHost( API_ORIGIN, API_BASE );
	registerConnect( app, ctx );
	registerCheckout( app, ctx );
	registerApi( app, ctx );
	registerRetries( app, ctx );
}

/** How often the provider looks for webhooks to send again. */
const RETRY_POLL_MS = 30_000;

/**
 * The provider sends again every event the site has not acknowledged: at once when the server
 * starts (an event committed just before the process stopped was never sent), then as each
 * event's retry time comes.
 */
function registerRetries( app: FastifyInstance, ctx: AppContext ) {
	let timer: NodeJS.Timeout | undefined;
	const retry = () => {
		if ( ctx.db.open ) {
			deliverDue( app, ctx.db ).catch( () => undefined );
		}
	};
	app.addHook( 'onReady', async () => {
		// Not awaited: the deliveries are requests into this server, which answers once ready.
		setImmediate( retry );
		timer = setInterval( retry, RETRY_POLL_MS );
		timer.unref();
	} );
	app.addHook( 'onClose', async () => clearInterval( timer ) );
}

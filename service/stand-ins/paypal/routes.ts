import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import {
	listPaypalEvents,
	orderById,
	paypalEventById,
} from '../../store/paypal';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlPageSender } from '../html-page';
import { formatCurrency } from '../../../shared/currency';
import { isEmailValid } from '../../../shared/email';
import {
	accessToken,
	clientId,
	clientSecret,
	setDeliveryMode,
} from './account';
import { deliverEvent, deliverNew } from './deliver';
import { apiError, type ApiAnswer } from './errors';
import { cardFunding, type Funding } from './funding';
import { API_BASE, API_ORIGIN, WEB_BASE, WEB_ORIGIN } from './hosts';
import { approveOrder, captureOrder, createOrder, getOrder } from './orders';
import { approvalPage, messagePage } from './pages';
import { verifyDelivery } from './verify';

/** PayPal's pages never run script and post only to themselves. */
const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const send = htmlPageSender( PAGE_POLICY );

function field( body: unknown, name: string ): string {
	const value = ( body as Record< string, unknown > | null )?.[ name ];
	return typeof value === 'string' ? value : '';
}

function withQuery( url: string, query: Record< string, string > ): string {
	const address = new URL( url );
	for ( const [ key, value ] of Object.entries( query ) ) {
		address.searchParams.set( key, value );
	}
	return address.toString();
}

function approvalView(
	ctx: AppContext,
	token: string,
	error?: string,
	email?: string
) {
	const order = orderById( ctx.db, token );
	if ( ! order || order.status === 'COMPLETED' ) {
		return null;
	}
	return approvalPage( {
		token,
		action: `${ WEB_BASE }/checkoutnow`,
		payee: order.payee_email,
		item: order.item_name,
		quantity: order.quantity,
		total: formatCurrency( Number( order.value ), order.currency ),
		cancelUrl: withQuery( order.cancel_url, { token } ),
		error,
		email,
	} );
}

/** The buyer's funding source from the form, or the message of why it cannot pay. */
function funding(
	body: unknown
): { funding: Funding; email: string } | { error: string; email: string } {
	if ( field( body, 'method' ) === 'paypal' ) {
		const email = field( body, 'login_email' ).trim();
		return isEmailValid( email ) && field( body, 'login_password' ) !== ''
			? { funding: 'paypal', email }
			: {
					error: 'Some of your info isn’t correct. Please try again.',
					email,
				};
	}
	const email = field( body, 'email' ).trim();
	if ( ! isEmailValid( email ) ) {
		return { error: 'Enter a valid email address.', email };
	}
	const card = cardFunding(
		{
			number: field( body, 'cardnumber' ),
			expiry: field( body, 'exp-date' ),
			cvc: field( body, 'cvc' ),
			name: field( body, 'cardholder' ),
		},
		new Date()
	);
	return { ...card, email };
}

function registerApproval( app: FastifyInstance, ctx: AppContext ) {
	const path = `${ WEB_BASE }/checkoutnow`;
	app.get( path, ( request, reply ) => {
		const token = field( request.query, 'token' );
		const page = approvalView( ctx, token );
		return page
			? send( reply, page )
			: send(
					reply,
					messagePage(
						'This checkout session has expired or was already paid.'
					),
					404
				);
	} );
	app.post( path, ( request, reply ) => {
		const token = field( request.body, 'token' );
		const chosen = funding( request.body );
		if ( 'error' in chosen ) {
			const page = approvalView( ctx, token, chosen.error, chosen.email );
			return page
				? send( reply, page, 400 )
				: send(
						reply,
						messagePage(
							'This checkout session has expired or was already paid.'
						),
						404
					);
		}
		const order = approveOrder(
			ctx.db,
			token,
			chosen.email,
			chosen.funding,
			Date.now()
		);
		if ( ! order ) {
			return send(
				reply,
				messagePage(
					'This checkout session has expired or was already paid.'
				),
				404
			);
		}
		return reply.redirect(
			withQuery( order.return_url, { token, PayerID: order.payer_id } ),
			303
		);
	} );
}

function answer( reply: FastifyReply, result: ApiAnswer ) {
	return reply.code( result.status ).send( result.body );
}

/** The API answers only the app's access token, as a bearer token. */
function authorized( ctx: AppContext, request: FastifyRequest ): boolean {
	return (
		request.headers.authorization === `Bearer ${ accessToken( ctx.db ) }`
	);
}

function registerApi( app: FastifyInstance, ctx: AppContext ) {
	const guarded =
		(
			handler: ( request: FastifyRequest, reply: FastifyReply ) => unknown
		) =>
		( request: FastifyRequest, reply: FastifyReply ) =>
			authorized( ctx, request )
				? handler( request, reply )
				: answer(
						reply,
						apiError(
							401,
							'AUTHENTICATION_FAILURE',
							'INVALID_TOKEN',
							'Access Token not found in cache.'
						)
					);
	app.post( `${ API_BASE }/v1/oauth2/token`, ( request, reply ) => {
		const expected = Buffer.from(
			`${ clientId( ctx.db ) }:${ clientSecret( ctx.db ) }`
		).toString( 'base64' );
		if (
			request.headers.authorization !== `Basic ${ expected }` ||
			field( request.body, 'grant_type' ) !== 'client_credentials'
		) {
			return reply.code( 401 ).send( {
				error: 'invalid_client',
				error_description: 'Client Authentication failed',
			} );
		}
		return {
			scope: 'https://uri.paypal.com/services/payments/payment',
			access_token: accessToken( ctx.db ),
			token_type: 'Bearer',
			app_id: 'APP-80W284485P519543T',
			expires_in: 32400,
		};
	} );
	app.post(
		`${ API_BASE }/v2/checkout/orders`,
		guarded( ( request, reply ) =>
			answer( reply, createOrder( ctx.db, request.body, Date.now() ) )
		)
	);
	app.get(
		`${ API_BASE }/v2/checkout/orders/:id`,
		guarded( ( request, reply ) =>
			answer(
				reply,
				getOrder( ctx.db, ( request.params as { id: string } ).id )
			)
		)
	);
	app.post(
		`${ API_BASE }/v2/checkout/orders/:id/capture`,
		guarded( async ( request, reply ) => {
			const result = captureOrder(
				ctx.db,
				( request.params as { id: string } ).id,
				Date.now()
			);
			await deliverNew( app, ctx.db, result.events );
			return answer( reply, result );
		} )
	);
	app.get(
		`${ API_BASE }/v1/notifications/webhooks-events`,
		guarded( ( request ) => {
			const size = Math.min(
				Math.max(
					Number( field( request.query, 'page_size' ) ) || 10,
					1
				),
				300
			);
			const events = listPaypalEvents( ctx.db, size ).map( ( row ) =>
				JSON.parse( row.payload )
			);
			return { events, count: events.length, links: [] };
		} )
	);
	app.post(
		`${ API_BASE }/v1/notifications/webhooks-events/:id/resend`,
		guarded( async ( request, reply ) => {
			const event = paypalEventById(
				ctx.db,
				( request.params as { id: string } ).id
			);
			if ( ! event ) {
				return answer(
					reply,
					apiError(
						404,
						'RESOURCE_NOT_FOUND',
						'INVALID_RESOURCE_ID',
						'Specified resource ID does not exist. Please check the resource ID and try again.'
					)
				);
			}
			await deliverEvent( app, ctx.db, event );
			return reply.code( 202 ).send( JSON.parse( event.payload ) );
		} )
	);
	app.post(
		`${ API_BASE }/v1/notifications/verify-webhook-signature`,
		guarded( ( request ) => {
			const body = ( request.body ?? {} ) as Record< string, unknown >;
			return {
				verification_status: verifyDelivery(
					ctx.db,
					body,
					JSON.stringify( body.webhook_event ?? null )
				),
			};
		} )
	);
	// Not PayPal's: lets a test hold webhooks back and send them itself (twice, out of order).
	app.post(
		`${ API_BASE }/v1/test_helpers/webhook_delivery`,
		guarded( ( request, reply ) => {
			const mode = field( request.body, 'mode' );
			if ( mode !== 'immediate' && mode !== 'manual' ) {
				return answer(
					reply,
					apiError(
						400,
						'INVALID_REQUEST',
						'INVALID_PARAMETER_VALUE',
						'mode must be immediate or manual.',
						'/mode'
					)
				);
			}
			setDeliveryMode( ctx.db, mode );
			return { mode };
		} )
	);
}

/**
 * PayPal for the payment button: the buyer's approval page and the REST API (OAuth token,
 * orders, webhook events, signature verification). Each real origin is mapped to its local base
 * through the service host map.
 */
export function registerPaypalPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( WEB_ORIGIN, WEB_BASE );
	registerServiceHost( API_ORIGIN, API_BASE );
	registerApproval( app, ctx );
	registerApi( app, ctx );
}

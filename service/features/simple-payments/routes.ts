import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { SlidingWindow } from '../../../platform/auth/sliding-window';
import { withRawBodies } from '../../../platform/rest/body-parsers';
import { deliverNew } from '../../stand-ins/paypal/deliver';
import { WEBHOOK_PATH } from '../../stand-ins/paypal/hosts';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { htmlSpecialChars as h } from '../../../shared/server-render/html';
import {
	CHECKOUT_PATH,
	completeCheckout,
	RETURN_PATH,
	startCheckout,
} from './checkout';
import { handlePaypalWebhook } from './webhook';

function field( source: unknown, name: string ): string {
	const value = ( source as Record< string, unknown > | null )?.[ name ];
	return typeof value === 'string' ? value : '';
}

function message( reply: FastifyReply, status: number, text: string ) {
	return reply
		.code( status )
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', 'no-store' )
		.send(
			`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Payment</title></head><body><p>${ h( text ) }</p><p><a href="/">Back to the site</a></p></body></html>`
		);
}

/** Checkouts one address may start within the window: a buyer's retries, not a flood of orders. */
const CHECKOUTS_PER_ADDRESS = 20;
const CHECKOUT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The payment button's visitor routes (the Pay form's target and PayPal's return address) and
 * the webhook endpoint PayPal posts to.
 */
export function registerSimplePaymentsPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const started = new SlidingWindow( CHECKOUT_WINDOW_MS );
	app.post( CHECKOUT_PATH, ( request, reply ) => {
		if ( ! started.take( request.ip, CHECKOUTS_PER_ADDRESS ) ) {
			reply.header( 'Retry-After', String( CHECKOUT_WINDOW_MS / 1000 ) );
			return message(
				reply,
				429,
				'Too many payments were started from your network. Please try again in a few minutes.'
			);
		}
		const body = request.body;
		const origin = request.origin;
		const result = startCheckout(
			ctx.db,
			{
				productId: Number( field( body, 'product_id' ) ),
				postId: Number( field( body, 'post_id' ) ),
				quantity: field( body, 'quantity' ) || '1',
				origin,
			},
			Date.now()
		);
		if ( result.kind === 'error' ) {
			return message( reply, result.status, result.message );
		}
		return reply.redirect(
			serviceUrl( result.url, registeredServiceHosts(), origin ),
			303
		);
	} );
	app.get( RETURN_PATH, async ( request, reply ) => {
		const done = completeCheckout(
			ctx.db,
			field( request.query, 'token' ),
			Date.now()
		);
		if ( ! done ) {
			return message( reply, 404, 'This payment could not be found.' );
		}
		await deliverNew( app, ctx.db, done.events );
		return reply.redirect( done.address, 303 );
	} );
	withRawBodies( app, ( scope ) => {
		scope.post( WEBHOOK_PATH, ( request, reply ) => {
			const raw = Buffer.isBuffer( request.body )
				? request.body.toString( 'utf8' )
				: '';
			const result = handlePaypalWebhook(
				ctx.db,
				raw,
				request.headers,
				Date.now()
			);
			return reply.code( result.status ).send( result.body );
		} );
	} );
}

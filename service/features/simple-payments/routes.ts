import type { FastifyInstance, FastifyReply } from 'fastify';
import { __ } from '@wordpress/i18n';

import type { AppContext } from '../../../platform/context';
import { htmlLang } from '../../../platform/content/locale';
import { getSetting } from '../../../platform/content/settings';
import { inLocale } from '../../../platform/render/locale-strings';
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

/**
 * A page that says why a payment did not start or finish. It is called inside the site's
 * language (see `inSiteLanguage`), so its words and `text` are in it.
 *
 * @param ctx    The app.
 * @param reply  The reply.
 * @param status The HTTP status.
 * @param text   What happened, already translated.
 */
function message(
	ctx: AppContext,
	reply: FastifyReply,
	status: number,
	text: string
) {
	return reply
		.code( status )
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', 'no-store' )
		.send(
			`<!DOCTYPE html><html lang="${ h(
				htmlLang( getSetting( ctx.db, 'language' ) )
			) }"><head><meta charset="utf-8"><title>${ h(
				__( 'Payment', 'tessera' )
			) }</title></head><body><p>${ h( text ) }</p><p><a href="/">${ h(
				__( 'Back to the site', 'tessera' )
			) }</a></p></body></html>`
		);
}

/** Runs a visitor route in the site's language, as the pages it answers with are shown. */
function inSiteLanguage< T >( ctx: AppContext, route: () => T ): T {
	return inLocale( getSetting( ctx.db, 'language' ), route );
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
	app.post( CHECKOUT_PATH, ( request, reply ) =>
		inSiteLanguage( ctx, () => {
			if ( ! started.take( request.ip, CHECKOUTS_PER_ADDRESS ) ) {
				reply.header(
					'Retry-After',
					String( CHECKOUT_WINDOW_MS / 1000 )
				);
				return message(
					ctx,
					reply,
					429,
					__(
						'Too many payments were started from your network. Please try again in a few minutes.',
						'tessera'
					)
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
				return message( ctx, reply, result.status, result.message );
			}
			return reply.redirect(
				serviceUrl( result.url, registeredServiceHosts(), origin ),
				303
			);
		} )
	);
	app.get( RETURN_PATH, ( request, reply ) =>
		inSiteLanguage( ctx, async () => {
			const done = completeCheckout(
				ctx.db,
				field( request.query, 'token' ),
				Date.now()
			);
			if ( ! done ) {
				return message(
					ctx,
					reply,
					404,
					__( 'This payment could not be found.', 'tessera' )
				);
			}
			await deliverNew( app, ctx.db, done.events );
			return reply.redirect( done.address, 303 );
		} )
	);
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

/**
 * Webhook signatures. PayPal signs `<transmission id>|<transmission time>|<webhook id>|<CRC32 of
 * the body>` and puts the signature in the PAYPAL-TRANSMISSION-SIG header; a site asks PayPal's
 * verify-webhook-signature call whether a delivery is genuine. The stand-in signs with a key only
 * it holds (an HMAC where PayPal uses its certificate), so only that call can say yes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** How old a delivery may be when it is checked, in seconds. */
export const TRANSMISSION_TOLERANCE = 300;

function signedText(
	transmissionId: string,
	time: string,
	webhookId: string,
	body: string
): string {
	return `${ transmissionId }|${ time }|${ webhookId }|${ crc32( Buffer.from( body ) ) }`;
}

export function sign(
	key: string,
	transmissionId: string,
	time: string,
	webhookId: string,
	body: string
): string {
	return createHmac( 'sha256', key )
		.update( signedText( transmissionId, time, webhookId, body ) )
		.digest( 'base64' );
}

export interface VerifyRequest {
	auth_algo: unknown;
	cert_url: unknown;
	transmission_id: unknown;
	transmission_sig: unknown;
	transmission_time: unknown;
	webhook_id: unknown;
}

/** The answer of verify-webhook-signature: SUCCESS only for PayPal's own, recent signature. */
export function verify(
	key: string,
	expectedWebhookId: string,
	request: VerifyRequest,
	rawBody: string,
	nowMs: number
): 'SUCCESS' | 'FAILURE' {
	const {
		transmission_id: id,
		transmission_sig: sig,
		transmission_time: time,
	} = request;
	if (
		typeof id !== 'string' ||
		typeof sig !== 'string' ||
		typeof time !== 'string' ||
		request.webhook_id !== expectedWebhookId ||
		request.auth_algo !== 'SHA256withRSA'
	) {
		return 'FAILURE';
	}
	const sent = Date.parse( time );
	if (
		! Number.isFinite( sent ) ||
		Math.abs( nowMs - sent ) > TRANSMISSION_TOLERANCE * 1000
	) {
		return 'FAILURE';
	}
	const expected = Buffer.from(
		sign( key, id, time, expectedWebhookId, rawBody ),
		'base64'
	);
	const given = Buffer.from( sig, 'base64' );
	return given.length === expected.length &&
		timingSafeEqual( given, expected )
		? 'SUCCESS'
		: 'FAILURE';
}

import type { Db } from '../../../platform/store/db';
import { signingKey, webhookId } from './account';
import { verify } from './signature';

/**
 * verify-webhook-signature for this app: the transmission fields (from the delivery's headers)
 * and the raw body the site received.
 */
export function verifyDelivery(
	db: Db,
	fields: Record< string, unknown >,
	rawBody: string,
	nowMs = Date.now()
): 'SUCCESS' | 'FAILURE' {
	return verify(
		signingKey( db ),
		webhookId( db ),
		{
			auth_algo: fields.auth_algo,
			cert_url: fields.cert_url,
			transmission_id: fields.transmission_id,
			transmission_sig: fields.transmission_sig,
			transmission_time: fields.transmission_time,
			webhook_id: fields.webhook_id,
		},
		rawBody,
		nowMs
	);
}

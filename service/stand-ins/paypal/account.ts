/**
 * The site's PayPal app: its client id and secret (the API's credentials), the id of the webhook
 * it registered and the key webhooks are signed with, all made on first use and kept in the
 * site's options, as the developer dashboard keeps them for the app.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';

function secret( db: Db, name: string, make: () => string ): string {
	let value = getOption< string >( db, name, '' );
	if ( ! value ) {
		value = make();
		updateOption( db, name, value );
	}
	return value;
}

const upper = ( bytes: number ) =>
	randomBytes( bytes ).toString( 'hex' ).toUpperCase();

export function clientId( db: Db ): string {
	return secret( db, 'tessera_paypal_client_id', () => `A${ upper( 20 ) }` );
}

export function clientSecret( db: Db ): string {
	return secret(
		db,
		'tessera_paypal_client_secret',
		() => `E${ upper( 24 ) }`
	);
}

export function webhookId( db: Db ): string {
	return secret( db, 'tessera_paypal_webhook_id', () => upper( 9 ) );
}

/** The key PayPal signs this app's webhooks with (its private side; sites only ask PayPal to verify). */
export function signingKey( db: Db ): string {
	return secret( db, 'tessera_paypal_signing_key', () =>
		randomBytes( 32 ).toString( 'hex' )
	);
}

/** The bearer token `/v1/oauth2/token` hands out for the app's credentials. */
export function accessToken( db: Db ): string {
	return secret(
		db,
		'tessera_paypal_access_token',
		() => `A21AA${ randomBytes( 24 ).toString( 'base64url' ) }`
	);
}

/** 'immediate' (each event sent as it happens) or 'manual' (kept until a test resends it). */
export type DeliveryMode = 'immediate' | 'manual';

export function deliveryMode( db: Db ): DeliveryMode {
	return getOption< DeliveryMode >(
		db,
		'tessera_paypal_webhook_delivery',
		'immediate'
	);
}

export function setDeliveryMode( db: Db, mode: DeliveryMode ): void {
	updateOption( db, 'tessera_paypal_webhook_delivery', mode );
}

/**
 * The site's account at the card provider: the connected account id once the owner approved the
 * connection, the secret API key and the webhook signing secret (both made on first use and kept
 * in the site's options, as the real dashboard keeps them for the account).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';
import {
	STRIPE_ACCOUNT_OPTION,
	stripeAccountId,
} from '../../../platform/store/stripe';

const SECRET_KEY = 'tessera_stripe_secret_key';
const WEBHOOK_SECRET = 'tessera_stripe_webhook_secret';
const CLOCK = 'tessera_stripe_clock';
const DELIVERY = 'tessera_stripe_webhook_delivery';

function secret( db: Db, name: string, prefix: string ): string {
	let value = getOption< string >( db, name, '' );
	if ( ! value ) {
		value = prefix + randomBytes( 24 ).toString( 'hex' );
		updateOption( db, name, value );
	}
	return value;
}

export function connectedAccountId( db: Db ): string {
	return stripeAccountId( db );
}

export function connectAccount( db: Db ): string {
	const existing = connectedAccountId( db );
	if ( existing ) {
		return existing;
	}
	const id = 'acct_' + randomBytes( 8 ).toString( 'hex' );
	updateOption( db, STRIPE_ACCOUNT_OPTION, id );
	// The account's keys exist from the moment it is connected, as in the provider's dashboard.
	secretKey( db );
	webhookSecret( db );
	return id;
}

export function secretKey( db: Db ): string {
	return secret( db, SECRET_KEY, 'sk_test_' );
}

export function webhookSecret( db: Db ): string {
	return secret( db, WEBHOOK_SECRET, 'whsec_' );
}

/**
 * The provider's clock in unix seconds: the real time, moved forward by the test clock's advances
 * (renewals fall due when it passes a subscription's period end).
 */
export function providerNow( db: Db ): number {
	return (
		Math.floor( Date.now() / 1000 ) + getOption< number >( db, CLOCK, 0 )
	);
}

export function advanceClock( db: Db, seconds: number ): number {
	updateOption( db, CLOCK, getOption< number >( db, CLOCK, 0 ) + seconds );
	return providerNow( db );
}

/** 'immediate' (each event sent as it happens) or 'manual' (kept until a test sends it). */
export type DeliveryMode = 'immediate' | 'manual';

export function deliveryMode( db: Db ): DeliveryMode {
	return getOption< DeliveryMode >( db, DELIVERY, 'immediate' );
}

export function setDeliveryMode( db: Db, mode: DeliveryMode ): void {
	updateOption( db, DELIVERY, mode );
}

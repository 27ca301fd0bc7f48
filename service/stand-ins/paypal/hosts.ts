/** PayPal's real origins (sandbox) and where this server mounts the stand-in of each. */
export const API_ORIGIN = 'https://api-m.sandbox.paypal.com';
export const WEB_ORIGIN = 'https://www.sandbox.paypal.com';

export const API_BASE = '/stand-ins/api-m.sandbox.paypal.com';
export const WEB_BASE = '/stand-ins/www.sandbox.paypal.com';

/** Where PayPal sends the site's webhooks (the endpoint the site registered with its app). */
export const WEBHOOK_PATH = '/wpcom/simple-payments/paypal/webhook';

/** The buyer's approval page of an order, as the order's `approve` link names it. */
export function approveUrl( orderId: string ): string {
	return `${ WEB_ORIGIN }/checkoutnow?token=${ encodeURIComponent( orderId ) }`;
}

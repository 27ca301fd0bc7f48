/** The provider's real origins and where this server mounts the stand-in of each. */
export const CONNECT_ORIGIN = 'https://connect.stripe.com';
export const CHECKOUT_ORIGIN = 'https://subscribe.wordpress.com';
export const API_ORIGIN = 'https://api.stripe.com';

export const CONNECT_BASE = '/stand-ins/connect.stripe.com';
export const CHECKOUT_BASE = '/stand-ins/subscribe.wordpress.com';
export const API_BASE = '/stand-ins/api.stripe.com';

/** Where the provider sends the site's webhooks (the endpoint the site registered with it). */
export const WEBHOOK_PATH = '/wpcom/memberships/webhook';

/** The real address of the connection page the site owner is sent to. */
export function connectUrl( state: string ): string {
	const query = new URLSearchParams( {
		response_type: 'code',
		client_id: 'ca_tessera_local',
		scope: 'read_write',
		state,
	} );
	return `${ CONNECT_ORIGIN }/oauth/authorize?${ query }`;
}

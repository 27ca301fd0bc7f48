/** The hosted checkout a donation leads to, on the memberships platform. */
export const CHECKOUT_URL = 'https://subscribe.wordpress.com/memberships/';

/**
 * The checkout address of one product: the site, the product, the post to come back to, and
 * for a donation the amount the donor chose.
 */
export function checkoutUrl( input: {
	site: string;
	planId: number;
	postId: number;
	returnTo: string;
	locale: string;
	amount?: number;
} ): string {
	const query = new URLSearchParams( {
		blog: input.site,
		plan: String( input.planId ),
		lang: input.locale.split( '_' )[ 0 ] || 'en',
		pid: String( input.postId ),
		redirect: input.returnTo,
	} );
	if ( input.amount !== undefined ) {
		query.set( 'amount', String( input.amount ) );
	}
	return `${ CHECKOUT_URL }?${ query }`;
}

/**
 * Where a slot's ad comes from: the ad server's slot page for a size, this site and this post.
 * In WordPress the address is the ad network's; here the service host map sends it to the local
 * ad-server stand-in.
 */
export const AD_SERVER_ORIGIN = 'https://s.pubmine.com';

export function adSlotUrl(
	format: string,
	siteOrigin: string,
	postId: number
): string {
	const query = new URLSearchParams( {
		format,
		site: siteOrigin,
		post: String( postId ),
	} );
	return `${ AD_SERVER_ORIGIN }/slot?${ query.toString() }`;
}

/** The avatar sizes the REST API lists (rest_get_avatar_sizes()). */
const AVATAR_SIZES = [ 24, 48, 96 ];

/**
 * get_avatar_url(): the site's own avatar of a user (no request leaves the machine); user 0, a
 * commenter without an account, gets the blank one.
 */
export function avatarUrl(
	origin: string,
	userId: number,
	size: number
): string {
	return `${ origin }/wp-content/avatars/${ userId }.svg?s=${ size }`;
}

/** rest_get_avatar_urls(): one address per size. */
export function avatarUrls(
	origin: string,
	userId: number
): Record< string, string > {
	return Object.fromEntries(
		AVATAR_SIZES.map( ( size ) => [
			String( size ),
			avatarUrl( origin, userId, size ),
		] )
	);
}

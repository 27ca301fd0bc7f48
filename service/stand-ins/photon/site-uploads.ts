/** The largest upload copied from a WordPress site for resizing. */
const LARGEST_UPLOAD = 64 * 1024 * 1024;

/**
 * For the data the Tessera service keeps for a WordPress site: fetches one of that site's uploads
 * from its own address (never another host, never following a redirect), when it is an image.
 *
 * @param siteUrl The WordPress site's address.
 */
export function uploadFetcher( siteUrl: string ) {
	return async ( path: string ): Promise< Buffer | undefined > => {
		const response = await fetch( new URL( path, siteUrl ), {
			redirect: 'error',
			signal: AbortSignal.timeout( 15_000 ),
		} ).catch( () => undefined );
		if (
			! response?.ok ||
			! /^image\//.test( response.headers.get( 'content-type' ) ?? '' ) ||
			Number( response.headers.get( 'content-length' ) ?? 0 ) >
				LARGEST_UPLOAD
		) {
			return undefined;
		}
		const body = Buffer.from( await response.arrayBuffer() );
		return body.length <= LARGEST_UPLOAD ? body : undefined;
	};
}

/**
 * The mime type of a picture named by its address, by the extension of its path (query and
 * fragment left out); JPEG when the extension says nothing better, as most pictures are.
 *
 * @param url The picture's address.
 */
export function imageTypeOfUrl( url: string ): string {
	const extension = url
		.split( /[?#]/ )[ 0 ]
		.split( '.' )
		.pop()
		?.toLowerCase();
	switch ( extension ) {
		case 'gif':
			return 'image/gif';
		case 'png':
			return 'image/png';
		case 'webp':
			return 'image/webp';
		default:
			return 'image/jpeg';
	}
}

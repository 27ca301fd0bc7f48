/**
 * The mime check: whether a file's type is one the site allows. `allowedMimeTypes` has the shape of
 * WordPress's `get_allowed_mime_types()`, which the editor receives in its initial state:
 * `|`-separated extensions mapped to a mime type (`{ 'jpg|jpeg|jpe': 'image/jpeg' }`).
 */
export type AllowedMimeTypes = Readonly< Record< string, string > >;

/** "image/jpeg; charset=x" and "Image/JPEG" both as "image/jpeg". */
function essenceOf( mimeType: string ): string {
	return mimeType.split( ';' )[ 0 ].trim().toLowerCase();
}

function topLevelOf( mimeType: string ): string {
	return essenceOf( mimeType ).split( '/' )[ 0 ];
}

/** The allowed mime types of one top-level type ('image', 'video', ...), each once. */
export function allowedMimesOfType(
	allowedMimeTypes: AllowedMimeTypes,
	topLevelType: string
): string[] {
	const wanted = topLevelType.toLowerCase();
	const mimes = Object.values( allowedMimeTypes )
		.map( essenceOf )
		.filter( ( mime ) => topLevelOf( mime ) === wanted );
	return [ ...new Set( mimes ) ];
}

/** The extensions, lower case, whose mime type has the given top-level type. */
function allowedExtensionsOfType(
	allowedMimeTypes: AllowedMimeTypes,
	topLevelType: string
): string[] {
	const wanted = topLevelType.toLowerCase();
	return Object.entries( allowedMimeTypes )
		.filter( ( [ , mime ] ) => topLevelOf( mime ) === wanted )
		.flatMap( ( [ extensions ] ) => extensions.toLowerCase().split( '|' ) )
		.filter( ( extension ) => extension !== '' );
}

/**
 * Whether a file is of a top-level type ('image', 'video', 'audio') the site allows. A file name
 * is judged by its extension, whatever its case ("Photo.JPG"); a File (or anything with a `type`)
 * by its mime type, which must be one of the site's allowed types of that top-level type, so an
 * `image/svg+xml` file is not an image a site that does not allow SVG accepts.
 */
export function isFileOfType(
	file: string | { type: string },
	topLevelType: string,
	allowedMimeTypes: AllowedMimeTypes
): boolean {
	if ( typeof file === 'string' ) {
		const dot = file.lastIndexOf( '.' );
		return (
			dot >= 0 &&
			allowedExtensionsOfType( allowedMimeTypes, topLevelType ).includes(
				file.slice( dot + 1 ).toLowerCase()
			)
		);
	}
	return (
		typeof file?.type === 'string' &&
		allowedMimesOfType( allowedMimeTypes, topLevelType ).includes(
			essenceOf( file.type )
		)
	);
}

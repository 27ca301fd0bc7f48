/** An image as blocks keep it in their attributes (picked from the library or uploaded). */
export interface PickedImage {
	id?: number;
	url: string;
	alt: string;
	width?: number;
	height?: number;
}

const BLOB = /^blob:/i;

/**
 * The address an <img> may load: http(s) and site-relative addresses, and the editor's
 * temporary blob: address of an upload in progress. Anything else (javascript:, data:, junk)
 * loads nothing.
 */
export function safeImageUrl( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const url = value.trim();
	if ( BLOB.test( url ) ) {
		return url;
	}
	if ( url.startsWith( '/' ) && ! url.startsWith( '//' ) ) {
		return url;
	}
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:'
			? url
			: '';
	} catch {
		return '';
	}
}

/** Whether an address is an upload still in progress (the editor's local blob: preview). */
export function isUploading( url: string ): boolean {
	return BLOB.test( url );
}

function dimension( value: unknown ): number | undefined {
	return typeof value === 'number' && Number.isInteger( value ) && value > 0
		? value
		: undefined;
}

/**
 * A picked image read from untrusted attribute data (a saved post, a media record): null without
 * a usable address; a whole positive id, width and height or none; alt text as a string.
 */
export function pickedImage( value: unknown ): PickedImage | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const record = value as Record< string, unknown >;
	const url = safeImageUrl( record.url );
	if ( ! url ) {
		return null;
	}
	const image: PickedImage = {
		url,
		alt: typeof record.alt === 'string' ? record.alt : '',
	};
	const id = dimension( record.id );
	const width = dimension( record.width );
	const height = dimension( record.height );
	if ( id ) {
		image.id = id;
	}
	if ( width ) {
		image.width = width;
	}
	if ( height ) {
		image.height = height;
	}
	return image;
}

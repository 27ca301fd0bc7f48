/** WordPress's registered image sizes (Settings > Media defaults plus core's large sizes). */
export const IMAGE_SIZES: Record<
	string,
	{ width: number; height: number; crop: boolean }
> = {
	thumbnail: { width: 150, height: 150, crop: true },
	medium: { width: 300, height: 300, crop: false },
	medium_large: { width: 768, height: 0, crop: false },
	large: { width: 1024, height: 1024, crop: false },
	'1536x1536': { width: 1536, height: 1536, crop: false },
	'2048x2048': { width: 2048, height: 2048, crop: false },
};

export interface SizeDescription {
	file: string;
	width: number;
	height: number;
	mime_type: string;
	filesize?: number;
}

/**
 * The sub-sizes of an image, as image_resize_dimensions() would compute them. This server does not
 * resize images: each size is described with its dimensions and served from the original file
 * (the browser scales it). Cropped sizes are left out, since the original is not cropped.
 */
export function describeSizes(
	file: string,
	width: number,
	height: number,
	mime: string
): Record< string, SizeDescription > {
	const sizes: Record< string, SizeDescription > = {};
	for ( const [ name, size ] of Object.entries( IMAGE_SIZES ) ) {
		if ( size.crop ) {
			continue;
		}
		const limitW = size.width || Infinity;
		const limitH = size.height || Infinity;
		const ratio = Math.min( limitW / width, limitH / height );
		if ( ratio >= 1 ) {
			continue;
		}
		sizes[ name ] = {
			file,
			width: Math.round( width * ratio ),
			height: Math.round( height * ratio ),
			mime_type: mime,
		};
	}
	return sizes;
}

import sharp from 'sharp';

/** What a fixture photo looks like: a sky, a sun and two hills in the colours of its hues. */
export interface PhotoLook {
	/** Hue of the sky, 0 to 359. */
	sky: number;
	/** Hue of the land, 0 to 359. */
	land: number;
	/** Where the sun stands across the picture, 0 to 1. */
	sun: number;
}

const cache = new Map< string, Buffer >();
const CACHE_LIMIT = 200;

function svg( look: PhotoLook, width: number, height: number ): string {
	const sunX = Math.round( width * ( 0.15 + 0.7 * look.sun ) );
	const ridge = ( shift: number, lift: number ) =>
		`M0 ${ height } L0 ${ Math.round( height * lift ) } ` +
		`Q${ Math.round( width * shift ) } ${ Math.round(
			height * ( lift - 0.25 )
		) } ${ width } ${ Math.round( height * ( lift + 0.05 ) ) } L${ width } ${ height } Z`;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${ width }" height="${ height }">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${ look.sky },70%,45%)"/>
<stop offset="1" stop-color="hsl(${ ( look.sky + 40 ) % 360 },80%,80%)"/>
</linearGradient></defs>
<rect width="${ width }" height="${ height }" fill="url(#s)"/>
<circle cx="${ sunX }" cy="${ Math.round( height * 0.32 ) }" r="${ Math.round(
		Math.min( width, height ) * 0.12
	) }" fill="hsl(45,95%,85%)"/>
<path d="${ ridge( 0.3, 0.7 ) }" fill="hsl(${ look.land },45%,40%)"/>
<path d="${ ridge( 0.7, 0.85 ) }" fill="hsl(${ look.land },50%,25%)"/>
</svg>`;
}

/**
 * A real JPEG of the look at the given size, drawn once and kept (the stand-ins serve the same
 * few pictures again and again at a handful of sizes).
 */
export async function paintPhoto(
	look: PhotoLook,
	width: number,
	height: number
): Promise< Buffer > {
	const key = `${ look.sky }:${ look.land }:${ look.sun }:${ width }x${ height }`;
	const kept = cache.get( key );
	if ( kept ) {
		return kept;
	}
	const jpeg = await sharp( Buffer.from( svg( look, width, height ) ) )
		.jpeg( { quality: 72 } )
		.toBuffer();
	if ( cache.size >= CACHE_LIMIT ) {
		cache.delete( cache.keys().next().value! );
	}
	cache.set( key, jpeg );
	return jpeg;
}

/** A size scaled to fit inside `box` × `box`, never larger than the original. */
export function fitInside(
	width: number,
	height: number,
	box: number
): { width: number; height: number } {
	const scale = Math.min( 1, box / Math.max( width, height ) );
	return {
		width: Math.max( 1, Math.round( width * scale ) ),
		height: Math.max( 1, Math.round( height * scale ) ),
	};
}

/** The largest side the stand-ins draw: their "originals" are screen-sized, not camera-sized. */
export const LARGEST_SIDE = 1600;

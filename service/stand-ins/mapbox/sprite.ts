import sharp from 'sharp';
import type { Palette } from './style-variants';

/** One icon of a sprite sheet, as the sprite's JSON index describes it. */
interface SpriteEntry {
	x: number;
	y: number;
	width: number;
	height: number;
	pixelRatio: number;
}

/** The icons the detailed styles use: a town dot and a capital's ringed dot, in CSS pixels. */
const ICON_SIZE = 12;
const ICONS = [ 'dot', 'capital' ] as const;

function iconMarkup(
	name: ( typeof ICONS )[ number ],
	x: number,
	palette: Palette
): string {
	const middle = ICON_SIZE / 2;
	const dot = `<circle cx="${ x + middle }" cy="${ middle }" r="${ name === 'dot' ? 2.5 : 2 }" fill="${ palette.dot }" stroke="${ palette.halo }" stroke-width="1"/>`;
	return name === 'capital'
		? `<circle cx="${ x + middle }" cy="${ middle }" r="4.5" fill="${ palette.halo }" stroke="${ palette.dot }" stroke-width="1.2"/>${ dot }`
		: dot;
}

export interface Sprite {
	index: Record< string, SpriteEntry >;
	png: Buffer;
}

const sprites = new Map< string, Promise< Sprite > >();

/**
 * A style's sprite sheet at `pixelRatio` 1 or 2 (the `@2x` files): the icons in a row, drawn from
 * vector markup with sharp, and the JSON index of where each one is. Made once per style and ratio.
 *
 * @param key        The style the sprite belongs to.
 * @param palette    The style's colours.
 * @param pixelRatio 1, or 2 for high-density screens.
 */
export function sprite(
	key: string,
	palette: Palette,
	pixelRatio: 1 | 2
): Promise< Sprite > {
	const cacheKey = `${ key }@${ pixelRatio }`;
	let made = sprites.get( cacheKey );
	if ( ! made ) {
		made = draw( palette, pixelRatio );
		sprites.set( cacheKey, made );
	}
	return made;
}

async function draw( palette: Palette, pixelRatio: 1 | 2 ): Promise< Sprite > {
	const width = ICON_SIZE * ICONS.length;
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ width * pixelRatio }" height="${ ICON_SIZE * pixelRatio }" viewBox="0 0 ${ width } ${ ICON_SIZE }">${ ICONS.map(
		( name, i ) => iconMarkup( name, i * ICON_SIZE, palette )
	).join( '' ) }</svg>`;
	const png = await sharp( Buffer.from( svg ) ).png().toBuffer();
	const index: Record< string, SpriteEntry > = {};
	ICONS.forEach( ( name, i ) => {
		index[ name ] = {
			x: i * ICON_SIZE * pixelRatio,
			y: 0,
			width: ICON_SIZE * pixelRatio,
			height: ICON_SIZE * pixelRatio,
			pixelRatio,
		};
	} );
	return { index, png };
}

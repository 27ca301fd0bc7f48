import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeGlyphRange, type Glyph } from './glyph-pbf';
import { signedDistanceField } from './sdf';
import { readFontMetrics, type FontMetrics } from './ttf';
import { LABEL_FONT } from './style-document';

/**
 * The fonts the stand-in can serve, by the name styles use in `text-font`: the font file (from
 * Debian's fonts-dejavu-core, which fontconfig pulls in) and the family name the rasteriser knows
 * it by.
 */
const FONTS: Record< string, { family: string; file: string } > = {
	[ LABEL_FONT ]: {
		family: 'DejaVu Sans',
		file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
	},
};

/** The map library's glyph conventions: 24 px glyphs with a 3 px border around each bitmap. */
const FONT_SIZE = 24;
const BORDER = 3;
/**
 * How far above the baseline a glyph's `top` is counted from, in pixels: the map library centres
 * a line of text on its anchor assuming this, so capitals sit across the anchor.
 */
const TOP_REFERENCE = 25;

/** The grid the 256 glyphs of a range are drawn on, one cell each, in a single rasterisation. */
const CELL = 64;
const COLUMNS = 16;
const ORIGIN_X = 16;
const BASELINE = 44;

export interface GlyphRange {
	start: number;
	end: number;
}

/** `start-end` of a request: 256 code points from a multiple of 256, inside the BMP. */
export function parseGlyphRange( text: string ): GlyphRange | undefined {
	const match = /^(\d{1,5})-(\d{1,5})$/.exec( text );
	if ( ! match ) {
		return undefined;
	}
	const start = Number( match[ 1 ] );
	const end = Number( match[ 2 ] );
	return start % 256 === 0 && end === start + 255 && end <= 0xffff
		? { start, end }
		: undefined;
}

/** Whether a `{fontstack}` names only fonts the stand-in has. */
export function knownFontStack( stack: string ): boolean {
	return stack
		.split( ',' )
		.every( ( name ) => Object.hasOwn( FONTS, name.trim() ) );
}

const metricsByFont = new Map< string, FontMetrics >();

function fontMetrics( name: string ): FontMetrics {
	let metrics = metricsByFont.get( name );
	if ( ! metrics ) {
		metrics = readFontMetrics( FONTS[ name ].file );
		metricsByFont.set( name, metrics );
	}
	return metrics;
}

/** Code points of the range the font draws (control characters have no glyph). */
function drawable( metrics: FontMetrics, range: GlyphRange ): number[] {
	const codes: number[] = [];
	for ( let code = range.start; code <= range.end; code++ ) {
		const control = code < 0x20 || ( code >= 0x7f && code < 0xa0 );
		if ( ! control && metrics.advances.has( code ) ) {
			codes.push( code );
		}
	}
	return codes;
}

function cellOrigin( index: number ): [ number, number ] {
	return [ ( index % COLUMNS ) * CELL, Math.floor( index / COLUMNS ) * CELL ];
}

async function rasterise( family: string, codes: number[] ): Promise< Buffer > {
	const rows = Math.ceil( codes.length / COLUMNS );
	const texts = codes.map( ( code, i ) => {
		const [ x, y ] = cellOrigin( i );
		return `<text x="${ x + ORIGIN_X }" y="${ y + BASELINE }">&#x${ code.toString( 16 ) };</text>`;
	} );
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ COLUMNS * CELL }" height="${ rows * CELL }"><g font-family="${ family }" font-size="${ FONT_SIZE }" fill="#000">${ texts.join( '' ) }</g></svg>`;
	return sharp( Buffer.from( svg ) )
		.ensureAlpha()
		.extractChannel( 3 )
		.raw()
		.toBuffer();
}

/** The glyph drawn in cell `index` of the sheet: its ink box turned into a distance field. */
function cutGlyph(
	sheet: Buffer,
	index: number,
	code: number,
	advance: number
): Glyph {
	const [ cellX, cellY ] = cellOrigin( index );
	const stride = COLUMNS * CELL;
	let [ minX, minY, maxX, maxY ] = [ CELL, CELL, -1, -1 ];
	for ( let y = 0; y < CELL; y++ ) {
		for ( let x = 0; x < CELL; x++ ) {
			if ( sheet[ ( cellY + y ) * stride + cellX + x ] > 0 ) {
				minX = Math.min( minX, x );
				maxX = Math.max( maxX, x );
				minY = Math.min( minY, y );
				maxY = Math.max( maxY, y );
			}
		}
	}
	if ( maxX < 0 ) {
		return { id: code, width: 0, height: 0, left: 0, top: 0, advance };
	}
	const width = maxX - minX + 1;
	const height = maxY - minY + 1;
	const padded = width + 2 * BORDER;
	const coverage = new Uint8Array( padded * ( height + 2 * BORDER ) );
	for ( let y = 0; y < height; y++ ) {
		for ( let x = 0; x < width; x++ ) {
			coverage[ ( y + BORDER ) * padded + x + BORDER ] =
				sheet[ ( cellY + minY + y ) * stride + cellX + minX + x ];
		}
	}
	return {
		id: code,
		bitmap: signedDistanceField( coverage, padded, height + 2 * BORDER ),
		width,
		height,
		left: minX - ORIGIN_X,
		top: BASELINE - minY - TOP_REFERENCE,
		advance,
	};
}

async function generate( font: string, range: GlyphRange ): Promise< Buffer > {
	const metrics = fontMetrics( font );
	const codes = drawable( metrics, range );
	const sheet = codes.length
		? await rasterise( FONTS[ font ].family, codes )
		: Buffer.alloc( 0 );
	const glyphs = codes.map( ( code, i ) =>
		cutGlyph(
			sheet,
			i,
			code,
			Math.round(
				( metrics.advances.get( code )! * FONT_SIZE ) /
					metrics.unitsPerEm
			)
		)
	);
	return encodeGlyphRange( font, `${ range.start }-${ range.end }`, glyphs );
}

const pending = new Map< string, Promise< Buffer > >();

/**
 * The glyph range of a font stack as the fonts API serves it, made on first request and kept in
 * `<cacheDir>/<font>/<start>-<end>.pbf` from then on (written under a temporary name and renamed,
 * so a reader never sees half a file). A stack of several fonts is drawn with its first.
 *
 * @param cacheDir Where generated ranges are kept (in the site's data directory).
 * @param stack    The `{fontstack}` of the request (checked with knownFontStack).
 * @param range    The range (from parseGlyphRange).
 */
export function glyphRange(
	cacheDir: string,
	stack: string,
	range: GlyphRange
): Promise< Buffer > {
	const font = stack.split( ',' )[ 0 ].trim();
	const dir = join( cacheDir, encodeURIComponent( font ) );
	const file = join( dir, `${ range.start }-${ range.end }.pbf` );
	let result = pending.get( file );
	if ( ! result ) {
		result = ( async () => {
			if ( existsSync( file ) ) {
				return readFile( file );
			}
			const data = await generate( font, range );
			await mkdir( dir, { recursive: true } );
			const temporary = `${ file }.${ process.pid }.tmp`;
			await writeFile( temporary, data );
			await rename( temporary, file );
			return data;
		} )();
		pending.set( file, result );
		// Once on disk, later requests read the file; a failure may be retried.
		result.finally( () => pending.delete( file ) ).catch( () => undefined );
	}
	return result;
}

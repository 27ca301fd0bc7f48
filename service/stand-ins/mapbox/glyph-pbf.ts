import Pbf from 'pbf';

/** One glyph as the map library reads it: an SDF bitmap with a 3 px border, and its metrics. */
export interface Glyph {
	id: number;
	/** (width + 6) x (height + 6) distance values; absent for a glyph with no ink (a space). */
	bitmap?: Uint8Array;
	width: number;
	height: number;
	left: number;
	top: number;
	advance: number;
}

function writeGlyph( glyph: Glyph, pbf: Pbf ): void {
	pbf.writeVarintField( 1, glyph.id );
	if ( glyph.bitmap ) {
		pbf.writeBytesField( 2, glyph.bitmap );
	}
	pbf.writeVarintField( 3, glyph.width );
	pbf.writeVarintField( 4, glyph.height );
	pbf.writeSVarintField( 5, glyph.left );
	pbf.writeSVarintField( 6, glyph.top );
	pbf.writeVarintField( 7, glyph.advance );
}

/**
 * A glyph range in the fonts API's protocol buffer (`glyphs { stacks { name, range, glyphs } }`,
 * the format of Mapbox's glyphs.proto).
 *
 * @param name   The font stack.
 * @param range  `start-end`, for example `0-255`.
 * @param glyphs The range's glyphs.
 */
export function encodeGlyphRange(
	name: string,
	range: string,
	glyphs: readonly Glyph[]
): Buffer {
	const pbf = new Pbf();
	pbf.writeMessage(
		1,
		( _: null, stack: Pbf ) => {
			stack.writeStringField( 1, name );
			stack.writeStringField( 2, range );
			for ( const glyph of glyphs ) {
				stack.writeMessage( 3, writeGlyph, glyph );
			}
		},
		null
	);
	return Buffer.from( pbf.finish() );
}

/** Reads a glyph range back (the inverse of encodeGlyphRange), for checks. */
export function decodeGlyphRange( data: Uint8Array ): {
	name: string;
	range: string;
	glyphs: Glyph[];
} {
	const result = { name: '', range: '', glyphs: [] as Glyph[] };
	new Pbf( data ).readFields( ( tag, stacks, pbf ) => {
		if ( tag !== 1 ) {
			return;
		}
		pbf.readMessage( ( field, stack: typeof result, inner ) => {
			if ( field === 1 ) {
				stack.name = inner.readString();
			} else if ( field === 2 ) {
				stack.range = inner.readString();
			} else if ( field === 3 ) {
				stack.glyphs.push(
					inner.readMessage( readGlyph, emptyGlyph() )
				);
			}
		}, stacks );
	}, result );
	return result;
}

function emptyGlyph(): Glyph {
	return { id: 0, width: 0, height: 0, left: 0, top: 0, advance: 0 };
}

function readGlyph( tag: number, glyph: Glyph, pbf: Pbf ): void {
	if ( tag === 1 ) {
		glyph.id = pbf.readVarint();
	} else if ( tag === 2 ) {
		glyph.bitmap = pbf.readBytes();
	} else if ( tag === 3 ) {
		glyph.width = pbf.readVarint();
	} else if ( tag === 4 ) {
		glyph.height = pbf.readVarint();
	} else if ( tag === 5 ) {
		glyph.left = pbf.readSVarint();
	} else if ( tag === 6 ) {
		glyph.top = pbf.readSVarint();
	} else if ( tag === 7 ) {
		glyph.advance = pbf.readVarint();
	}
}

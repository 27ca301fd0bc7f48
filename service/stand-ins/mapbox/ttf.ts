import { readFileSync } from 'node:fs';

/** What the glyph generator needs from a TrueType font: its characters and their advances. */
export interface FontMetrics {
	unitsPerEm: number;
	/** Advance width in font units per Basic Multilingual Plane code point the font covers. */
	advances: Map< number, number >;
}

function tableOffsets( data: Buffer ): Map< string, number > {
	const tables = new Map< string, number >();
	const count = data.readUInt16BE( 4 );
	for ( let i = 0; i < count; i++ ) {
		const record = 12 + i * 16;
		tables.set(
			data.toString( 'latin1', record, record + 4 ),
			data.readUInt32BE( record + 8 )
		);
	}
	return tables;
}

/** The offset of the Windows Unicode BMP character map (platform 3, encoding 1, format 4). */
function unicodeMap( data: Buffer, cmap: number ): number {
	const count = data.readUInt16BE( cmap + 2 );
	for ( let i = 0; i < count; i++ ) {
		const record = cmap + 4 + i * 8;
		const subtable = cmap + data.readUInt32BE( record + 4 );
		if (
			data.readUInt16BE( record ) === 3 &&
			data.readUInt16BE( record + 2 ) === 1 &&
			data.readUInt16BE( subtable ) === 4
		) {
			return subtable;
		}
	}
	throw new Error( 'The font has no Unicode character map.' );
}

/** Code point to glyph index, walking the segments of a format 4 character map. */
function glyphIndexes( data: Buffer, table: number ): Map< number, number > {
	const segments = data.readUInt16BE( table + 6 ) / 2;
	const ends = table + 14;
	const starts = ends + segments * 2 + 2;
	const deltas = starts + segments * 2;
	const rangeOffsets = deltas + segments * 2;
	const glyphs = new Map< number, number >();
	for ( let s = 0; s < segments; s++ ) {
		const start = data.readUInt16BE( starts + s * 2 );
		const end = data.readUInt16BE( ends + s * 2 );
		const delta = data.readInt16BE( deltas + s * 2 );
		const rangeOffsetAt = rangeOffsets + s * 2;
		const rangeOffset = data.readUInt16BE( rangeOffsetAt );
		for ( let code = start; code <= end && code !== 0xffff; code++ ) {
			let glyph =
				rangeOffset === 0
					? code
					: data.readUInt16BE(
							rangeOffsetAt + rangeOffset + ( code - start ) * 2
						);
			if ( rangeOffset !== 0 && glyph === 0 ) {
				continue;
			}
			// Glyph indexes wrap round at 65536.
			glyph = ( glyph + delta + 0x10000 ) % 0x10000;
			if ( glyph !== 0 ) {
				glyphs.set( code, glyph );
			}
		}
	}
	return glyphs;
}

/**
 * Reads the character map and horizontal metrics of a TrueType font file (`head`, `hhea`, `hmtx`
 * and `cmap` tables): which code points it draws and how far each one advances the pen.
 *
 * @param path The font file.
 */
export function readFontMetrics( path: string ): FontMetrics {
	const data = readFileSync( path );
	const tables = tableOffsets( data );
	const head = tables.get( 'head' );
	const hhea = tables.get( 'hhea' );
	const hmtx = tables.get( 'hmtx' );
	const cmap = tables.get( 'cmap' );
	if ( [ head, hhea, hmtx, cmap ].includes( undefined ) ) {
		throw new Error( `${ path } is not a TrueType font.` );
	}
	const longMetrics = data.readUInt16BE( hhea! + 34 );
	const advance = ( glyph: number ) =>
		data.readUInt16BE( hmtx! + Math.min( glyph, longMetrics - 1 ) * 4 );
	const advances = new Map< number, number >();
	for ( const [ code, glyph ] of glyphIndexes(
		data,
		unicodeMap( data, cmap! )
	) ) {
		advances.set( code, advance( glyph ) );
	}
	return { unitsPerEm: data.readUInt16BE( head! + 18 ), advances };
}

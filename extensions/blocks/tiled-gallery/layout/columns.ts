/**
 * "Tiled columns": the images poured into equal columns, each going to the column that is
 * shortest so far (heights counted at one width, so an image adds 1 / ratio), the first column
 * on a tie. Circles and square tiles are plain rows of `columns` tiles.
 */

/** The default number of columns: three, or fewer when there are fewer images. */
export function defaultColumns( count: number ): number {
	return Math.max( 1, Math.min( 3, count ) );
}

/** The columns slider's top: twenty, and never more than the images. */
export function maxColumns( count: number ): number {
	return Math.max( 1, Math.min( 20, count ) );
}

/** A chosen number of columns, within 1 to maxColumns; the default when unset or not a number. */
export function effectiveColumns( columns: unknown, count: number ): number {
	if ( typeof columns !== 'number' || ! Number.isFinite( columns ) ) {
		return defaultColumns( count );
	}
	return Math.min(
		maxColumns( count ),
		Math.max( 1, Math.round( columns ) )
	);
}

/** Which images go in each column, in gallery order within a column. */
export function columnsLayout( ratios: number[], columns: number ): number[][] {
	const count = Math.max( 1, Math.min( columns, ratios.length || 1 ) );
	const heights = new Array< number >( count ).fill( 0 );
	const result: number[][] = Array.from( { length: count }, () => [] );
	ratios.forEach( ( ratio, index ) => {
		let shortest = 0;
		for ( let column = 1; column < count; column++ ) {
			if ( heights[ column ] < heights[ shortest ] - 1e-9 ) {
				shortest = column;
			}
		}
		result[ shortest ].push( index );
		heights[ shortest ] += 1 / ratio;
	} );
	return result;
}

/** Square and circle tiles: rows of `columns` images. */
export function squareRows( count: number, columns: number ): number[][] {
	const rows: number[][] = [];
	for ( let start = 0; start < count; start += columns ) {
		rows.push(
			Array.from(
				{ length: Math.min( columns, count - start ) },
				( _, i ) => start + i
			)
		);
	}
	return rows;
}

/**
 * The "Tiled mosaic" layout: the images, in order, cut into rows; each row holds columns, each
 * column one image or two stacked ones. Every tile of a row ends at the same height, so a
 * column's width is its share of the row's width-to-height ratio:
 *
 * - an image of ratio r (width / height) as a column of its own has ratio r;
 * - two images a and b stacked at one width have heights w/a and w/b, so the column's ratio is
 *   1 / (1/a + 1/b);
 * - a row's ratio is the sum of its columns' ratios, and a column's width is its ratio divided
 *   by the row's (the 4 px gaps are left to the stylesheet, which crops tiles a little to fit).
 *
 * Rows are filled greedily: a column is added while the row's ratio stays under ROW_RATIO (a
 * row about two and a half times as wide as it is high, which keeps tiles from getting small on
 * a wide page), and the row closes once it reaches it. Two wide images in a row that already has
 * a column are stacked into one column, so a run of panoramas does not turn into thin strips.
 * A single leftover image at the end joins the row before it when that row has room for it
 * (its ratio stays under MAX_ROW_RATIO); otherwise it gets a row of its own.
 */

export interface MosaicTile {
	/** The image's position in the gallery. */
	index: number;
	/** Its share of the column's height (1 for a column of one image). */
	share: number;
}

export interface MosaicColumn {
	/** Percentage of the row's width. */
	width: number;
	tiles: MosaicTile[];
}

export interface MosaicRow {
	/** The row's width divided by its height. */
	ratio: number;
	columns: MosaicColumn[];
}

/** The ratio a row fills up to. */
export const ROW_RATIO = 2.5;
/** The widest row a lone last image may still join. */
export const MAX_ROW_RATIO = 4;
/** At least this wide for two images to be stacked. */
export const WIDE_RATIO = 1.6;
/** Ratios are kept within these, so a sliver of a picture cannot take a whole row. */
const MIN_RATIO = 0.25;
const MAX_RATIO = 4;

/** An image's width / height, within sane bounds; 1 when its size is unknown. */
export function imageRatio( width?: number, height?: number ): number {
	if ( ! width || ! height || width <= 0 || height <= 0 ) {
		return 1;
	}
	return Math.min( MAX_RATIO, Math.max( MIN_RATIO, width / height ) );
}

interface Draft {
	ratio: number;
	columns: Array< { ratio: number; indexes: number[] } >;
}

function stackedRatio( a: number, b: number ): number {
	return 1 / ( 1 / a + 1 / b );
}

function finish( draft: Draft, ratios: number[] ): MosaicRow {
	return {
		ratio: draft.ratio,
		columns: draft.columns.map( ( column ) => {
			const inverse = column.indexes.reduce(
				( sum, index ) => sum + 1 / ratios[ index ],
				0
			);
			return {
				width: ( column.ratio / draft.ratio ) * 100,
				tiles: column.indexes.map( ( index ) => ( {
					index,
					share: 1 / ratios[ index ] / inverse,
				} ) ),
			};
		} ),
	};
}

/** The mosaic of images with these ratios. */
export function mosaicLayout( ratios: number[] ): MosaicRow[] {
	const drafts: Draft[] = [];
	let row: Draft = { ratio: 0, columns: [] };
	let index = 0;
	while ( index < ratios.length ) {
		const a = ratios[ index ];
		const b = ratios[ index + 1 ];
		const stack =
			row.columns.length > 0 &&
			b !== undefined &&
			a >= WIDE_RATIO &&
			b >= WIDE_RATIO;
		const column = stack
			? { ratio: stackedRatio( a, b ), indexes: [ index, index + 1 ] }
			: { ratio: a, indexes: [ index ] };
		row.columns.push( column );
		row.ratio += column.ratio;
		index += column.indexes.length;
		if ( row.ratio >= ROW_RATIO ) {
			drafts.push( row );
			row = { ratio: 0, columns: [] };
		}
	}
	if ( row.columns.length ) {
		const previous = drafts[ drafts.length - 1 ];
		if (
			previous &&
			row.columns.length === 1 &&
			previous.ratio + row.ratio < MAX_ROW_RATIO
		) {
			previous.columns.push( ...row.columns );
			previous.ratio += row.ratio;
		} else {
			drafts.push( row );
		}
	}
	return drafts.map( ( draft ) => finish( draft, ratios ) );
}

/** Column widths as saved: five decimals. */
export function savedColumnWidths( rows: MosaicRow[] ): number[][] {
	return rows.map( ( row ) =>
		row.columns.map( ( column ) => Number( column.width.toFixed( 5 ) ) )
	);
}

/**
 * The rows with saved column widths applied, when the saved widths have the layout's shape
 * (a row count and column counts that match); otherwise the computed widths stand. Widths are
 * written with up to 12 decimals.
 */
export function withColumnWidths(
	rows: MosaicRow[],
	saved: unknown
): MosaicRow[] {
	const fits =
		Array.isArray( saved ) &&
		saved.length === rows.length &&
		saved.every(
			( widths, row ) =>
				Array.isArray( widths ) &&
				widths.length === rows[ row ].columns.length &&
				widths.every(
					( width ) =>
						typeof width === 'number' && width > 0 && width <= 100
				)
		);
	return rows.map( ( row, r ) => ( {
		...row,
		columns: row.columns.map( ( column, c ) => ( {
			...column,
			width: Number(
				( fits
					? ( saved as number[][] )[ r ][ c ]
					: column.width
				).toFixed( 12 )
			),
		} ) ),
	} ) );
}

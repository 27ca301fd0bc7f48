import { columnsLayout, effectiveColumns, squareRows } from './columns';
import {
	imageRatio,
	mosaicLayout,
	withColumnWidths,
	type MosaicColumn,
} from './mosaic';
import type { GalleryImage, GalleryStyle } from '../types';

export interface PlannedRow {
	/** Width / height of a mosaic row, which fixes its height; other layouts size by content. */
	ratio?: number;
	columns: MosaicColumn[];
}

function equalColumns( groups: number[][], count: number ): MosaicColumn[] {
	const width = Number( ( 100 / count ).toFixed( 12 ) );
	return groups.map( ( indexes ) => ( {
		width,
		tiles: indexes.map( ( index ) => ( { index, share: 1 } ) ),
	} ) );
}

function ratiosOf( images: GalleryImage[] ): number[] {
	return images.map( ( image ) => imageRatio( image.width, image.height ) );
}

/** The rows of a gallery in one of its layouts; what the editor and the saved markup both draw. */
export function planGallery(
	style: GalleryStyle,
	images: GalleryImage[],
	columns: unknown,
	columnWidths: unknown
): PlannedRow[] {
	if ( ! images.length ) {
		return [];
	}
	const count = effectiveColumns( columns, images.length );
	if ( style === 'columns' ) {
		return [
			{
				columns: equalColumns(
					columnsLayout( ratiosOf( images ), count ),
					count
				),
			},
		];
	}
	if ( style === 'circle' || style === 'square' ) {
		return squareRows( images.length, count ).map( ( row ) => ( {
			columns: equalColumns(
				row.map( ( index ) => [ index ] ),
				count
			),
		} ) );
	}
	return withColumnWidths(
		mosaicLayout( ratiosOf( images ) ),
		columnWidths
	).map( ( row ) => ( {
		ratio: Number( row.ratio.toFixed( 5 ) ),
		columns: row.columns,
	} ) );
}

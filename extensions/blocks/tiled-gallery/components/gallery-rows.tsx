import type { ReactNode } from 'react';
import type { PlannedRow } from '../layout/plan';

interface Props {
	rows: PlannedRow[];
	/** Draws one tile: the image at `index`, taking `fraction` of the gallery's width. */
	tile: ( index: number, fraction: number ) => ReactNode;
}

/**
 * The rows and columns of a gallery. A mosaic row has its ratio as an aspect ratio, so its
 * height is fixed and its tiles share it; a column's width is its share of the row.
 */
export default function GalleryRows( { rows, tile }: Props ) {
	return (
		<div className="tiled-gallery__gallery">
			{ rows.map( ( row, r ) => (
				<div
					key={ r }
					className="tiled-gallery__row"
					style={
						row.ratio
							? { aspectRatio: String( row.ratio ) }
							: undefined
					}
				>
					{ row.columns.map( ( column, c ) => (
						<div
							key={ c }
							className="tiled-gallery__col"
							style={ { width: `${ column.width }%` } }
						>
							{ column.tiles.map( ( { index, share } ) => (
								<div
									key={ index }
									className="tiled-gallery__tile"
									style={
										row.ratio && column.tiles.length > 1
											? {
													flexGrow: Number(
														share.toFixed( 5 )
													),
												}
											: undefined
									}
								>
									{ tile( index, column.width / 100 ) }
								</div>
							) ) }
						</div>
					) ) }
				</div>
			) ) }
		</div>
	);
}

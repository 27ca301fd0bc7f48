/**
 * The gallery a visitor sees, drawn by the server from the block's attributes (the block saves
 * only its comment). The markup is the one the block used to save: the same rows, columns and
 * tiles as the editor's layout (`layout/plan.ts`), images through the resizing service with a
 * `srcset` and `sizes` fitted to the tile, links per "Link to", captions, and the filter, corner,
 * style and alignment classes. Its resizing-service addresses are then sent to where this site
 * serves them (the CDN stand-in here; unchanged in a real WordPress).
 *
 * Attributes come from post content anyone allowed to edit may have written by hand: every value
 * is read through the same checks the editor uses (`settings.ts`), and every string reaches the
 * markup through the escaping helpers.
 */
import {
	escapeUrl,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { servedCdnMarkup } from '../../../shared/images/cdn-markup';
import { isUploading } from '../../../shared/images/image-source';
import { resizedImgAttributes } from '../../../shared/images/resized-img-html';
import { galleryClasses } from './class-names';
import { planGallery, type PlannedRow } from './layout/plan';
import {
	galleryAlign,
	galleryImages,
	galleryLink,
	galleryStyle,
	isSquareish,
} from './settings';
import type {
	GalleryAlign,
	GalleryImage,
	GalleryLink,
	TiledGalleryAttributes,
} from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-tiled-gallery';

/**
 * The widest the theme draws the gallery (its content and wide sizes), for `sizes`; a full-width
 * gallery takes the viewport, so it has none.
 */
function maxWidthOf( align: GalleryAlign | undefined ): number | undefined {
	if ( align === 'full' ) {
		return undefined;
	}
	return align === 'wide' ? 1100 : 680;
}

function linkOf( image: GalleryImage, linkTo: GalleryLink ): string {
	if ( linkTo === 'media' ) {
		return image.url;
	}
	return linkTo === 'attachment' && image.link ? image.link : '';
}

/**
 * The caption is rich text (bold, links…) kept in the block's comment. The site filters every
 * string of a block's attributes with its allowed-HTML rules when the post is saved by someone who
 * may not post unfiltered HTML, as it filters the post's own markup; so, like the saved markup of
 * any block, it is printed as it was stored.
 */
function captionHtml( caption: string | undefined ): string {
	return caption
		? `<figcaption class="tiled-gallery__caption">${ caption }</figcaption>`
		: '';
}

interface TileOptions {
	square: boolean;
	linkTo: GalleryLink;
	/** The block's widest drawn size, for `sizes`; none for a full-width gallery. */
	maxWidth?: number;
}

function tileHtml(
	image: GalleryImage,
	fraction: number,
	options: TileOptions
): string {
	const img = `<img${ htmlAttributes( {
		alt: image.alt,
		'data-id': image.id,
		'data-width': image.width,
		'data-height': image.height,
		...resizedImgAttributes( image, {
			square: options.square,
			fraction,
			blockWidth: options.maxWidth,
		} ),
		loading: 'lazy',
	} ) }/>`;
	const href = escapeUrl( linkOf( image, options.linkTo ) );
	return `<figure class="tiled-gallery__item">${
		href ? `<a href="${ href }">${ img }</a>` : img
	}${ captionHtml( image.caption ) }</figure>`;
}

function rowsHtml(
	rows: PlannedRow[],
	images: GalleryImage[],
	options: TileOptions
): string {
	return rows
		.map( ( row ) => {
			const columns = row.columns.map( ( column ) => {
				const tiles = column.tiles.map( ( { index, share } ) => {
					// In a mosaic row, stacked tiles split the column's height by their share.
					const grow =
						row.ratio && column.tiles.length > 1
							? `flex-grow:${ Number( share.toFixed( 5 ) ) }`
							: undefined;
					return `<div${ htmlAttributes( {
						class: 'tiled-gallery__tile',
						style: grow,
					} ) }>${ tileHtml(
						images[ index ],
						column.width / 100,
						options
					) }</div>`;
				} );
				return `<div${ htmlAttributes( {
					class: 'tiled-gallery__col',
					style: `width:${ column.width }%`,
				} ) }>${ tiles.join( '' ) }</div>`;
			} );
			return `<div${ htmlAttributes( {
				class: 'tiled-gallery__row',
				style: row.ratio ? `aspect-ratio:${ row.ratio }` : undefined,
			} ) }>${ columns.join( '' ) }</div>`;
		} )
		.join( '' );
}

export const render: RenderCallback< TiledGalleryAttributes > = (
	attributes
) => {
	// An upload still in progress when the post was saved has only the editor's temporary
	// address, which no visitor can load.
	const images = galleryImages( attributes.images ).filter(
		( image ) => ! isUploading( image.url )
	);
	if ( ! images.length ) {
		return '';
	}
	const style = galleryStyle( attributes.className );
	const align = galleryAlign( attributes.align );
	const rows = planGallery(
		style,
		images,
		attributes.columns,
		attributes.columnWidths
	);
	const classes = safeClassNames(
		BLOCK_CLASS,
		align && `align${ align }`,
		galleryClasses(
			style,
			attributes.imageFilter,
			attributes.roundedCorners
		),
		attributes.className
	);
	const gallery = rowsHtml( rows, images, {
		square: isSquareish( style ),
		linkTo: galleryLink( attributes.linkTo ),
		maxWidth: maxWidthOf( align ),
	} );
	return servedCdnMarkup(
		`<div${ htmlAttributes( {
			class: classes,
		} ) }><div class="tiled-gallery__gallery">${ gallery }</div></div>`
	);
};

/**
 * Server render of the slideshow: the slides as a list that the view script turns into the
 * carousel (without a script they show one under the other). Every value comes from the block's
 * attributes, which may hold anything (a post saved elsewhere, or by hand), so each is read
 * through the same checks as the editor's (settings.ts). The controls are added by the view
 * script, so the markup holds no translated text. Images go through the resizing service at the
 * chosen size, and its addresses are then sent to where this site serves them (the CDN stand-in
 * here; unchanged in a real WordPress).
 */
import { servedCdnMarkup } from '../../../shared/images/cdn-markup';
import { isUploading } from '../../../shared/images/image-source';
import { resizedImgAttributes } from '../../../shared/images/resized-img-html';
import {
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	sizeLimit,
	slideDelay,
	slideEffect,
	slideSize,
	slides,
} from './settings';
import type { Slide, SlideshowAttributes } from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-slideshow';

/** The widest the slideshow is drawn at for each alignment it offers; full width has no limit. */
const BLOCK_WIDTHS: Record< string, number | undefined > = {
	center: 680,
	wide: 1100,
	full: undefined,
};

function slideHtml( slide: Slide, size: string, blockWidth?: number ): string {
	const image = `<img${ htmlAttributes( {
		alt: slide.alt,
		class: safeClassNames(
			`${ BLOCK_CLASS }__image`,
			slide.id ? `wp-image-${ slide.id }` : undefined
		),
		'data-id': slide.id,
		...resizedImgAttributes( slide, {
			maxWidth: sizeLimit( size, slide.width ?? Infinity ),
			blockWidth,
		} ),
	} ) }/>`;
	// A caption is rich text (links, emphasis) kept in the block's comment. The site filtered it
	// when the post was saved, as it filters every string of a block comment for authors who may
	// not post unfiltered HTML (and those who may are trusted with any markup), so it is printed
	// as saved, exactly as the markup the block used to save printed it.
	const caption = slide.caption
		? `<figcaption class="${ BLOCK_CLASS }__caption">${ slide.caption }</figcaption>`
		: '';
	return `<li class="${ BLOCK_CLASS }__slide swiper-slide"><figure>${ image }${ caption }</figure></li>`;
}

export const render: RenderCallback< SlideshowAttributes > = ( attributes ) => {
	// A slide still uploading has only the editor's temporary address, which no visitor can load.
	const list = slides( attributes.images ).filter(
		( slide ) => ! isUploading( slide.url )
	);
	if ( ! list.length ) {
		return '';
	}
	const align =
		typeof attributes.align === 'string' &&
		Object.hasOwn( BLOCK_WIDTHS, attributes.align )
			? attributes.align
			: undefined;
	const blockWidth = align ? BLOCK_WIDTHS[ align ] : BLOCK_WIDTHS.center;
	const size = slideSize( attributes.sizeSlug, attributes.ids );
	return servedCdnMarkup(
		`<div${ htmlAttributes( {
			'data-autoplay': attributes.autoplay === true ? 'true' : 'false',
			'data-delay': slideDelay( attributes.delay ),
			'data-effect': slideEffect( attributes.effect ),
			class: safeClassNames(
				BLOCK_CLASS,
				align && `align${ align }`,
				attributes.className
			),
		} ) }><div class="${ BLOCK_CLASS }__container swiper"><ul class="${ BLOCK_CLASS }__list swiper-wrapper">${ list
			.map( ( slide ) => slideHtml( slide, size, blockWidth ) )
			.join( '' ) }</ul></div></div>`
	);
};

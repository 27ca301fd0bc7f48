/**
 * The grid a visitor sees: one link per post, to its page on the network, around its picture.
 * Addresses and captions are escaped; a post whose picture or link is not http(s) is left out.
 */
import { htmlAttributes } from '../../../shared/server-render/html';
import type { PhotoFeedImage } from '../../../shared/photo-feed/types';
import { gridClassNames, gridStyle } from './rules';
import type { InstagramGalleryAttributes } from './types';

const isWebAddress = ( url: string ) => /^https?:\/\/[^\s]+$/i.test( url );

/**
 * @param images     The posts to show, already cut to the block's count.
 * @param attributes The block's settings.
 * @param pictureUrl Where the browser loads a picture from (the service host map's address).
 */
export function galleryGridHtml(
	images: PhotoFeedImage[],
	attributes: Pick<
		InstagramGalleryAttributes,
		'columns' | 'isStackedOnMobile' | 'spacing'
	>,
	pictureUrl: ( url: string ) => string
): string {
	const posts = images
		.filter(
			( image ) => isWebAddress( image.link ) && isWebAddress( image.url )
		)
		.map(
			( image ) =>
				`<a${ htmlAttributes( {
					class: 'wp-block-tessera-instagram-gallery__grid-post',
					href: image.link,
					rel: 'noopener noreferrer',
					target: '_blank',
				} ) }><img${ htmlAttributes( {
					alt: image.title || image.link,
					src: pictureUrl( image.url ),
					loading: 'lazy',
				} ) }></a>`
		)
		.join( '' );
	return `<div${ htmlAttributes( {
		class: gridClassNames( attributes ),
		style: gridStyle( attributes.spacing ),
	} ) }>${ posts }</div>`;
}

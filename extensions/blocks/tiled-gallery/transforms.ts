import { createBlock, type BlockTransform } from '@wordpress/blocks';
import { galleryImages, idsOf } from './settings';
import type { GalleryImage } from './types';

interface ImageAttributes {
	id?: unknown;
	url?: unknown;
	alt?: unknown;
	caption?: unknown;
	width?: unknown;
	height?: unknown;
}

/** Only images with both an id and an address come over: the gallery needs the attachment. */
export function convertibleImages( list: ImageAttributes[] ): GalleryImage[] {
	return galleryImages(
		list
			.filter(
				( image ) =>
					typeof image.id === 'number' && image.id > 0 && image.url
			)
			.map( ( image ) => ( {
				id: image.id,
				url: image.url,
				alt: image.alt,
				caption: image.caption,
				// Core's image block keeps a display size as text ("300px"), not the file's size.
				width:
					typeof image.width === 'number' ? image.width : undefined,
				height:
					typeof image.height === 'number' ? image.height : undefined,
			} ) )
	).filter( ( image ) => image.id );
}

function galleryFrom( images: GalleryImage[], align?: unknown ) {
	return createBlock( 'tessera/tiled-gallery', {
		images,
		ids: idsOf( images ),
		...( align === 'wide' || align === 'full' || align === 'center'
			? { align }
			: {} ),
	} );
}

type Attrs = Record< string, unknown >;
const list = ( value: Attrs | Attrs[] ) =>
	( Array.isArray( value ) ? value : [ value ] ) as ImageAttributes[];

const transforms: { from: BlockTransform[] } = {
	from: [
		{
			type: 'block',
			isMultiBlock: true,
			blocks: [ 'core/image' ],
			isMatch: ( attributes ) =>
				convertibleImages( list( attributes ) ).length > 0,
			transform: ( attributes ) =>
				galleryFrom( convertibleImages( list( attributes ) ) ),
		},
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: ( attributes, innerBlocks ) => {
				const gallery = attributes as {
					images?: ImageAttributes[];
					align?: unknown;
				};
				const inner = ( innerBlocks ?? [] ).flat();
				const images = inner.length
					? inner.map(
							( block ) => block.attributes as ImageAttributes
						)
					: ( gallery.images ?? [] );
				return galleryFrom(
					convertibleImages( images ),
					gallery.align
				);
			},
		},
	],
};

export default transforms;

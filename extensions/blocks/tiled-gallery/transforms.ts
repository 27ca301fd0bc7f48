import { createBlock, type BlockTransform } from '@wordpress/blocks';
import { galleryAlign, galleryImages, idsOf } from './settings';
import type { GalleryImage } from './types';

interface ImageAttributes {
	id?: unknown;
	url?: unknown;
	alt?: unknown;
	caption?: unknown;
	width?: unknown;
	height?: unknown;
}

/**
 * A caption as core's blocks hold it: rich text (an object that writes itself as HTML) in
 * current versions, a string in older ones.
 */
function captionOf( caption: unknown ): string | undefined {
	if ( typeof caption === 'string' ) {
		return caption;
	}
	const rich = caption as { toHTMLString?: unknown } | null | undefined;
	return typeof rich?.toHTMLString === 'function'
		? String( rich.toHTMLString() )
		: undefined;
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
				caption: captionOf( image.caption ),
				// Core's image block keeps a display size as text ("300px"), not the file's size.
				width:
					typeof image.width === 'number' ? image.width : undefined,
				height:
					typeof image.height === 'number' ? image.height : undefined,
			} ) )
	).filter( ( image ) => image.id );
}

function galleryFrom( images: GalleryImage[], align?: unknown ) {
	const supported = galleryAlign( align );
	return createBlock( 'tessera/tiled-gallery', {
		images,
		ids: idsOf( images ),
		...( supported ? { align: supported } : {} ),
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

/**
 * The gather items as blocks to insert, in the shape createBlock() takes: a paragraph, an image,
 * a gallery of images, a video, an embed. Pictures and videos keep the network's addresses, sent
 * through the service host map so the browser loads them (unchanged in a real WordPress).
 */
import type { GatherItem } from '../../../shared/thread-import/types';

export type BlockSpec = [
	name: string,
	attributes: Record< string, unknown >,
	inner: BlockSpec[],
];

const isWebAddress = ( url: unknown ): url is string =>
	typeof url === 'string' && /^https?:\/\/[^\s"<>]+$/i.test( url );

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

/**
 * @param items   What the gather endpoint answered.
 * @param address Where the browser loads a network address from.
 */
export function itemsToBlockSpecs(
	items: GatherItem[],
	address: ( url: string ) => string
): BlockSpec[] {
	const specs: BlockSpec[] = [];
	for ( const item of items ) {
		switch ( item?.type ) {
			case 'paragraph':
				if ( text( item.content ).trim() ) {
					specs.push( [
						'core/paragraph',
						{ content: item.content },
						[],
					] );
				}
				break;
			case 'image':
				if ( isWebAddress( item.url ) ) {
					specs.push( [
						'core/image',
						{ url: address( item.url ), alt: text( item.alt ) },
						[],
					] );
				}
				break;
			case 'gallery': {
				const images = (
					Array.isArray( item.images ) ? item.images : []
				).filter( ( image ) => isWebAddress( image?.url ) );
				if ( images.length ) {
					specs.push( [
						'core/gallery',
						{ linkTo: 'none' },
						images.map( ( image ): BlockSpec => [
							'core/image',
							{
								url: address( image.url ),
								alt: text( image.alt ),
							},
							[],
						] ),
					] );
				}
				break;
			}
			case 'video':
				if ( isWebAddress( item.url ) ) {
					specs.push( [
						'core/video',
						{ src: address( item.url ), caption: text( item.alt ) },
						[],
					] );
				}
				break;
			case 'embed':
				if ( isWebAddress( item.url ) ) {
					specs.push( [ 'core/embed', { url: item.url }, [] ] );
				}
				break;
		}
	}
	return specs;
}

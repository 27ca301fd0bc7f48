import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { attributesFromProduct, PRODUCT_POST_TYPE } from './product-record';
import type { SimplePaymentsAttributes } from './types';

type ProductResponse = Parameters< typeof attributesFromProduct >[ 0 ];

/**
 * The block's stored product. A block that knows only its product's id (a converted shortcode)
 * takes its fields from the product once it loads; until then it is `isLoading`.
 */
export function useProduct(
	attributes: SimplePaymentsAttributes,
	setAttributes: ( next: Partial< SimplePaymentsAttributes > ) => void
): { isLoading: boolean } {
	const { productId, title, featuredMediaId, featuredMediaUrl } = attributes;
	const needsProduct = Boolean( productId ) && title === '';
	const { product, resolved, mediaUrl } = useSelect(
		( select ) => {
			const core = select( coreStore );
			const args = [
				'postType',
				PRODUCT_POST_TYPE,
				productId,
				{ context: 'edit' },
			] as const;
			const media =
				featuredMediaId && ! featuredMediaUrl
					? ( core.getEntityRecord(
							'postType',
							'attachment',
							featuredMediaId
						) as { source_url?: string } | undefined )
					: undefined;
			return {
				product: needsProduct
					? ( core.getEntityRecord( ...args ) as
							ProductResponse | undefined )
					: undefined,
				resolved:
					! needsProduct ||
					core.hasFinishedResolution( 'getEntityRecord', [
						...args,
					] ),
				mediaUrl: media?.source_url,
			};
		},
		[ needsProduct, productId, featuredMediaId, featuredMediaUrl ]
	);
	useEffect( () => {
		if ( needsProduct && product ) {
			setAttributes( attributesFromProduct( product ) );
		}
	}, [ needsProduct, product, setAttributes ] );
	useEffect( () => {
		if ( mediaUrl ) {
			setAttributes( { featuredMediaUrl: mediaUrl } );
		}
	}, [ mediaUrl, setAttributes ] );
	return { isLoading: needsProduct && ! resolved };
}

import { productIdFromShortcode, SHORTCODE_TAG } from './shortcode';

/** A `[simple-payment id=N]` shortcode (pasted, or in a classic post) becomes the block. */
export const transforms = {
	from: [
		{
			type: 'shortcode' as const,
			tag: SHORTCODE_TAG,
			attributes: {
				productId: {
					type: 'number',
					shortcode: ( {
						named,
					}: {
						named: Record< string, string | undefined >;
					} ) => productIdFromShortcode( named.id ),
				},
			},
			isMatch: ( {
				named,
			}: {
				named: Record< string, string | undefined >;
			} ) => productIdFromShortcode( named.id ) !== undefined,
		},
	],
};

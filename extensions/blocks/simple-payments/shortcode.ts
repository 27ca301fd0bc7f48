/** The shortcode the first payment buttons were saved as: `[simple-payment id="12"]`. */
export const SHORTCODE_TAG = 'simple-payment';

/** The product id a shortcode's `id` names: a whole number above zero, else undefined. */
export function productIdFromShortcode( id: unknown ): number | undefined {
	if ( typeof id !== 'string' || ! /^[1-9]\d{0,15}$/.test( id.trim() ) ) {
		return undefined;
	}
	const value = Number( id.trim() );
	return Number.isSafeInteger( value ) ? value : undefined;
}

export function shortcodeText( productId: number ): string {
	return `[${ SHORTCODE_TAG } id="${ productId }"]`;
}

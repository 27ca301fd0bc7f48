import { __ } from '@wordpress/i18n';

/**
 * Shown while a block's product (one it has only the id of, as a converted shortcode) loads:
 * the shape of the product, its text masked.
 */
export function ProductPlaceholder() {
	return (
		<div
			className="simple-payments__loading"
			role="status"
			aria-label={ __( 'Loading the product…', 'tessera' ) }
		>
			<div className="simple-payments__loading-image" />
			<div className="simple-payments__loading-details">
				<p className="is-masked">Product title</p>
				<p className="is-masked">Product description, a line or two</p>
				<p className="is-masked">$00.00</p>
			</div>
		</div>
	);
}

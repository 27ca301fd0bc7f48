import { __ } from '@wordpress/i18n';

import { formatCurrency } from '../../../../shared/currency';
import type { SimplePaymentsAttributes } from '../types';

/** The product as visitors will see it (the block unselected, every field filled). */
export function ProductPreview( {
	attributes,
}: {
	attributes: SimplePaymentsAttributes;
} ) {
	const { title, content, price, currency, multiple, featuredMediaUrl } =
		attributes;
	return (
		<div className="simple-payments__product">
			{ featuredMediaUrl && (
				<img
					className="simple-payments__image"
					src={ featuredMediaUrl }
					alt=""
				/>
			) }
			<div className="simple-payments__details">
				<p className="simple-payments__title">{ title }</p>
				{ content && (
					<p className="simple-payments__description">{ content }</p>
				) }
				<p className="simple-payments__price">
					{ formatCurrency( price ?? 0, currency ) }
				</p>
				<div className="simple-payments__purchase">
					{ multiple && (
						<input
							className="simple-payments__quantity"
							type="number"
							value={ 1 }
							readOnly
							aria-label={ __( 'Quantity', 'tessera' ) }
						/>
					) }
					<span className="simple-payments__button">
						{ __( 'Pay with PayPal', 'tessera' ) }
					</span>
				</div>
			</div>
		</div>
	);
}

import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { ProductForm } from './components/product-form';
import { ProductPlaceholder } from './components/product-placeholder';
import { ProductPreview } from './components/product-preview';
import { addProductSync } from './product-sync';
import { shownText } from './texts';
import { setTypedPrice } from './typed-prices';
import type { SimplePaymentsAttributes } from './types';
import { useFieldErrors } from './use-field-errors';
import { useProduct } from './use-product';
import {
	priceValue,
	productErrors,
	typedPrice,
	type FieldErrors,
} from './validation';

// The block's code loads with the first payment button in the post: from then on, saving the
// post saves the products first.
addProductSync();

const FIELD_OF: Partial<
	Record< keyof SimplePaymentsAttributes, keyof FieldErrors >
> = {
	title: 'title',
	email: 'email',
	currency: 'currency',
};

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< SimplePaymentsAttributes > ) {
	const blockProps = useBlockProps();
	const [ priceText, setPriceText ] = useState( () =>
		typedPrice( attributes.price )
	);
	const { isLoading } = useProduct( attributes, setAttributes );
	const { errors, clearError } = useFieldErrors(
		clientId,
		attributes,
		priceText,
		isSelected
	);

	const onChange = useCallback(
		( next: Partial< SimplePaymentsAttributes > ) => {
			setAttributes( next );
			for ( const key of Object.keys(
				next
			) as ( keyof SimplePaymentsAttributes )[] ) {
				const field = FIELD_OF[ key ];
				if ( field ) {
					clearError( field );
				}
			}
			// A new currency may change how many decimals the price may have.
			if ( next.currency !== undefined ) {
				clearError( 'price' );
			}
		},
		[ setAttributes, clearError ]
	);
	const onPriceChange = useCallback(
		( text: string ) => {
			setPriceText( text );
			setTypedPrice( clientId, text );
			const value = priceValue( text );
			setAttributes( {
				price: Number.isFinite( value ) ? value : undefined,
			} );
			clearError( 'price' );
		},
		[ clientId, setAttributes, clearError ]
	);

	if ( isLoading ) {
		return (
			<div { ...blockProps }>
				<ProductPlaceholder />
			</div>
		);
	}
	const complete =
		Object.keys( productErrors( { ...attributes, price: priceText } ) )
			.length === 0 && Object.keys( errors ).length === 0;
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'tessera' ) }>
					<TextControl
						__next40pxDefaultSize
						label={ __( 'Purchase link text', 'tessera' ) }
						help={ __(
							'Where the button cannot be shown (an e-mail, a feed reader), this links to the post.',
							'tessera'
						) }
						value={ shownText( attributes, 'postLinkText' ) }
						onChange={ ( postLinkText ) =>
							setAttributes( { postLinkText } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ ! isSelected && complete ? (
				<ProductPreview attributes={ attributes } />
			) : (
				<ProductForm
					clientId={ clientId }
					attributes={ attributes }
					priceText={ priceText }
					errors={ errors }
					onChange={ onChange }
					onPriceChange={ onPriceChange }
				/>
			) }
		</div>
	);
}

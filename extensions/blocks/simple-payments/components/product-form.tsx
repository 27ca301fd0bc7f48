import {
	CheckboxControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { CURRENCY_OPTIONS } from '../currency-options';
import type { SimplePaymentsAttributes } from '../types';
import type { FieldErrors } from '../validation';
import { FeaturedImage } from './featured-image';
import { FieldError } from './field-error';

interface Props {
	clientId: string;
	attributes: SimplePaymentsAttributes;
	priceText: string;
	errors: FieldErrors;
	onChange: ( next: Partial< SimplePaymentsAttributes > ) => void;
	onPriceChange: ( text: string ) => void;
}

/** The fields of a product: picture, title, description, price and currency, e-mail, quantity. */
export function ProductForm( {
	clientId,
	attributes,
	priceText,
	errors,
	onChange,
	onPriceChange,
}: Props ) {
	const errorId = ( field: string ) =>
		`simple-payments-${ field }-${ clientId }`;
	const described = ( field: keyof FieldErrors ) =>
		errors[ field ] ? { 'aria-describedby': errorId( field ) } : {};
	return (
		<div className="simple-payments__form">
			<FeaturedImage attributes={ attributes } onChange={ onChange } />
			<div className="simple-payments__fields">
				<TextControl
					__next40pxDefaultSize
					label={ __( 'Item name', 'tessera' ) }
					value={ attributes.title }
					onChange={ ( title ) => onChange( { title } ) }
					{ ...described( 'title' ) }
				/>
				<FieldError id={ errorId( 'title' ) } error={ errors.title } />
				<TextareaControl
					label={ __(
						'Describe your item in a few words',
						'tessera'
					) }
					value={ attributes.content }
					onChange={ ( content ) => onChange( { content } ) }
				/>
				<div className="simple-payments__price-row">
					<SelectControl
						__next40pxDefaultSize
						label={ __( 'Currency', 'tessera' ) }
						value={ attributes.currency }
						options={ CURRENCY_OPTIONS }
						onChange={ ( currency ) => onChange( { currency } ) }
						{ ...described( 'currency' ) }
					/>
					<TextControl
						__next40pxDefaultSize
						label={ __( 'Price', 'tessera' ) }
						inputMode="decimal"
						value={ priceText }
						onChange={ onPriceChange }
						{ ...described( 'price' ) }
					/>
				</div>
				<FieldError
					id={ errorId( 'currency' ) }
					error={ errors.currency }
				/>
				<FieldError id={ errorId( 'price' ) } error={ errors.price } />
				<CheckboxControl
					label={ __( 'Allow multiple items', 'tessera' ) }
					help={ __(
						'Let people buy more than one of this item at a time.',
						'tessera'
					) }
					checked={ attributes.multiple }
					onChange={ ( multiple ) => onChange( { multiple } ) }
				/>
				<TextControl
					__next40pxDefaultSize
					type="email"
					label={ __( 'Email', 'tessera' ) }
					help={ __(
						'PayPal sends the money to this address: you need a PayPal account with it to claim payments.',
						'tessera'
					) }
					value={ attributes.email }
					onChange={ ( email ) => onChange( { email } ) }
					{ ...described( 'email' ) }
				/>
				<FieldError id={ errorId( 'email' ) } error={ errors.email } />
			</div>
		</div>
	);
}

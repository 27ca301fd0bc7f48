import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	BaseControl,
	ColorPalette,
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { CHAT_COLORS, colorClassFor, safeBackground, textTone } from './colors';
import { countryForDialCode, countryOptions, regionOf } from './countries';
import { localeTag } from '../../../shared/locale/tag';
import { isValidPhoneNumber, nextPhoneValidity } from './phone';
import { shownText } from './texts';
import type { WhatsAppButtonAttributes } from './types';
import { useInitialCountry } from './use-initial-country';

export default function WhatsAppButtonEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< WhatsAppButtonAttributes > ) {
	const { countryCode, phoneNumber = '' } = attributes;
	const options = useMemo(
		() => countryOptions( localeTag( document.documentElement.lang ) ),
		[]
	);
	const [ isPhoneValid, setIsPhoneValid ] = useState(
		phoneNumber === '' || isValidPhoneNumber( countryCode, phoneNumber )
	);
	const [ pickedCountry, setPickedCountry ] = useState< string >();
	const shownCountry = countryForDialCode( options, countryCode, [
		pickedCountry,
		regionOf( window.navigator.language ),
	] );
	const background = safeBackground( attributes.backgroundColor );
	useInitialCountry( countryCode, clientId, ( code, country ) => {
		setPickedCountry( country );
		setAttributes( { countryCode: code } );
	} );
	const blockProps = useBlockProps( {
		className: `is-color-${ textTone( background, attributes.colorClass ) }`,
		style: { backgroundColor: background },
	} );

	const onPhoneChange = ( value: string ) => {
		setIsPhoneValid(
			nextPhoneValidity( isPhoneValid, countryCode, value )
		);
		setAttributes( { phoneNumber: value } );
	};
	const onCountryChange = ( country: string ) => {
		const dial = options.find(
			( option ) => option.code === country
		)?.value;
		if ( ! dial ) {
			return;
		}
		setPickedCountry( country );
		setAttributes( { countryCode: dial } );
		if ( phoneNumber.length > 2 ) {
			setIsPhoneValid( isValidPhoneNumber( dial, phoneNumber ) );
		}
	};

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'tessera' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Country code', 'tessera' ) }
						value={ shownCountry ?? '' }
						options={ options.map( ( option ) => ( {
							label: option.label,
							value: option.code,
						} ) ) }
						onChange={ onCountryChange }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="tel"
						label={ __( 'Phone number', 'tessera' ) }
						value={ phoneNumber }
						onChange={ onPhoneChange }
						help={
							isPhoneValid
								? undefined
								: __(
										'Please enter a valid phone number.',
										'tessera'
									)
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Default First Message', 'tessera' ) }
						help={ __(
							'The default first message that will be sent by visitors when using this button.',
							'tessera'
						) }
						value={ shownText( attributes, 'firstMessage' ) }
						onChange={ ( value ) =>
							setAttributes( { firstMessage: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open in new tab', 'tessera' ) }
						checked={ !! attributes.openInNewTab }
						onChange={ ( value ) =>
							setAttributes( { openInNewTab: value } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Color Settings', 'tessera' ) }>
					<BaseControl
						__nextHasNoMarginBottom
						id={ `${ clientId }-background` }
						label={ __( 'Background Color', 'tessera' ) }
					>
						<ColorPalette
							colors={ CHAT_COLORS() }
							value={ background }
							disableCustomColors
							clearable={ false }
							onChange={ ( color ) =>
								setAttributes( {
									backgroundColor: safeBackground( color ),
									colorClass: colorClassFor( color ),
								} )
							}
						/>
					</BaseControl>
				</PanelBody>
			</InspectorControls>
			<RichText
				tagName="span"
				className="wp-block-tessera-whatsapp-button__link"
				aria-label={ __( 'Button text', 'tessera' ) }
				placeholder={ __( 'Chat on WhatsApp', 'tessera' ) }
				__unstableDisableFormats
				disableLineBreaks
				value={ shownText( attributes, 'buttonText' ) }
				onChange={ ( value: string ) =>
					setAttributes( { buttonText: value } )
				}
			/>
		</div>
	);
}

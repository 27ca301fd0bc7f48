import { InspectorControls, useSettings } from '@wordpress/block-editor';
import {
	FontSizePicker,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { PanelColorGradientSettings } from '../../../../shared/block-editor/experimental';
import { presetOrCustom, valueOf, type Preset } from '../presets';
import { buttonWidthValue, RANGES, type RangedSetting } from '../rules';
import { fontSizeValue } from '../font-size';
import type { SubscriptionsAttributes } from '../types';

interface Props {
	attributes: SubscriptionsAttributes;
	setAttributes: ( next: Partial< SubscriptionsAttributes > ) => void;
	/** Undefined while it loads, null when unavailable. */
	count: number | null | undefined;
}

type ColorPair = [
	keyof SubscriptionsAttributes,
	keyof SubscriptionsAttributes,
];

const RANGE_LABELS: Record< RangedSetting, string > = {
	borderRadius: __( 'Border Radius', 'tessera' ),
	borderWeight: __( 'Border Weight', 'tessera' ),
	padding: __( 'Space Inside', 'tessera' ),
	spacing: __( 'Space Between', 'tessera' ),
};

export default function SubscriptionsInspector( {
	attributes,
	setAttributes,
	count,
}: Props ) {
	const [ palette, gradients, fontSizes ] = useSettings(
		'color.palette',
		'color.gradients',
		'typography.fontSizes'
	) as [
		Preset[] | undefined,
		Preset[] | undefined,
		Array< { slug: string; size: string; name: string } > | undefined,
	];
	const colors = palette ?? [];
	const gradientPresets = gradients ?? [];
	const values = attributes as Record< string, unknown >;

	const colorSetting = (
		label: string,
		[ slugName, customName ]: ColorPair
	) => ( {
		label,
		colorValue: valueOf(
			values[ slugName ] as string | undefined,
			values[ customName ] as string | undefined,
			colors,
			'color'
		),
		onColorChange: ( value?: string ) => {
			const picked = presetOrCustom( value, colors, 'color' );
			setAttributes( {
				[ slugName ]: picked.slug,
				[ customName ]: picked.custom,
			} );
		},
	} );
	const gradientSetting = ( [ slugName, customName ]: ColorPair ) => ( {
		gradientValue: valueOf(
			values[ slugName ] as string | undefined,
			values[ customName ] as string | undefined,
			gradientPresets,
			'gradient'
		),
		onGradientChange: ( value?: string ) => {
			const picked = presetOrCustom( value, gradientPresets, 'gradient' );
			setAttributes( {
				[ slugName ]: picked.slug,
				[ customName ]: picked.custom,
			} );
		},
	} );
	const range = ( setting: RangedSetting ) => (
		<RangeControl
			label={ RANGE_LABELS[ setting ] }
			value={ attributes[ setting ] }
			initialPosition={ RANGES[ setting ].initial }
			min={ RANGES[ setting ].min }
			max={ RANGES[ setting ].max }
			allowReset
			onChange={ ( value?: number ) =>
				setAttributes( {
					[ setting ]: value ?? RANGES[ setting ].initial,
				} )
			}
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);

	return (
		<InspectorControls>
			<PanelColorGradientSettings
				title={ __( 'Background Colors', 'tessera' ) }
				settings={ [
					{
						...colorSetting(
							__( 'Email Field Background', 'tessera' ),
							[
								'emailFieldBackgroundColor',
								'customEmailFieldBackgroundColor',
							]
						),
						...gradientSetting( [
							'emailFieldGradient',
							'customEmailFieldGradient',
						] ),
					},
					{
						...colorSetting( __( 'Button Background', 'tessera' ), [
							'buttonBackgroundColor',
							'customButtonBackgroundColor',
						] ),
						...gradientSetting( [
							'buttonGradient',
							'customButtonGradient',
						] ),
					},
				] }
				initialOpen={ false }
			/>
			<PanelColorGradientSettings
				title={ __( 'Color Settings', 'tessera' ) }
				settings={ [
					colorSetting( __( 'Button Text Color', 'tessera' ), [
						'textColor',
						'customTextColor',
					] ),
					colorSetting( __( 'Border Color', 'tessera' ), [
						'borderColor',
						'customBorderColor',
					] ),
				] }
				initialOpen={ false }
			/>
			<PanelBody
				title={ __( 'Text Settings', 'tessera' ) }
				initialOpen={ false }
			>
				<FontSizePicker
					fontSizes={ fontSizes ?? [] }
					value={
						attributes.fontSize
							? fontSizes?.find(
									( size ) =>
										size.slug === attributes.fontSize
								)?.size
							: fontSizeValue( attributes.customFontSize )
					}
					onChange={ ( value ) => {
						const preset = fontSizes?.find(
							( size ) => size.size === value
						);
						setAttributes( {
							fontSize: preset?.slug,
							customFontSize:
								value === undefined
									? undefined
									: fontSizeValue( value ),
						} );
					} }
					__next40pxDefaultSize
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Border Settings', 'tessera' ) }
				initialOpen={ false }
			>
				{ range( 'borderRadius' ) }
				{ range( 'borderWeight' ) }
			</PanelBody>
			<PanelBody
				title={ __( 'Spacing Settings', 'tessera' ) }
				initialOpen={ false }
			>
				{ range( 'padding' ) }
				{ range( 'spacing' ) }
			</PanelBody>
			<PanelBody title={ __( 'Display Settings', 'tessera' ) }>
				<ToggleControl
					label={ __( 'Show subscriber count', 'tessera' ) }
					checked={ attributes.showSubscribersTotal }
					help={
						count === null
							? __( 'Subscriber count unavailable', 'tessera' )
							: undefined
					}
					onChange={ ( value ) =>
						setAttributes( { showSubscribersTotal: value } )
					}
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Place button on new line', 'tessera' ) }
					checked={ attributes.buttonOnNewLine }
					onChange={ ( value ) =>
						setAttributes( { buttonOnNewLine: value } )
					}
					__nextHasNoMarginBottom
				/>
				<TextControl
					label={ __( 'Button width', 'tessera' ) }
					help={ __(
						'A width in px, em or % (at most 100%). Empty: as wide as its text.',
						'tessera'
					) }
					value={ attributes.buttonWidth ?? '' }
					onChange={ ( value ) =>
						setAttributes( {
							buttonWidth:
								value.trim() === '' ? undefined : value.trim(),
						} )
					}
					onBlur={ () =>
						setAttributes( {
							buttonWidth: buttonWidthValue(
								attributes.buttonWidth
							),
						} )
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</PanelBody>
		</InspectorControls>
	);
}

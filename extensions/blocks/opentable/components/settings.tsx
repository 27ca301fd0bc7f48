import {
	InspectorAdvancedControls,
	InspectorControls,
} from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LANGUAGES, type Language, type WidgetStyle } from '../parse';
import RestaurantPicker from './restaurant-picker';

interface Props {
	rids: string[];
	style: WidgetStyle;
	lang: Language;
	newtab: boolean;
	iframe: boolean;
	negativeMargin: boolean;
	showWideWarning: boolean;
	onRidsChange: ( rids: string[] ) => void;
	onStyleChange: ( style: WidgetStyle ) => void;
	onChange: ( attributes: Record< string, unknown > ) => void;
}

export function WideWarning() {
	return (
		<Notice status="warning" isDismissible={ false }>
			{ __(
				'The Wide style needs the block to be aligned wide or full width.',
				'tessera'
			) }
		</Notice>
	);
}

/** The sidebar: style, restaurants, language, new window; the advanced toggles. */
export default function Settings( props: Props ) {
	const styles: Array< { value: WidgetStyle; label: string } > = [
		{
			value: 'standard',
			label: __( 'Standard (224 x 301 pixels)', 'tessera' ),
		},
		{ value: 'tall', label: __( 'Tall (288 x 490 pixels)', 'tessera' ) },
		{ value: 'wide', label: __( 'Wide (840 x 150 pixels)', 'tessera' ) },
		{
			value: 'button',
			label: __( 'Button (210 x 113 pixels)', 'tessera' ),
		},
	];
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Styles', 'tessera' ) }>
					<SelectControl
						label={ __( 'Style', 'tessera' ) }
						value={ props.style }
						options={ styles.filter(
							( option ) =>
								option.value !== 'button' ||
								props.rids.length <= 1
						) }
						onChange={ ( value ) =>
							props.onStyleChange( value as WidgetStyle )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					{ props.showWideWarning && <WideWarning /> }
				</PanelBody>
				<PanelBody title={ __( 'Settings', 'tessera' ) }>
					<RestaurantPicker
						rids={ props.rids }
						onChange={ props.onRidsChange }
					/>
					<SelectControl
						label={ __( 'Language', 'tessera' ) }
						value={ props.lang }
						options={ LANGUAGES.map( ( value ) => ( {
							value,
							label: value,
						} ) ) }
						onChange={ ( value ) =>
							props.onChange( { lang: value } )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Open in a new window', 'tessera' ) }
						checked={ props.newtab }
						onChange={ ( newtab ) => props.onChange( { newtab } ) }
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<InspectorAdvancedControls>
				<ToggleControl
					label={ __(
						'Load the widget in an iframe (recommended)',
						'tessera'
					) }
					checked={ props.iframe }
					onChange={ ( iframe ) => props.onChange( { iframe } ) }
					__nextHasNoMarginBottom
				/>
				{ props.style === 'button' && (
					<ToggleControl
						label={ __( 'Remove button margin', 'tessera' ) }
						checked={ props.negativeMargin }
						onChange={ ( negativeMargin ) =>
							props.onChange( { negativeMargin } )
						}
						__nextHasNoMarginBottom
					/>
				) }
			</InspectorAdvancedControls>
		</>
	);
}

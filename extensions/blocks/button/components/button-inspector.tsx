import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { PanelColorGradientSettings } from '../../../../shared/block-editor/experimental';
import {
	INITIAL_BORDER_RADIUS,
	MAX_BORDER_RADIUS,
	MIN_BORDER_RADIUS,
} from '../rules';
import WidthControl from './width-control';

interface Props {
	textColor?: string;
	backgroundColor?: string;
	gradient?: string;
	onTextColorChange: ( value?: string ) => void;
	onBackgroundColorChange: ( value?: string ) => void;
	onGradientChange: ( value?: string ) => void;
	borderRadius?: number;
	onBorderRadiusChange: ( value?: number ) => void;
	align?: string;
	width?: string;
	onWidthChange: ( value?: string ) => void;
}

/** The sidebar of a button: colours and gradient, border radius, width. */
export default function ButtonInspector( props: Props ) {
	return (
		<InspectorControls>
			<PanelColorGradientSettings
				title={ __( 'Background & Text Color', 'tessera' ) }
				settings={ [
					{
						label: __( 'Text color', 'tessera' ),
						colorValue: props.textColor,
						onColorChange: props.onTextColorChange,
					},
					{
						label: __( 'Background', 'tessera' ),
						colorValue: props.backgroundColor,
						onColorChange: props.onBackgroundColorChange,
						gradientValue: props.gradient,
						onGradientChange: props.onGradientChange,
					},
				] }
			/>
			<PanelBody title={ __( 'Border Settings', 'tessera' ) }>
				<RangeControl
					label={ __( 'Border radius', 'tessera' ) }
					value={ props.borderRadius }
					initialPosition={ INITIAL_BORDER_RADIUS }
					min={ MIN_BORDER_RADIUS }
					max={ MAX_BORDER_RADIUS }
					allowReset
					onChange={ props.onBorderRadiusChange }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</PanelBody>
			<PanelBody title={ __( 'Width settings', 'tessera' ) }>
				<WidthControl
					align={ props.align }
					width={ props.width }
					onChange={ props.onWidthChange }
				/>
			</PanelBody>
		</InspectorControls>
	);
}

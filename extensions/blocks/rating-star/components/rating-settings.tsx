import { InspectorControls, PanelColorSettings } from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { MAX_MAX_RATING, MIN_MAX_RATING } from '../rating';

interface RatingSettingsProps {
	maxRating: number;
	color?: string;
	onMaxRatingChange: ( value: number | undefined ) => void;
	onColorChange: ( value: string | undefined ) => void;
}

/** The sidebar: "Highest rating" in Settings, "Color" in the Styles tab as core's colour panels. */
export default function RatingSettings( {
	maxRating,
	color,
	onMaxRatingChange,
	onColorChange,
}: RatingSettingsProps ) {
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'tessera' ) }>
					<RangeControl
						label={ __( 'Highest rating', 'tessera' ) }
						value={ maxRating }
						min={ MIN_MAX_RATING }
						max={ MAX_MAX_RATING }
						onChange={ onMaxRatingChange }
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				</PanelBody>
			</InspectorControls>
			<InspectorControls group="styles">
				<PanelColorSettings
					title={ __( 'Color', 'tessera' ) }
					colorSettings={ [
						{
							value: color,
							onChange: onColorChange,
							label: __( 'Color', 'tessera' ),
						},
					] }
				/>
			</InspectorControls>
		</>
	);
}

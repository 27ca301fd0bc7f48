import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	VIDEO_RATINGS,
	type VideoRating,
} from '../../../../shared/videopress/rating';

/** 'Video File Settings': the audience rating kept by the video host. */
export function FileSettings( {
	rating,
	onChange,
}: {
	rating: VideoRating | undefined;
	onChange: ( value: string ) => void;
} ) {
	return (
		<PanelBody title={ __( 'Video File Settings', 'tessera' ) }>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Rating', 'tessera' ) }
				value={ rating }
				disabled={ ! rating }
				options={ VIDEO_RATINGS.map( ( value ) => ( {
					value,
					label: value,
				} ) ) }
				onChange={ onChange }
			/>
		</PanelBody>
	);
}

import { InspectorControls } from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { MAX_DELAY, MIN_DELAY } from '../settings';
import type { SlideshowEffect } from '../types';

interface Props {
	autoplay: boolean;
	delay: number;
	effect: SlideshowEffect;
	size: string;
	sizeOptions: Array< { value: string; label: string } >;
	reducedMotion: boolean;
	onChange: ( next: {
		autoplay?: boolean;
		delay?: number;
		effect?: SlideshowEffect;
		sizeSlug?: string;
	} ) => void;
}

export default function SlideshowPanels( props: Props ) {
	const { onChange } = props;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Autoplay', 'tessera' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Autoplay', 'tessera' ) }
					help={ __( 'Autoplay between slides', 'tessera' ) }
					checked={ props.autoplay }
					onChange={ ( autoplay ) => onChange( { autoplay } ) }
				/>
				{ props.autoplay && props.reducedMotion && (
					<Notice status="warning" isDismissible={ false }>
						{ __(
							'The Reduce Motion accessibility option is selected, therefore autoplay will be disabled in this browser.',
							'tessera'
						) }
					</Notice>
				) }
				{ props.autoplay && (
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __(
							'Delay between transitions (in seconds)',
							'tessera'
						) }
						value={ props.delay }
						min={ MIN_DELAY }
						max={ MAX_DELAY }
						onChange={ ( delay ) => onChange( { delay } ) }
					/>
				) }
			</PanelBody>
			<PanelBody title={ __( 'Effects', 'tessera' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Transition effect', 'tessera' ) }
					value={ props.effect }
					options={ [
						{ label: __( 'Slide', 'tessera' ), value: 'slide' },
						{ label: __( 'Fade', 'tessera' ), value: 'fade' },
					] }
					onChange={ ( effect ) =>
						onChange( { effect: effect as SlideshowEffect } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Image Settings', 'tessera' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Image Size', 'tessera' ) }
					value={ props.size }
					options={ props.sizeOptions }
					onChange={ ( sizeSlug ) => onChange( { sizeSlug } ) }
				/>
			</PanelBody>
		</InspectorControls>
	);
}

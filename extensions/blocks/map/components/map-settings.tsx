import { InspectorControls } from '@wordpress/block-editor';
import {
	BaseControl,
	ColorPalette,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { heightFromInput } from '../sizing';
import { MAX_ZOOM, MIN_ZOOM, zoomIsFixedByMarkers } from '../view-rules';
import type { MapPoint } from '../points';
import type { MapAttributes } from '../types';
import type { ApiKeyControls } from '../use-api-key';
import { MarkerPanels } from './marker-panels';
import { TokenPanel } from './token-panel';

interface Props {
	attributes: MapAttributes;
	points: MapPoint[];
	setAttributes: ( next: Partial< MapAttributes > ) => void;
	controls: ApiKeyControls;
}

const MARKER_COLORS = [
	{ name: __( 'Red', 'tessera' ), color: 'red' },
	{ name: __( 'Blue', 'tessera' ), color: 'blue' },
	{ name: __( 'Yellow', 'tessera' ), color: 'yellow' },
	{ name: __( 'Green', 'tessera' ), color: 'green' },
	{ name: __( 'Purple', 'tessera' ), color: 'purple' },
	{ name: __( 'Black', 'tessera' ), color: 'black' },
];

function HeightField( {
	height,
	onChange,
}: {
	height: number | undefined;
	onChange: ( height: number | undefined ) => void;
} ) {
	const [ text, setText ] = useState( height?.toString() ?? '' );
	useEffect( () => setText( height?.toString() ?? '' ), [ height ] );
	const commit = () => {
		const value = heightFromInput( text );
		if ( value !== null ) {
			onChange( value );
			setText( value?.toString() ?? '' );
		}
	};
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="number"
			min={ 400 }
			label={ __( 'Height in pixels', 'tessera' ) }
			value={ text }
			onChange={ ( value ) => {
				setText( value );
				// An empty field goes back to the automatic height at once.
				if ( value.trim() === '' ) {
					onChange( undefined );
				}
			} }
			onBlur={ commit }
			onKeyDown={ ( event: React.KeyboardEvent ) => {
				if ( event.key === 'Enter' ) {
					commit();
				}
			} }
		/>
	);
}

export function MapSettings( {
	attributes,
	points,
	setAttributes,
	controls,
}: Props ) {
	return (
		<InspectorControls>
			{ points.length > 0 && (
				<PanelBody title={ __( 'Markers', 'tessera' ) } initialOpen>
					<MarkerPanels
						points={ points }
						onChange={ ( next ) =>
							setAttributes( { points: next } )
						}
					/>
				</PanelBody>
			) }
			<PanelBody
				title={ __( 'Colors', 'tessera' ) }
				initialOpen={ false }
			>
				<BaseControl
					__nextHasNoMarginBottom
					id="tessera-map-marker-color"
					label={ __( 'Marker Color', 'tessera' ) }
				>
					<ColorPalette
						colors={ MARKER_COLORS }
						value={ attributes.markerColor }
						onChange={ ( color ) =>
							setAttributes( { markerColor: color ?? 'red' } )
						}
					/>
				</BaseControl>
			</PanelBody>
			<PanelBody title={ __( 'Map Settings', 'tessera' ) }>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Zoom level', 'tessera' ) }
					help={
						zoomIsFixedByMarkers( points )
							? __(
									'The map zooms to show every marker.',
									'tessera'
								)
							: undefined
					}
					min={ MIN_ZOOM }
					max={ MAX_ZOOM }
					value={ attributes.zoom }
					disabled={ zoomIsFixedByMarkers( points ) }
					onChange={ ( zoom ) =>
						setAttributes( { zoom: zoom ?? attributes.zoom } )
					}
				/>
				<HeightField
					height={ attributes.mapHeight }
					onChange={ ( mapHeight ) => setAttributes( { mapHeight } ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show street names', 'tessera' ) }
					checked={ attributes.mapDetails }
					onChange={ ( mapDetails ) =>
						setAttributes( { mapDetails } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Scroll to zoom', 'tessera' ) }
					help={ __(
						'Allow the map to capture scrolling, and zoom in or out.',
						'tessera'
					) }
					checked={ attributes.scrollToZoom }
					onChange={ ( scrollToZoom ) =>
						setAttributes( { scrollToZoom } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show Fullscreen Button', 'tessera' ) }
					checked={ attributes.showFullscreenButton }
					onChange={ ( showFullscreenButton ) =>
						setAttributes( { showFullscreenButton } )
					}
				/>
			</PanelBody>
			<TokenPanel controls={ controls } />
		</InspectorControls>
	);
}

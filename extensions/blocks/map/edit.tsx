import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, ResizableBox, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { KEY_LOADING, KEY_MISSING } from './api-key';
import { AddMarker } from './components/add-marker';
import { MapCanvas } from './components/map-canvas';
import { MapSettings } from './components/map-settings';
import { TokenPlaceholder } from './components/token-placeholder';
import type { Place, SearchFailure } from './geocoding';
import { styleFromClassName, styleUrl } from './map-styles';
import type { MapView } from './mapbox/draw-map';
import { addPoint, pointFromPlace, readCenter, readPoints } from './points';
import {
	MIN_HEIGHT,
	RESIZE_GRID,
	heightFromResize,
	savedHeight,
} from './sizing';
import type { MapAttributes } from './types';
import { useApiKey } from './use-api-key';
import { useDefaultHeight } from './use-map-height';
import { SINGLE_MARKER_ZOOM, clampZoom } from './view-rules';

interface MapError {
	code: string;
	message: string;
}

export default function MapEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< MapAttributes > ) {
	const controls = useApiKey();
	const [ error, setError ] = useState< MapError >();
	const [ element, setElement ] = useState< HTMLElement | null >( null );
	const blockProps = useBlockProps( { ref: setElement } );
	const automaticHeight = useDefaultHeight( element );
	const points = useMemo(
		() => readPoints( attributes.points ),
		[ attributes.points ]
	);
	const mapStyle = styleFromClassName(
		attributes.className,
		attributes.mapStyle
	);
	const height = savedHeight( attributes.mapHeight ) ?? automaticHeight;

	// A style picked from the block's styles is also kept in the attribute the view reads.
	useEffect( () => {
		if ( mapStyle !== attributes.mapStyle ) {
			setAttributes( { mapStyle } );
		}
	}, [ mapStyle, attributes.mapStyle, setAttributes ] );

	const center = readCenter( attributes.mapCenter );
	const view: MapView = {
		styleUrl: styleUrl( mapStyle, attributes.mapDetails ),
		center,
		zoom: clampZoom( attributes.zoom ),
		points,
		markerColor: attributes.markerColor,
		scrollToZoom: attributes.scrollToZoom,
		showFullscreenButton: attributes.showFullscreenButton,
	};

	const onMapError = useCallback(
		( message: string ) => setError( { code: 'mapbox_error', message } ),
		[]
	);
	const onSearchError = useCallback(
		( failure: SearchFailure ) =>
			setError( {
				code: 'geocoding_error',
				message: sprintf(
					/* translators: 1: the HTTP status text, 2: the service's message. */
					__( '%1$s: %2$s', 'tessera' ),
					failure.statusText,
					failure.message
				),
			} ),
		[]
	);
	const onAdd = ( place: Place ) => {
		const next = addPoint( points, pointFromPlace( place ) );
		if ( next === points ) {
			return;
		}
		// A first marker is shown close up; later the author's zoom applies again.
		setAttributes(
			next.length === 1
				? { points: next, zoom: SINGLE_MARKER_ZOOM }
				: { points: next }
		);
	};

	// The inserter's preview shows the example's places without loading the maps library.
	if ( attributes.preview ) {
		return (
			<div { ...blockProps }>
				<ul className="wp-block-tessera-map__places">
					{ points.map( ( point ) => (
						<li key={ point.id }>{ point.title }</li>
					) ) }
				</ul>
			</div>
		);
	}
	if ( controls.state === KEY_LOADING ) {
		return (
			<div { ...blockProps }>
				<Spinner />
			</div>
		);
	}
	if ( controls.state === KEY_MISSING ) {
		return (
			<div { ...blockProps }>
				<TokenPlaceholder controls={ controls } />
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			<AddMarker
				apiKey={ controls.apiKey }
				onAdd={ onAdd }
				onError={ onSearchError }
			/>
			<MapSettings
				attributes={ attributes }
				points={ points }
				setAttributes={ setAttributes }
				controls={ controls }
			/>
			{ error && (
				<Notice
					status="error"
					className={ `wp-block-tessera-map__error is-${ error.code }` }
					onRemove={ () => setError( undefined ) }
				>
					{ error.message }
				</Notice>
			) }
			<ResizableBox
				size={ { height, width: '100%' } }
				minHeight={ MIN_HEIGHT }
				grid={ [ RESIZE_GRID, RESIZE_GRID ] }
				enable={ { bottom: true } }
				showHandle={ isSelected }
				onResizeStop={ ( _event, _direction, box ) =>
					setAttributes( {
						mapHeight: heightFromResize( box.offsetHeight ),
					} )
				}
			>
				<MapCanvas
					apiKey={ controls.apiKey }
					view={ view }
					height={ height }
					onError={ onMapError }
					onMove={ ( mapCenter, zoom ) =>
						// With one marker the map stays centred on it: only the zoom is the author's.
						setAttributes(
							points.length === 0
								? { mapCenter: { ...mapCenter }, zoom }
								: { zoom }
						)
					}
				/>
			</ResizableBox>
		</div>
	);
}

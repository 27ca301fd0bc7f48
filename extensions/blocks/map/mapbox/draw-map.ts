/**
 * The map drawn by the maps library, for the editor and the visitor page alike. This module
 * imports mapbox-gl, so it is only ever reached through a dynamic import: the library loads when
 * a map is on screen, not before.
 */
import mapboxgl from 'mapbox-gl';
import mapboxStyles from 'mapbox-gl/dist/mapbox-gl.css?url';
import { addStylesheet } from '../../../../shared/view-loading/stylesheet';
import type { MapPoint, Coordinates } from '../points';
import { controlCorner, FIT_PADDING } from '../view-rules';
import type { MapLabels } from '../labels';
import { markerElement, popupContent } from './marker-element';
import { markerKeyAction } from '../marker-keys';

export interface MapView {
	styleUrl: string;
	center: Coordinates;
	zoom: number;
	points: MapPoint[];
	markerColor: string;
	scrollToZoom: boolean;
	showFullscreenButton: boolean;
}

export interface DrawOptions extends MapView {
	container: HTMLElement;
	accessToken: string;
	/** Where the service's API is reached (the real address, or a local stand-in's). */
	apiUrl: string;
	/** Every other address the library asks for, moved to where this site serves it. */
	moveUrl: ( url: string ) => string;
	onError: ( message: string ) => void;
	/** The view moved by the person (drag, wheel, keys): the new centre and zoom. */
	onMove?: ( center: Coordinates, zoom: number ) => void;
	labels: MapLabels;
}

export interface DrawnMap {
	update: ( view: MapView ) => void;
	resize: () => void;
	remove: () => void;
}

export function mapsLibrarySupported(): boolean {
	return mapboxgl.supported();
}

function frame( map: mapboxgl.Map, view: MapView ) {
	const { points } = view;
	if ( points.length >= 2 ) {
		const bounds = new mapboxgl.LngLatBounds();
		for ( const { coordinates } of points ) {
			bounds.extend( [ coordinates.longitude, coordinates.latitude ] );
		}
		map.fitBounds( bounds, { padding: FIT_PADDING, animate: false } );
		return;
	}
	const center = points[ 0 ]?.coordinates ?? view.center;
	map.jumpTo( {
		center: [ center.longitude, center.latitude ],
		zoom: view.zoom,
	} );
}

export function drawMap( options: DrawOptions ): DrawnMap {
	addStylesheet( options.container.ownerDocument, mapboxStyles );
	mapboxgl.baseApiUrl = options.apiUrl;
	mapboxgl.accessToken = options.accessToken;
	// The library accepts only elements of its own window; the editor's canvas is another one
	// (an iframe), so the map gets an element made here and moved into the block.
	const host = document.createElement( 'div' );
	host.className = 'wp-block-tessera-map__gl';
	options.container.append( host );
	const rightToLeft =
		options.container.ownerDocument.defaultView?.getComputedStyle(
			options.container
		).direction === 'rtl';
	const map = new mapboxgl.Map( {
		container: host,
		style: options.styleUrl,
		center: [ options.center.longitude, options.center.latitude ],
		zoom: options.zoom,
		scrollZoom: options.scrollToZoom,
		attributionControl: false,
		logoPosition: controlCorner( 'bottom-left', rightToLeft ),
		transformRequest: ( url ) => ( { url: options.moveUrl( url ) } ),
		locale: options.labels.controls,
	} );
	map.getCanvas().setAttribute( 'aria-label', options.labels.map );
	map.addControl(
		new mapboxgl.AttributionControl(),
		controlCorner( 'bottom-right', rightToLeft )
	);
	// The library marks its attribution line as a list without list items; it is plain text.
	host.querySelector( '.mapboxgl-ctrl-attrib-inner' )?.removeAttribute(
		'role'
	);
	map.addControl(
		new mapboxgl.NavigationControl( { showCompass: false } ),
		controlCorner( 'top-left', rightToLeft )
	);
	let fullscreen: mapboxgl.FullscreenControl | null = null;
	let markers: mapboxgl.Marker[] = [];
	let current: MapView = options;
	let framing = false;

	// A mark for whoever waits on the drawing (tests, styles): everything asked for is drawn.
	map.on( 'idle', () => options.container.classList.add( 'is-drawn' ) );
	map.on( 'error', ( event: { error?: { message?: string } } ) =>
		options.onError( event.error?.message ?? String( event.error ) )
	);
	map.on( 'moveend', () => {
		// Only moves the person made are reported; framing the markers is not a choice of theirs.
		if ( framing || ! options.onMove || current.points.length >= 2 ) {
			return;
		}
		const { lng, lat } = map.getCenter();
		options.onMove(
			{ longitude: lng, latitude: lat },
			Math.round( map.getZoom() )
		);
	} );

	function placeMarkers( view: MapView ) {
		for ( const marker of markers ) {
			marker.remove();
		}
		markers = view.points.map( ( point ) => {
			const element = markerElement(
				view.markerColor,
				options.labels.marker( point.title || point.placeTitle )
			);
			const popup = new mapboxgl.Popup( { offset: 25 } ).setDOMContent(
				popupContent( point )
			);
			const marker = new mapboxgl.Marker( { element, anchor: 'bottom' } )
				.setLngLat( [
					point.coordinates.longitude,
					point.coordinates.latitude,
				] )
				.setPopup( popup )
				.addTo( map );
			// The library opens a popup on a pointer click only; keys open and close it here.
			const onKey = ( event: KeyboardEvent ) => {
				const action = markerKeyAction(
					event.key,
					popup.isOpen(),
					event.currentTarget === element
				);
				if ( ! action ) {
					return;
				}
				event.preventDefault();
				marker.togglePopup();
				if ( action === 'close' ) {
					element.focus();
				}
			};
			element.addEventListener( 'keydown', onKey );
			popup.on( 'open', () =>
				popup.getElement().addEventListener( 'keydown', onKey )
			);
			return marker;
		} );
	}

	function update( view: MapView ) {
		const previous = current;
		current = view;
		if ( view.styleUrl !== previous.styleUrl ) {
			options.container.classList.remove( 'is-drawn' );
			map.setStyle( view.styleUrl );
		}
		if ( view.scrollToZoom ) {
			map.scrollZoom.enable();
		} else {
			map.scrollZoom.disable();
		}
		if ( view.showFullscreenButton && ! fullscreen ) {
			fullscreen = new mapboxgl.FullscreenControl();
			map.addControl(
				fullscreen,
				controlCorner( 'top-right', rightToLeft )
			);
		} else if ( ! view.showFullscreenButton && fullscreen ) {
			map.removeControl( fullscreen );
			fullscreen = null;
		}
		placeMarkers( view );
		framing = true;
		frame( map, view );
		framing = false;
	}

	// The first update compares the options with themselves, so the style is not loaded twice.
	update( { ...options } );
	return {
		update,
		resize: () => map.resize(),
		remove: () => {
			map.remove();
			host.remove();
		},
	};
}

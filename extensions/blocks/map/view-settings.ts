/** The map's settings as the saved markup and the server render carry them to the visitor page. */
import type { ServiceHosts } from '../../../shared/service-hosts';
import { styleUrl } from './map-styles';
import type { MapView } from './mapbox/draw-map';
import { readCenter, readPoints } from './points';
import { savedHeight } from './sizing';
import { clampZoom } from './view-rules';

export interface VisitorMap {
	view: MapView;
	height: number | undefined;
	apiKey: string;
	apiUrl: string;
	hosts: ServiceHosts;
}

function json( text: string | undefined ): unknown {
	try {
		return JSON.parse( text ?? '' );
	} catch {
		return undefined;
	}
}

function hostsFrom( value: unknown ): ServiceHosts {
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( value ).filter(
			( entry ): entry is [ string, string ] =>
				typeof entry[ 1 ] === 'string'
		)
	);
}

/** The visitor map of a block's wrapper, or undefined when it has no token to draw with. */
export function readVisitorMap( data: DOMStringMap ): VisitorMap | undefined {
	if ( ! data.apiKey || ! data.apiUrl ) {
		return undefined;
	}
	return {
		view: {
			styleUrl: styleUrl( data.mapStyle, data.mapDetails !== 'false' ),
			center: readCenter( json( data.mapCenter ) ),
			zoom: clampZoom( Number( data.zoom ) ),
			points: readPoints( json( data.points ) ),
			markerColor: data.markerColor ?? 'red',
			scrollToZoom: data.scrollToZoom === 'true',
			showFullscreenButton: data.showFullscreenButton !== 'false',
		},
		height: savedHeight( Number( data.mapHeight ) ),
		apiKey: data.apiKey,
		apiUrl: data.apiUrl,
		hosts: hostsFrom( json( data.serviceHosts ) ),
	};
}

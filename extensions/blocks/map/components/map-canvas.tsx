import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { serviceUrl } from '../../../../shared/service-hosts';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import type { DrawnMap, MapView } from '../mapbox/draw-map';
import type { Coordinates } from '../points';
import { mapLabels } from '../labels';
import { mapboxApiUrl } from '../service-addresses';

interface Props {
	apiKey: string;
	view: MapView;
	height: number;
	onError: ( message: string ) => void;
	onMove: ( center: Coordinates, zoom: number ) => void;
}

/** The map in the editor, drawn by the maps library once its chunk has loaded. */
export function MapCanvas( { apiKey, view, height, onError, onMove }: Props ) {
	const hosts = useServiceHosts();
	const container = useRef< HTMLDivElement >( null );
	const drawn = useRef< DrawnMap >();
	const latest = useRef( { view, onError, onMove } );
	latest.current = { view, onError, onMove };

	useEffect( () => {
		if ( ! hosts || ! container.current ) {
			return;
		}
		let cancelled = false;
		import( '../mapbox/draw-map' ).then(
			( { drawMap, mapsLibrarySupported } ) => {
				if ( cancelled || ! container.current ) {
					return;
				}
				if ( ! mapsLibrarySupported() ) {
					latest.current.onError(
						__(
							'This browser cannot draw the map: WebGL is not available.',
							'tessera'
						)
					);
					return;
				}
				drawn.current = drawMap( {
					...latest.current.view,
					container: container.current,
					accessToken: apiKey,
					apiUrl: mapboxApiUrl( hosts ),
					moveUrl: ( url ) => serviceUrl( url, hosts ),
					onError: ( message ) => latest.current.onError( message ),
					onMove: ( center, zoom ) =>
						latest.current.onMove( center, zoom ),
					labels: mapLabels(),
				} );
			},
			() =>
				! cancelled &&
				latest.current.onError(
					__( 'The map library could not be loaded.', 'tessera' )
				)
		);
		return () => {
			cancelled = true;
			drawn.current?.remove();
			drawn.current = undefined;
		};
	}, [ hosts, apiKey ] );

	const viewKey = JSON.stringify( view );
	useEffect( () => {
		drawn.current?.update( latest.current.view );
	}, [ viewKey ] );
	useEffect( () => {
		drawn.current?.resize();
	}, [ height ] );

	return (
		<div
			ref={ container }
			className="wp-block-tessera-map__canvas"
			style={ { height } }
		/>
	);
}

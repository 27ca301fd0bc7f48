import { __, sprintf } from '@wordpress/i18n';

/**
 * What the map says, in the page's language (the editor's in the editor): its label and its
 * markers' for assistive technology, and the texts of the maps library's own controls (their
 * tooltips and labels), which the library writes in English unless it is given its `locale`
 * table. Written when called, after the page's translations are loaded.
 */
export function mapLabels() {
	return {
		map: __( 'Map', 'tessera' ),
		marker: ( title: string ) =>
			sprintf(
				/* translators: %s: the marker's title. */
				__( 'Marker: %s', 'tessera' ),
				title
			),
		controls: {
			'AttributionControl.ToggleAttribution': __(
				'Toggle attribution',
				'tessera'
			),
			'FullscreenControl.Enter': __( 'Enter fullscreen', 'tessera' ),
			'FullscreenControl.Exit': __( 'Exit fullscreen', 'tessera' ),
			'LogoControl.Title': __( 'Mapbox logo', 'tessera' ),
			'NavigationControl.ZoomIn': __( 'Zoom in', 'tessera' ),
			'NavigationControl.ZoomOut': __( 'Zoom out', 'tessera' ),
		},
	};
}

export type MapLabels = ReturnType< typeof mapLabels >;

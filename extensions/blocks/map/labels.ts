import { __, sprintf } from '@wordpress/i18n';

/** What assistive technology announces for the map and its markers. */
export const MAP_LABELS = {
	map: __( 'Map', 'tessera' ),
	marker: ( title: string ) =>
		sprintf(
			/* translators: %s: the marker's title. */
			__( 'Marker: %s', 'tessera' ),
			title
		),
};

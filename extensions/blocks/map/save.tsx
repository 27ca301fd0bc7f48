import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { safeColor } from '../../../shared/colors/safe-color';
import { mapSiteLink, readCenter, readPoints } from './points';
import { styleFromClassName } from './map-styles';
import { savedHeight } from './sizing';
import { clampZoom } from './view-rules';
import type { MapAttributes } from './types';

/**
 * The saved map: its settings in data attributes for the view script, and the list of places,
 * each a link to a map site, which is what a visitor without scripts or WebGL sees.
 */
export default function save( {
	attributes,
}: BlockSaveProps< MapAttributes > ) {
	const points = readPoints( attributes.points );
	const blockProps = useBlockProps.save( {
		'data-map-style': styleFromClassName(
			attributes.className,
			attributes.mapStyle
		),
		'data-map-details': String( attributes.mapDetails !== false ),
		'data-points': JSON.stringify( points ),
		'data-zoom': String( clampZoom( attributes.zoom ) ),
		'data-map-center': JSON.stringify( readCenter( attributes.mapCenter ) ),
		'data-marker-color': safeColor( attributes.markerColor ) ?? 'red',
		'data-scroll-to-zoom': String( attributes.scrollToZoom === true ),
		'data-map-height': savedHeight( attributes.mapHeight )?.toString(),
		'data-show-fullscreen-button': String(
			attributes.showFullscreenButton !== false
		),
	} );
	return (
		<div { ...blockProps }>
			{ points.length > 0 && (
				<ul className="wp-block-tessera-map__places">
					{ points.map( ( point ) => (
						<li key={ point.id }>
							<a href={ mapSiteLink( point.coordinates ) }>
								{ point.title || point.placeTitle }
							</a>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}

/**
 * The map on the visitor page. The places list in the saved markup stays for visitors whose
 * browser cannot draw the map (no WebGL) or runs no scripts; otherwise an empty box of the map's
 * size holds its place, and when it comes near the viewport the maps library loads (its own
 * chunk, with its styles, worker and tiles) and the map takes the list's place, with the list
 * kept for screen readers.
 */
import { serviceUrl } from '../../../shared/service-hosts';
import { whenNearViewport } from '../../../shared/view-loading/when-near-viewport';
import { mapLabels } from './labels';
import { RESIZE_DEBOUNCE_MS, defaultHeight } from './sizing';
import { readVisitorMap } from './view-settings';

function hasWebGl( doc: Document ): boolean {
	const canvas = doc.createElement( 'canvas' );
	try {
		return Boolean(
			canvas.getContext( 'webgl' ) ||
			canvas.getContext( 'experimental-webgl' )
		);
	} catch {
		return false;
	}
}

function mount( root: HTMLElement ) {
	const settings = readVisitorMap( root.dataset );
	if ( ! settings || ! hasWebGl( root.ownerDocument ) ) {
		return;
	}
	const container = root.ownerDocument.createElement( 'div' );
	container.className = 'wp-block-tessera-map__canvas';
	const sizeIt = () => {
		container.style.height = `${
			settings.height ??
			defaultHeight( root.offsetWidth, window.innerHeight )
		}px`;
	};
	sizeIt();
	root.prepend( container );
	whenNearViewport( root, () => draw( root, container, settings, sizeIt ) );
}

function draw(
	root: HTMLElement,
	container: HTMLElement,
	settings: NonNullable< ReturnType< typeof readVisitorMap > >,
	sizeIt: () => void
) {
	import( './mapbox/draw-map' ).then(
		( { drawMap } ) => {
			const map = drawMap( {
				...settings.view,
				container,
				accessToken: settings.apiKey,
				apiUrl: settings.apiUrl,
				moveUrl: ( url ) => serviceUrl( url, settings.hosts ),
				onError: ( message ) => {
					root.dataset.mapError = message;
				},
				labels: mapLabels(),
			} );
			root.classList.add( 'is-loaded' );
			let timer: ReturnType< typeof setTimeout > | undefined;
			window.addEventListener( 'resize', () => {
				clearTimeout( timer );
				timer = setTimeout( () => {
					sizeIt();
					map.resize();
				}, RESIZE_DEBOUNCE_MS );
			} );
		},
		() => container.remove()
	);
}

function start() {
	for ( const root of document.querySelectorAll< HTMLElement >(
		'.wp-block-tessera-map'
	) ) {
		mount( root );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

/**
 * Each slideshow on the visitor page starts when it comes near the viewport: until then its saved
 * slides stand in place, and the carousel library (and its styles) is not fetched.
 */
import { whenNearViewport } from '../../../shared/view-loading/when-near-viewport';
import { mountSlideshow } from './mount';

function start() {
	for ( const root of document.querySelectorAll< HTMLElement >(
		'.wp-block-tessera-slideshow'
	) ) {
		whenNearViewport( root, () => mountSlideshow( root ) );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

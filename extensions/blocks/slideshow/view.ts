import { mountSlideshow } from './mount';

function start() {
	for ( const root of document.querySelectorAll< HTMLElement >(
		'.wp-block-tessera-slideshow'
	) ) {
		mountSlideshow( root );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

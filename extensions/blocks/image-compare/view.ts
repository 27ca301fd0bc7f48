import { PAIR_CLASS, mountCompareSlider } from './slider';

function start() {
	for ( const pair of document.querySelectorAll< HTMLElement >(
		`.${ PAIR_CLASS }`
	) ) {
		mountCompareSlider( pair );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

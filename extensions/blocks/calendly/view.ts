import { followPageHeight } from './page-height';

function start() {
	for ( const iframe of document.querySelectorAll< HTMLIFrameElement >(
		'.wp-block-tessera-calendly.calendly-style-inline iframe'
	) ) {
		followPageHeight( iframe );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

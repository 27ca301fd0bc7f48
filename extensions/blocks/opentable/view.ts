/**
 * The reservation widget on the visitor page: the provider's loader script is run inside each
 * block, where it puts the widget frame; the plain reservation link goes once it is there.
 * Only the loader (OpenTable's, or its stand-in on this site, at its own path) is loaded.
 */
import { trustedScriptUrl } from '../../../shared/embed/trusted-script';

const LOADER_PATH = '/widget/reservation/loader';

for ( const block of document.querySelectorAll< HTMLElement >(
	'.wp-block-tessera-opentable[data-loader]'
) ) {
	const src = trustedScriptUrl(
		block.dataset.loader,
		'https://www.opentable.com',
		LOADER_PATH
	);
	if ( src ) {
		const script = document.createElement( 'script' );
		script.src = src;
		script.onload = () =>
			block
				.querySelector( '.wp-block-tessera-opentable__fallback' )
				?.remove();
		block.appendChild( script );
	}
}

export {};

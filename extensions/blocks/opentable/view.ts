/**
 * The reservation widget on the visitor page: the provider's loader script is run inside each
 * block, where it puts the widget frame; the plain reservation link goes once it is there.
 * Only the loader (OpenTable's, or its stand-in on this site, at its own path) is loaded.
 */
const LOADER_PATH = '/widget/reservation/loader';

function trustedLoader( address: string | undefined ): string | undefined {
	if ( ! address ) {
		return undefined;
	}
	try {
		const url = new URL( address, window.location.href );
		const trusted =
			url.origin === 'https://www.opentable.com' ||
			url.origin === window.location.origin;
		return trusted && url.pathname.endsWith( LOADER_PATH )
			? url.toString()
			: undefined;
	} catch {
		return undefined;
	}
}

for ( const block of document.querySelectorAll< HTMLElement >(
	'.wp-block-tessera-opentable[data-loader]'
) ) {
	const src = trustedLoader( block.dataset.loader );
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

/**
 * The pin-board embed on the visitor page: loads the provider's embed script once, which turns
 * each block's link into a card. Only that script is loaded (from Pinterest, or its stand-in on
 * this site), never an address from the post.
 */
const SCRIPT_PATH = '/js/pinit.js';

function trustedScript( address: string | undefined ): string | undefined {
	if ( ! address ) {
		return undefined;
	}
	try {
		const url = new URL( address, window.location.href );
		const trusted =
			url.origin === 'https://assets.pinterest.com' ||
			url.origin === window.location.origin;
		return trusted && url.pathname.endsWith( SCRIPT_PATH )
			? url.toString()
			: undefined;
	} catch {
		return undefined;
	}
}

const block = document.querySelector< HTMLElement >(
	'.wp-block-tessera-pinterest[data-pinit-script]'
);
const src = trustedScript( block?.dataset.pinitScript );
if ( src ) {
	const script = document.createElement( 'script' );
	script.src = src;
	script.async = true;
	document.body.appendChild( script );
}

export {};

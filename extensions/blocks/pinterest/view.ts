/**
 * The pin-board embed on the visitor page: loads the provider's embed script once, which turns
 * each block's link into a card. Only that script is loaded (from Pinterest, or its stand-in on
 * this site), never an address from the post.
 */
import { trustedScriptUrl } from '../../../shared/embed/trusted-script';

const SCRIPT_PATH = '/js/pinit.js';

const block = document.querySelector< HTMLElement >(
	'.wp-block-tessera-pinterest[data-pinit-script]'
);
const src = trustedScriptUrl(
	block?.dataset.pinitScript,
	'https://assets.pinterest.com',
	SCRIPT_PATH
);
if ( src ) {
	const script = document.createElement( 'script' );
	script.src = src;
	script.async = true;
	document.body.appendChild( script );
}

export {};

/**
 * Ads hidden on mobile: their frame is written without an address, and gets it here once the
 * screen is wider than the style's mobile breakpoint (at once, or when a narrow window widens).
 */

/** The style's breakpoint: at most this wide, an ad hidden on mobile is not shown. */
const MOBILE_QUERY = '(max-width: 600px)';

/** Only an http(s) address is loaded: the attribute is markup, and markup can be hand-written. */
function webAddress( value: string | undefined, base: string ): string | null {
	try {
		const url = new URL( value ?? '', base );
		return /^https?:$/.test( url.protocol ) ? url.href : null;
	} catch {
		return null;
	}
}

export function loadWideScreenSlots(
	doc: Document,
	narrow: MediaQueryList
): void {
	const load = () => {
		if ( narrow.matches ) {
			return;
		}
		for ( const frame of doc.querySelectorAll< HTMLIFrameElement >(
			'.wp-block-tessera-wordads.hide-on-mobile iframe[data-src]'
		) ) {
			const address = webAddress( frame.dataset.src, doc.baseURI );
			frame.removeAttribute( 'data-src' );
			if ( address ) {
				frame.setAttribute( 'src', address );
			}
		}
	};
	load();
	narrow.addEventListener( 'change', load );
}

if (
	typeof window !== 'undefined' &&
	typeof window.matchMedia === 'function'
) {
	loadWideScreenSlots( document, window.matchMedia( MOBILE_QUERY ) );
}

import { loadWideScreenSlots } from '../view';

const SLOT = '/stand-ins/s.pubmine.com/slot?format=mrec';

function page() {
	document.body.innerHTML =
		`<div class="wp-block-tessera-wordads hide-on-mobile"><iframe class="wp-block-tessera-wordads__slot" data-src="${ SLOT }"></iframe></div>` +
		`<div class="wp-block-tessera-wordads"><iframe class="wp-block-tessera-wordads__slot" src="${ SLOT }&amp;x=1"></iframe></div>`;
	return [ ...document.querySelectorAll( 'iframe' ) ];
}

/** A media query list whose `matches` the test sets, and whose listeners it can call. */
function screenQuery( narrow: boolean ) {
	const listeners: Array< () => void > = [];
	const query = {
		matches: narrow,
		addEventListener: ( _type: string, listener: () => void ) =>
			listeners.push( listener ),
	};
	return {
		query: query as unknown as MediaQueryList,
		widen() {
			query.matches = false;
			listeners.forEach( ( listener ) => listener() );
		},
	};
}

describe( 'ads hidden on mobile', () => {
	it( 'loads the frame on a wide screen only, and when a narrow one widens', () => {
		const [ hidden, shown ] = page();
		const narrow = screenQuery( true );
		loadWideScreenSlots( document, narrow.query );
		expect( [
			hidden.getAttribute( 'src' ),
			shown.getAttribute( 'src' ),
		] ).toStrictEqual( [ null, `${ SLOT }&x=1` ] );
		narrow.widen();
		expect( hidden.getAttribute( 'src' ) ).toBe(
			`http://localhost${ SLOT }`
		);

		const [ wideHidden ] = page();
		loadWideScreenSlots( document, screenQuery( false ).query );
		expect( wideHidden.getAttribute( 'src' ) ).toBe(
			`http://localhost${ SLOT }`
		);
	} );

	it( 'loads no address but http(s)', () => {
		document.body.innerHTML =
			'<div class="wp-block-tessera-wordads hide-on-mobile"><iframe data-src="javascript:alert(1)"></iframe></div>';
		loadWideScreenSlots( document, screenQuery( false ).query );
		expect( document.querySelector( 'iframe' )!.outerHTML ).toBe(
			'<iframe></iframe>'
		);
	} );
} );

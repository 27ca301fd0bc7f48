import { addStylesheet } from '../stylesheet';

describe( 'addStylesheet', () => {
	it( 'adds the stylesheet once to the document given, and to no other', () => {
		const frame = document.createElement( 'iframe' );
		document.body.append( frame );
		const canvas = frame.contentDocument!;
		const href = '/build/styles/mapbox-gl.0a1b2c3d.css';

		addStylesheet( canvas, href );
		addStylesheet( canvas, href );
		addStylesheet( canvas, '/build/styles/swiper.4e5f6a7b.css' );

		expect(
			[ ...canvas.head.querySelectorAll( 'link' ) ].map( ( link ) => [
				link.rel,
				link.getAttribute( 'href' ),
			] )
		).toStrictEqual( [
			[ 'stylesheet', href ],
			[ 'stylesheet', '/build/styles/swiper.4e5f6a7b.css' ],
		] );
		expect( document.querySelectorAll( 'link' ) ).toHaveLength( 0 );
		frame.remove();
	} );
} );

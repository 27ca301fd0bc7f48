import { aspectRatioClassNames } from '../aspect-ratio';

const cls = ( name: string ) => `wp-embed-aspect-${ name } wp-has-aspect-ratio`;

describe( 'aspectRatioClassNames', () => {
	it.each( [
		[ 2560, 1080, cls( '21-9' ) ],
		[ 2000, 1000, cls( '18-9' ) ],
		[ 1920, 1080, cls( '16-9' ) ],
		[ 854, 480, cls( '16-9' ) ],
		[ 640, 480, cls( '4-3' ) ],
		[ 720, 720, cls( '1-1' ) ],
		[ 1080, 1920, cls( '9-16' ) ],
		[ 500, 1000, cls( '1-2' ) ],
	] )( '%i×%i is %s', ( width, height, expected ) => {
		expect( aspectRatioClassNames( width, height ) ).toBe( expected );
	} );

	it( 'takes a ratio within a tenth, and nothing beyond it', () => {
		// 1.78 ± 0.1: 1.87 is still 16:9, 1.56 (between 16:9 and 4:3) is neither.
		expect( aspectRatioClassNames( 1870, 1000 ) ).toBe( cls( '16-9' ) );
		expect( aspectRatioClassNames( 1560, 1000 ) ).toBe( '' );
		expect( aspectRatioClassNames( 1000, 1000 * 1.1 ) ).toBe(
			cls( '1-1' )
		);
		expect( aspectRatioClassNames( 1000, 1000 * 1.2 ) ).toBe( '' );
		expect( aspectRatioClassNames( 3000, 1000 ) ).toBe( '' );
		expect( aspectRatioClassNames( 300, 1000 ) ).toBe( '' );
	} );

	it( 'gives nothing without a size', () => {
		expect( aspectRatioClassNames( 0, 1080 ) ).toBe( '' );
		expect( aspectRatioClassNames( 1920, 0 ) ).toBe( '' );
		expect( aspectRatioClassNames( NaN, 1080 ) ).toBe( '' );
		expect( aspectRatioClassNames( -16, -9 ) ).toBe( '' );
	} );
} );

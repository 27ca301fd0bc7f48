import { slideMoveForKey } from '../keys';

describe( 'the slideshow’s keys', () => {
	it( 'turn the slides with the arrows, mirrored right to left', () => {
		expect(
			[ 'ArrowRight', 'ArrowLeft' ].map( ( key ) => [
				slideMoveForKey( key, false ),
				slideMoveForKey( key, true ),
			] )
		).toStrictEqual( [
			[ 'next', 'previous' ],
			[ 'previous', 'next' ],
		] );
	} );

	it( 'leave the page its other keys, the scrolling ones too', () => {
		expect(
			[
				'PageDown',
				'PageUp',
				'ArrowDown',
				'ArrowUp',
				'Home',
				'End',
				' ',
				'Enter',
				'Tab',
			].map( ( key ) => slideMoveForKey( key, false ) )
		).toStrictEqual( Array( 9 ).fill( null ) );
	} );
} );

import { markerKeyAction } from '../marker-keys';

describe( 'the keys of a map marker and its popup', () => {
	it( 'Enter and Space on the marker open and close its popup', () => {
		expect(
			[ 'Enter', ' ' ].flatMap( ( key ) => [
				markerKeyAction( key, false, true ),
				markerKeyAction( key, true, true ),
			] )
		).toStrictEqual( [ 'toggle', 'toggle', 'toggle', 'toggle' ] );
	} );

	it( 'Escape closes an open popup, from the marker or from within the popup', () => {
		expect( markerKeyAction( 'Escape', true, true ) ).toBe( 'close' );
		expect( markerKeyAction( 'Escape', true, false ) ).toBe( 'close' );
		expect( markerKeyAction( 'Escape', false, true ) ).toBeNull();
	} );

	it( 'leaves the popup’s own buttons and every other key alone', () => {
		expect(
			[
				[ 'Enter', true, false ],
				[ ' ', true, false ],
				[ 'Tab', true, true ],
				[ 'ArrowLeft', false, true ],
				[ '+', false, true ],
			].map( ( [ key, open, onMarker ] ) =>
				markerKeyAction(
					key as string,
					open as boolean,
					onMarker as boolean
				)
			)
		).toStrictEqual( [ null, null, null, null, null ] );
	} );
} );

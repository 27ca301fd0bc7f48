import { googleMapsUrl, hasAddress, lineText } from '../address';

describe( 'hasAddress', () => {
	it( 'is false when every line is empty or white space', () => {
		expect( hasAddress( {} ) ).toBe( false );
		expect(
			hasAddress( { address: '', city: '   ', country: '\t\n' } )
		).toBe( false );
	} );

	it( 'is true when any one line holds text', () => {
		expect( hasAddress( { postal: '97403' } ) ).toBe( true );
		expect( hasAddress( { addressLine3: 'Building C' } ) ).toBe( true );
	} );
} );

describe( 'lineText', () => {
	it( 'trims text and gives nothing for other types', () => {
		expect( lineText( '  Springfield ' ) ).toBe( 'Springfield' );
		expect( lineText( 5 ) ).toBe( '' );
		expect( lineText( undefined ) ).toBe( '' );
	} );
} );

describe( 'googleMapsUrl', () => {
	it( 'searches for the non-empty lines, joined by commas', () => {
		const url = new URL(
			googleMapsUrl( {
				address: '987 Harbour Road',
				addressLine2: ' ',
				city: 'Springfield',
				region: 'OR',
				postal: '97403',
				country: 'USA',
			} )
		);
		expect( url.origin + url.pathname ).toBe(
			'https://www.google.com/maps/search/'
		);
		expect( url.searchParams.get( 'api' ) ).toBe( '1' );
		expect( url.searchParams.get( 'query' ) ).toBe(
			'987 Harbour Road, Springfield, OR, 97403, USA'
		);
	} );

	it( 'encodes everything typed, so no line can change the link', () => {
		const hostile =
			'x&query=evil#frag <script>javascript:alert(1)</script>';
		const href = googleMapsUrl( { address: hostile, city: 'Zürich' } );
		expect( href ).not.toMatch( /[<>#\s"]/ );
		const url = new URL( href );
		expect( [ ...url.searchParams.keys() ] ).toEqual( [ 'api', 'query' ] );
		expect( url.searchParams.get( 'query' ) ).toBe(
			`${ hostile }, Zürich`
		);
		expect( url.hash ).toBe( '' );
	} );
} );

import {
	BREADCRUMB_SEPARATOR,
	searchAddress,
	searchDescription,
	searchTitle,
} from '../search-result/format';

const E = '…';

/** `length` letters with a single space at index `spaceAt` (none when undefined). */
function text( length: number, spaceAt?: number ): string {
	const chars = Array.from( { length }, ( _, i ) =>
		String.fromCharCode( 97 + ( i % 26 ) )
	);
	if ( spaceAt !== undefined ) {
		chars[ spaceAt ] = ' ';
	}
	return chars.join( '' );
}

describe( 'searchTitle (at most 63; word boundary between 23 and 73)', () => {
	it.each( [ 22, 23, 62, 63 ] )(
		'keeps a %i-character title whole',
		( n ) => {
			expect( searchTitle( text( n, 5 ) ) ).toBe( text( n, 5 ) );
		}
	);

	it( 'cuts a 64-character title', () => {
		expect( searchTitle( text( 64 ) ) ).toBe( text( 63 ) + E );
	} );

	it( 'does not cut at a space at position 22 or 23: hard cut at 63 instead', () => {
		expect( searchTitle( text( 100, 22 ) ) ).toBe(
			text( 100, 22 ).slice( 0, 63 ) + E
		);
		expect( searchTitle( text( 100, 23 ) ) ).toBe(
			text( 100, 23 ).slice( 0, 63 ) + E
		);
	} );

	it( 'cuts at a space at position 24', () => {
		expect( searchTitle( text( 100, 24 ) ) ).toBe( text( 24 ) + E );
	} );

	it( 'cuts at a space at position 63 and at 72 (the last one it looks at)', () => {
		expect( searchTitle( text( 100, 63 ) ) ).toBe( text( 63 ) + E );
		expect( searchTitle( text( 100, 72 ) ) ).toBe( text( 72 ) + E );
	} );

	it( 'ignores a space at position 73 or 74: hard cut at 63', () => {
		expect( searchTitle( text( 100, 73 ) ) ).toBe( text( 63 ) + E );
		expect( searchTitle( text( 100, 74 ) ) ).toBe( text( 63 ) + E );
	} );

	it( 'a long title without spaces is cut at 63 with an ellipsis', () => {
		expect( searchTitle( text( 74 ) ) ).toBe( text( 63 ) + E );
	} );
} );

describe( 'searchDescription (at most 160; word boundary between 80 and 170)', () => {
	it.each( [ 159, 160 ] )(
		'keeps a %i-character description whole',
		( n ) => {
			expect( searchDescription( text( n ) ) ).toBe( text( n ) );
		}
	);

	it( 'cuts a 161-character description', () => {
		expect( searchDescription( text( 161 ) ) ).toBe( text( 160 ) + E );
	} );

	it( 'does not cut at a space at position 79 or 80', () => {
		expect( searchDescription( text( 300, 79 ) ) ).toBe(
			text( 300, 79 ).slice( 0, 160 ) + E
		);
		expect( searchDescription( text( 300, 80 ) ) ).toBe(
			text( 300, 80 ).slice( 0, 160 ) + E
		);
	} );

	it( 'cuts at a space at 81 and at 169', () => {
		expect( searchDescription( text( 300, 81 ) ) ).toBe( text( 81 ) + E );
		expect( searchDescription( text( 300, 169 ) ) ).toBe( text( 169 ) + E );
	} );

	it( 'ignores a space at 170 or 171: hard cut at 160', () => {
		expect( searchDescription( text( 300, 170 ) ) ).toBe( text( 160 ) + E );
		expect( searchDescription( text( 300, 171 ) ) ).toBe( text( 160 ) + E );
	} );
} );

describe( 'searchAddress (breadcrumb, at most 68)', () => {
	const base = 'https://example.com';
	/** An address whose breadcrumb is exactly `n` characters long. */
	const addressOf = ( n: number ) =>
		`${ base }/${ 'p'.repeat( n - base.length - BREADCRUMB_SEPARATOR.length ) }`;

	it( 'joins the host and path segments, dropping empty ones', () => {
		expect(
			searchAddress( 'https://example.com/2026/11/hello-world/' )
		).toBe( 'https://example.com › 2026 › 11 › hello-world' );
		expect( searchAddress( 'https://example.com/' ) ).toBe( base );
	} );

	it( "keeps a draft's query", () => {
		expect( searchAddress( 'http://localhost:8888/?p=12' ) ).toBe(
			'http://localhost:8888 › ?p=12'
		);
	} );

	it.each( [ 67, 68 ] )( 'keeps a %i-character address whole', ( n ) => {
		const address = searchAddress( addressOf( n ) );
		expect( address ).toHaveLength( n );
		expect( address.endsWith( E ) ).toBe( false );
	} );

	it( 'cuts a 69-character address at 68 with an ellipsis', () => {
		const address = searchAddress( addressOf( 69 ) );
		expect( address ).toBe(
			`${ base }${ BREADCRUMB_SEPARATOR }${ 'p'.repeat( 68 - 22 ) }${ E }`
		);
	} );

	it( 'gives nothing for a missing or non-http address', () => {
		expect( searchAddress( undefined ) ).toBe( '' );
		expect( searchAddress( 'javascript:alert(1)' ) ).toBe( '' );
		expect( searchAddress( 'not a url' ) ).toBe( '' );
	} );
} );

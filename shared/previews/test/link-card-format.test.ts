import { cardDescription, cardLayout, cardTitle } from '../link-card/format';

const E = '…';
const a = ( n: number ) => 'a'.repeat( n );

describe( 'link card rules', () => {
	it.each( [ 79, 80 ] )( 'keeps a %i-character title', ( n ) => {
		expect( cardTitle( a( n ) ) ).toBe( a( n ) );
	} );

	it( 'cuts an 81-character title at 80 with an ellipsis', () => {
		expect( cardTitle( a( 81 ) ) ).toBe( a( 80 ) + E );
	} );

	it.each( [ 199, 200 ] )( 'keeps a %i-character description', ( n ) => {
		expect( cardDescription( a( n ) ) ).toBe( a( n ) );
	} );

	it( 'cuts a 201-character description at 200, even with spaces', () => {
		const words = 'word '.repeat( 41 ).trim(); // 204 characters
		expect( cardDescription( words ) ).toBe( words.slice( 0, 200 ) + E );
	} );

	it( 'maps the large-image summary type to the summary-with-large-image card', () => {
		expect( cardLayout( 'summary_large_image' ) ).toBe(
			'summary-large-image'
		);
		expect( cardLayout( 'summary' ) ).toBe( 'summary' );
		expect( cardLayout( 'article' ) ).toBe( 'summary' );
		expect( cardLayout( undefined ) ).toBe( 'summary' );
	} );
} );

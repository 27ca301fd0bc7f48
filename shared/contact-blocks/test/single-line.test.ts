import { isEnterKey, toSingleLine } from '../single-line';

describe( 'toSingleLine', () => {
	it( 'turns every kind of line break, with the spaces around it, into one space', () => {
		expect( toSingleLine( '987 Harbour Road\nSuite 4' ) ).toBe(
			'987 Harbour Road Suite 4'
		);
		expect( toSingleLine( 'a \r\n\r\n b\rc\u2028d' ) ).toBe( 'a b c d' );
	} );

	it( 'leaves one-line text, empty text and inner spaces alone', () => {
		expect( toSingleLine( '' ) ).toBe( '' );
		expect( toSingleLine( '  two  spaces ' ) ).toBe( '  two  spaces ' );
	} );
} );

describe( 'isEnterKey', () => {
	it( 'is true only for Enter', () => {
		expect( isEnterKey( { key: 'Enter' } ) ).toBe( true );
		expect( isEnterKey( { key: 'a' } ) ).toBe( false );
		expect( isEnterKey( { key: 'Tab' } ) ).toBe( false );
	} );
} );

import { plainText, singleLineText } from '../plain-text';

describe( 'text', () => {
	it( 'turns line breaks into spaces', () => {
		expect( singleLineText( 'Book<br>now' ) ).toBe( 'Book now' );
		expect( singleLineText( 'Book<br />now\nplease\r\nthanks' ) ).toBe(
			'Book now please thanks'
		);
	} );

	it( 'gives plain text: markup dropped, entities decoded', () => {
		expect( plainText( 'Fish &amp; chips' ) ).toBe( 'Fish & chips' );
		expect( plainText( '<strong>Bold</strong><br>move' ) ).toBe(
			'Bold move'
		);
		expect( plainText( '<img src=x onerror=alert(1)>Hi' ) ).toBe( 'Hi' );
		expect( plainText( '&#8220;Quote&#x201D; &unknown;' ) ).toBe(
			'\u201cQuote\u201d &unknown;'
		);
		expect( plainText( undefined ) ).toBe( '' );
	} );
} );

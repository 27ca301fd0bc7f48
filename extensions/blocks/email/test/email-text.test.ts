import { hasEmailAddress, mailtoHref, splitEmailText } from '../email-text';

describe( 'splitEmailText', () => {
	it( 'gives nothing for an empty value or a value that is not text', () => {
		expect( splitEmailText( '' ) ).toEqual( [] );
		expect( splitEmailText( undefined ) ).toEqual( [] );
		expect( splitEmailText( 42 ) ).toEqual( [] );
	} );

	it( 'keeps white space only as text', () => {
		expect( splitEmailText( '   ' ) ).toEqual( [
			{ kind: 'text', text: '   ' },
		] );
		expect( hasEmailAddress( '  \t ' ) ).toBe( false );
	} );

	it( 'makes one address an email segment', () => {
		expect( splitEmailText( 'hello@example.com' ) ).toEqual( [
			{ kind: 'email', address: 'hello@example.com' },
		] );
	} );

	it( 'keeps the words and punctuation around addresses as text', () => {
		expect(
			splitEmailText(
				'Write to sales@example.com or (help@example.org).'
			)
		).toEqual( [
			{ kind: 'text', text: 'Write to ' },
			{ kind: 'email', address: 'sales@example.com' },
			{ kind: 'text', text: ' or (' },
			{ kind: 'email', address: 'help@example.org' },
			{ kind: 'text', text: ').' },
		] );
	} );

	it( 'refuses what the shared check refuses', () => {
		for ( const token of [
			'javascript:alert(1)@x.com',
			'mailto:a@b.com',
			'a@b.com?bcc=x@y.com',
			'user@bücher.de',
			'name@localhost',
			'@example.com',
			'<script>alert(1)</script>',
			`${ 'a'.repeat( 65 ) }@example.com`,
		] ) {
			expect( splitEmailText( token ) ).toEqual( [
				{ kind: 'text', text: token },
			] );
		}
	} );

	it( 'keeps unicode text around an address untouched', () => {
		expect(
			splitEmailText(
				'Écrivez à café@example.fr ou à bonjour@example.fr ✉'
			)
		).toEqual( [
			{ kind: 'text', text: 'Écrivez à café@example.fr ou à ' },
			{ kind: 'email', address: 'bonjour@example.fr' },
			{ kind: 'text', text: ' ✉' },
		] );
	} );
} );

describe( 'mailtoHref', () => {
	it( 'links a plain address as it is', () => {
		expect( mailtoHref( 'first.last+news@example.co.uk' ) ).toBe(
			'mailto:first.last+news@example.co.uk'
		);
	} );

	it( 'percent-encodes local-part characters that would add headers or fragments', () => {
		expect( mailtoHref( 'a?bcc=x@y.com' ) ).toBe(
			'mailto:a%3Fbcc%3Dx@y.com'
		);
		expect( mailtoHref( 'a&b#c%d/e@y.com' ) ).toBe(
			'mailto:a%26b%23c%25d%2Fe@y.com'
		);
	} );
} );

import { summarizeQuotedPost } from '../microblog/quoted';
import { monthAndDay } from '../microblog/date';
import { displayHost, httpUrl } from '../safe-url';
import { stripTags } from '../strip-tags';

describe( 'small helpers', () => {
	it( 'summarizes a quoted post from its address', () => {
		expect(
			summarizeQuotedPost( 'https://twitter.com/jack/status/20' )
		).toEqual( {
			href: 'https://twitter.com/jack/status/20',
			host: 'twitter.com',
			screenName: '@jack',
		} );
		expect(
			summarizeQuotedPost( 'https://example.com/some/page' )
		).toEqual( {
			href: 'https://example.com/some/page',
			host: 'example.com',
			screenName: undefined,
		} );
		expect( summarizeQuotedPost( 'javascript:alert(1)' ) ).toBeUndefined();
		expect( summarizeQuotedPost( undefined ) ).toBeUndefined();
	} );

	it( 'accepts only http(s) addresses', () => {
		expect( httpUrl( 'https://example.com/a b' ) ).toBe(
			'https://example.com/a%20b'
		);
		expect( httpUrl( 'data:image/png;base64,AAAA' ) ).toBeUndefined();
		expect( httpUrl( '/relative' ) ).toBeUndefined();
		expect( displayHost( 'https://www.example.com/x' ) ).toBe(
			'example.com'
		);
		expect( displayHost( 'ftp://example.com' ) ).toBe( '' );
	} );

	it( 'strips tags without interpreting them', () => {
		expect( stripTags( '"><img src=x onerror=alert(1)>' ) ).toBe( '">' );
		expect( stripTags( undefined ) ).toBe( '' );
	} );

	it( 'formats the month and day', () => {
		expect( monthAndDay( '2026-11-22T12:00:00Z', 'en-US' ) ).toBe(
			'Nov 22'
		);
		expect( monthAndDay( 'not a date', 'en-US' ) ).toMatch(
			/^[A-Z][a-z]{2} \d{1,2}$/
		);
	} );
} );

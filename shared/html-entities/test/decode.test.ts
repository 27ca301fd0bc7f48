import { PLAIN_TEXT_ENTITIES, decodeEntities } from '../decode';

describe( 'decodeEntities', () => {
	it( 'reads named references in any case, and numeric ones', () => {
		expect( decodeEntities( '&AMP; &lt;b&gt; &#233; &#xE9; &#XE9;' ) ).toBe(
			'& <b> é é é'
		);
	} );

	it( 'reads &nbsp; as a no-break space, or a plain one in plain text', () => {
		expect( decodeEntities( 'a&nbsp;b' ) ).toBe( 'a\u00a0b' );
		expect( decodeEntities( 'a&nbsp;b', PLAIN_TEXT_ENTITIES ) ).toBe(
			'a b'
		);
	} );

	it( 'reads typographic names only in plain text', () => {
		expect( decodeEntities( '&hellip;&rsquo;' ) ).toBe( '&hellip;&rsquo;' );
		expect( decodeEntities( '&hellip;&rsquo;', PLAIN_TEXT_ENTITIES ) ).toBe(
			'…’'
		);
	} );

	it( 'leaves unknown, out-of-range and inherited names as written', () => {
		expect(
			decodeEntities( '&bogus; &#0; &#x110000; &constructor; &toString;' )
		).toBe( '&bogus; &#0; &#x110000; &constructor; &toString;' );
	} );
} );

import { ksesPost } from '../content/kses';

describe( 'ksesPost', () => {
	it( 'keeps a link opening in a new tab, as WordPress allows', () => {
		const html =
			'<!-- wp:paragraph --><p><a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a></p><!-- /wp:paragraph -->';
		expect( ksesPost( html ) ).toBe( html );
	} );

	it( 'still removes scripts, handlers and javascript: links', () => {
		const out = ksesPost(
			'<p><a href="javascript:alert(1)" target="_blank" onclick="alert(2)">x</a><script>alert(3)</script></p>'
		);
		expect( out ).not.toMatch( /javascript:|onclick|<script/ );
		expect( out ).toContain( 'target="_blank"' );
	} );
} );

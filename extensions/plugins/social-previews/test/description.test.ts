import { previewDescription } from '../description';
import { htmlToText } from '../html-to-text';

describe( 'previewDescription', () => {
	it( 'prefers the SEO description, then the excerpt, then the content', () => {
		expect(
			previewDescription( {
				seoDescription: 'SEO words',
				excerpt: 'Excerpt words',
				content: '<p>Content</p>',
			} )
		).toBe( 'SEO words' );
		expect(
			previewDescription( {
				seoDescription: '  ',
				excerpt: 'Excerpt words',
				content: '<p>Content</p>',
			} )
		).toBe( 'Excerpt words' );
		expect(
			previewDescription( {
				content:
					'<!-- wp:paragraph --><p>Fish &amp; chips</p><!-- /wp:paragraph -->',
			} )
		).toBe( 'Fish & chips' );
	} );

	it( "falls back to 'Visit the post for more.'", () => {
		expect( previewDescription( {} ) ).toBe( 'Visit the post for more.' );
		expect(
			previewDescription( {
				excerpt: '',
				content: '<!-- wp:separator --><hr/><!-- /wp:separator -->',
			} )
		).toBe( 'Visit the post for more.' );
	} );

	it( 'keeps a typed SEO description as typed (it is shown as text)', () => {
		const typed = '<script>alert(1)</script> "quoted"';
		expect( previewDescription( { seoDescription: typed } ) ).toBe( typed );
	} );
} );

describe( 'htmlToText', () => {
	it( 'keeps line breaks, drops tags and comments, decodes entities once', () => {
		expect(
			htmlToText( 'One<br>two &lt;b&gt; <strong>three</strong>\n' )
		).toBe( 'One\ntwo <b> three' );
	} );
} );

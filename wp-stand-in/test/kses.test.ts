import { ksesPost, ksesTitle } from '../../platform/content/kses';

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

const SITE = 'http://localhost:8888';
const PDF = `${ SITE }/wp-content/uploads/2024/05/doc.pdf`;

describe( 'what the post filter used to let through for authors', () => {
	it.each( [
		[ 'style elements', '<style>p{}</style>x', 'p{}x' ],
		[
			'forms, password inputs and selects',
			'<form action="https://e.example/"><input type="password"><select><option>1</option></select></form>',
			'1',
		],
		[ 'open dialogs', '<dialog open>Sign in</dialog>', 'Sign in' ],
		[ 'SVG', '<svg onload="x()"><circle r="1"/></svg>', '' ],
		[ 'MathML', '<math><mi>x</mi></math>', 'x' ],
		[
			'expression()',
			'<p style="width:expression(alert(1))">x</p>',
			'<p>x</p>',
		],
		[
			'url(javascript:)',
			'<p style="background:url(javascript:alert(1))">x</p>',
			'<p>x</p>',
		],
		[
			'behavior:',
			'<p style="behavior:url(a.htc);color:red">x</p>',
			'<p style="color:red">x</p>',
		],
		[
			'-moz-binding',
			'<p style="-moz-binding:url(a.xml#b)">x</p>',
			'<p>x</p>',
		],
		[
			'full-page overlays (inset is not an allowed property)',
			'<div style="position:fixed;inset:0">x</div>',
			'<div style="position:fixed">x</div>',
		],
		[
			'data: image URLs',
			'<img src="data:image/png;base64,AAAA">',
			'<img src="image/png;base64,AAAA">',
		],
	] )( 'removes %s', ( _what, input, expected ) => {
		expect( ksesPost( input, SITE ) ).toBe( expected );
	} );

	it( 'filters strings inside block attributes, keys and nested values included', () => {
		expect(
			ksesPost(
				'<!-- wp:tessera/x {"a":"\\u003cimg src=x onerror=alert(1)\\u003e","\\u003cb onclick=y\\u003ek\\u003c/b\\u003e":["\\u003cscript\\u003ez\\u003c/script\\u003e"]} /-->',
				SITE
			)
		).toBe(
			'<!-- wp:tessera/x {"a":"\\u003cimg src=\\u0022x\\u0022\\u003e","\\u003cb\\u003ek\\u003c/b\\u003e":["z"]} /-->'
		);
	} );

	it( 'turns a delimiter whose JSON holds raw markup into text, as WordPress does', () => {
		expect(
			ksesPost(
				'<!-- wp:paragraph {"className":"<img src=x onerror=alert(1)>"} --><p>a</p><!-- /wp:paragraph -->',
				SITE
			)
		).toBe(
			'&lt;!-- wp:paragraph {&quot;className&quot;:&quot;<img src="x">"} --&gt;<p>a</p><!-- /wp:paragraph -->'
		);
	} );
} );

describe( 'what the post filter used to break', () => {
	it.each( [
		[
			'more',
			'<!-- wp:more {"customText":"Read on"} -->\n<!--more Read on-->\n<!-- /wp:more -->',
		],
		[
			'nextpage',
			'<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->',
		],
		[
			'file with a same-site PDF preview',
			`<!-- wp:file {"href":"${ PDF }","displayPreview":true} -->\n<div class="wp-block-file"><object class="wp-block-file__embed" data="${ PDF }" type="application/pdf" style="width:100%;height:600px" aria-label="doc.pdf"></object><a id="wp-block-file--media-1" href="${ PDF }">doc.pdf</a><a href="${ PDF }" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Download</a></div>\n<!-- /wp:file -->`,
		],
	] )( 'keeps %s', ( _what, html ) => {
		expect( ksesPost( html, SITE ) ).toBe( html );
	} );

	it( 'keeps a PDF object on the site over https, not on another port or host', () => {
		const object = ( url: string ) =>
			`<object data="${ url }" type="application/pdf"></object>`;
		expect(
			ksesPost( object( 'https://localhost:8888/a.pdf' ), SITE )
		).toBe( object( 'https://localhost:8888/a.pdf' ) );
		for ( const url of [
			'http://localhost:8889/a.pdf',
			'http://localhost/a.pdf',
			'http://localhost:8888.evil.example/a.pdf',
			'http://localhost:8888/a.pdf?download=1',
			'http://localhost:8888/a.pdf#page=2',
			'http://localhost:8888/a.pdf.html',
		] ) {
			expect( ksesPost( object( url ), SITE ) ).toBe(
				'<object></object>'
			);
		}
		expect( ksesPost( object( 'http://localhost:8888/a.pdf' ) ) ).toBe(
			'<object></object>'
		);
	} );

	it( 'compares the host and port as the site address writes them', () => {
		const object = ( url: string ) =>
			`<object data="${ url }" type="application/pdf"></object>`;
		const site = 'http://Localhost:80';
		expect( ksesPost( object( 'http://Localhost:80/a.pdf' ), site ) ).toBe(
			object( 'http://Localhost:80/a.pdf' )
		);
		expect( ksesPost( object( 'http://localhost/a.pdf' ), site ) ).toBe(
			'<object></object>'
		);
	} );

	it( 'keeps a delimiter the block parser accepts, in its canonical form', () => {
		expect(
			ksesPost(
				'<!-- wp:core/image {"id":5}  --><figure class="wp-block-image"><img src="a.jpg" alt="" class="wp-image-5"/></figure><!-- /wp:core/image -->',
				SITE
			)
		).toBe(
			'<!-- wp:image {"id":5} --><figure class="wp-block-image"><img src="a.jpg" alt="" class="wp-image-5" /></figure><!-- /wp:image -->'
		);
	} );

	it( 'gives each block left open the rest of the post, until that would multiply its size', () => {
		expect(
			ksesPost( '<!-- wp:group --><div><!-- wp:paragraph --><p>x</p>' )
		).toBe(
			'<div><!-- wp:paragraph --><p>x</p><!-- /wp:paragraph --><!-- wp:group --><div><!-- wp:paragraph --><p>x</p><!-- /wp:group -->'
		);
		const open = '<!-- wp:group --><div>'.repeat( 1000 );
		expect( ksesPost( open ) ).toBe(
			`${ '<!-- wp:group --><div>'.repeat( 1000 ) }${ '<!-- /wp:group -->'.repeat( 1000 ) }`
		);
	} );

	it( 'reads blocks nested thousands deep', () => {
		const nested = `${ '<!-- wp:group --><div>'.repeat( 5000 ) }${ '</div><!-- /wp:group -->'.repeat( 5000 ) }`;
		expect( ksesPost( nested ) ).toBe( nested );
	} );
} );

describe( 'ksesTitle', () => {
	it( "keeps only the small set of inline elements, without attributes but a link's", () => {
		expect(
			ksesTitle(
				'<form><img src=x onerror=alert(1)>My <b class="c">title</b></form> <a href="https://example.org/" title="t" target="_blank">link</a>'
			)
		).toBe(
			'My <b>title</b> <a href="https://example.org/" title="t">link</a>'
		);
	} );

	it( 'escapes a < that starts no tag, a stray > and ampersands', () => {
		expect( ksesTitle( 'Tom & Jerry: 2 < 3' ) ).toBe(
			'Tom &amp; Jerry: 2 &lt; 3'
		);
		expect( ksesTitle( '4 > 1' ) ).toBe( '4 &gt; 1' );
		// Between a < and a > is a tag to kses, removed when it is none it allows.
		expect( ksesTitle( '2 < 3 and 4 > 1' ) ).toBe( '2  1' );
	} );
} );

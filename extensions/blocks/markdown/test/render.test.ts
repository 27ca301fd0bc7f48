/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { render } from '../render';
import { unsafeParts } from './assert-safe';
import { XSS_CORPUS } from './xss-corpus';

const context = { locale: 'en_US' };
const { document } = new JSDOM( '' ).window;

describe( 'markdown render (server)', () => {
	it( 'renders the source inside the block wrapper', () => {
		const html = render( { source: '## Hello\n\n*world*' }, '', context );
		expect( html ).toBe(
			'<div class="wp-block-tessera-markdown"><h2>Hello</h2>\n<p><em>world</em></p>\n</div>'
		);
	} );

	it( 'renders from the source, never from the saved HTML', () => {
		const html = render(
			{ source: 'safe' },
			'<img src=x onerror=alert(1)>',
			context
		);
		expect( html ).not.toContain( 'onerror' );
		expect( html ).toContain( '<p>safe</p>' );
	} );

	it( 'reads &gt;, &lt; and &amp; in the source as the characters', () => {
		expect(
			render(
				{ source: '&gt; quote\n\n`a &lt; b &amp;&amp; c`' },
				'',
				context
			)
		).toBe(
			'<div class="wp-block-tessera-markdown"><blockquote>\n<p>quote</p>\n</blockquote>\n<p><code>a &lt; b &amp;&amp; c</code></p>\n</div>'
		);
	} );

	it( 'reads them as typed text when the saved HTML was made that way (before deprecation v1)', () => {
		const asTyped =
			'<div class="wp-block-tessera-markdown"><p>&gt; not a quote</p>\n</div>';
		expect(
			render(
				{ source: '&gt; not a quote' },
				`\n${ asTyped }\n`,
				context
			)
		).toBe( asTyped );
		expect(
			render( { source: '&gt; not a quote' }, '<p>other</p>', context )
		).toBe(
			'<div class="wp-block-tessera-markdown"><blockquote>\n<p>not a quote</p>\n</blockquote>\n</div>'
		);
	} );

	it( 'never sends the saved HTML it compares with', () => {
		const hostile =
			'<div class="wp-block-tessera-markdown"><img src="x" onerror="alert(1)"></div>';
		const html = render(
			{ source: '&lt;img src="x" onerror="alert(1)"&gt;' },
			hostile,
			context
		);
		expect( html ).toBe(
			'<div class="wp-block-tessera-markdown"><img src="x"></div>'
		);
	} );

	it( 'renders an empty wrapper for a missing or non-string source', () => {
		expect( render( {}, '', context ) ).toBe(
			'<div class="wp-block-tessera-markdown"></div>'
		);
		expect( render( { source: 42 } as never, '', context ) ).toBe(
			'<div class="wp-block-tessera-markdown"></div>'
		);
	} );

	it( 'keeps only well-formed custom class names', () => {
		const html = render(
			{ source: 'x', className: 'notes "><script>' },
			'',
			context
		);
		expect(
			html.startsWith( '<div class="wp-block-tessera-markdown notes">' )
		).toBe( true );
	} );

	it.each( Object.entries( XSS_CORPUS ) )(
		'runs nothing from %s',
		( _name, source ) => {
			expect(
				unsafeParts( render( { source }, '', context ), document )
			).toEqual( [] );
		}
	);
} );

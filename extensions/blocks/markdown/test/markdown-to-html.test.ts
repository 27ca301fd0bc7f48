import DOMPurify from 'dompurify';
import { markdownToSafeHtml } from '../markdown-to-html';
import { renderMarkdown } from '../markdown';
import { unsafeParts } from './assert-safe';
import { XSS_CORPUS } from './xss-corpus';

describe( 'markdownToSafeHtml', () => {
	it( 'renders headings, emphasis, lists, code and links', () => {
		const html = renderMarkdown(
			'# Title\n\nSome **bold** and _italic_ text with `code`.\n\n- one\n- two\n\n' +
				'```js\nconst a = 1 < 2;\n```\n\n[WordPress](https://wordpress.org/)'
		);
		const host = document.createElement( 'div' );
		host.innerHTML = html;
		expect( host.querySelector( 'h1' ) ).toHaveTextContent( 'Title' );
		expect( host.querySelector( 'strong' ) ).toHaveTextContent( 'bold' );
		expect( host.querySelector( 'em' ) ).toHaveTextContent( 'italic' );
		expect( host.querySelectorAll( 'ul > li' ) ).toHaveLength( 2 );
		expect(
			host.querySelector( 'pre code.language-js' )
		).toHaveTextContent( 'const a = 1 < 2;' );
		expect( host.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'https://wordpress.org/'
		);
	} );

	it( 'renders GitHub-flavoured tables and strikethrough', () => {
		const html = renderMarkdown(
			'| a | b |\n| - | - |\n| 1 | 2 |\n\n~~gone~~'
		);
		expect( html ).toContain( '<table>' );
		expect( html ).toContain( '<del>gone</del>' );
	} );

	it( 'keeps harmless raw HTML', () => {
		expect(
			renderMarkdown( 'Press <kbd>Ctrl</kbd>+<kbd>S</kbd>' )
		).toContain( '<kbd>Ctrl</kbd>' );
	} );

	it.each( [ undefined, '', '   \n  ' ] )(
		'gives nothing for the empty source %p',
		( source ) => {
			expect( renderMarkdown( source ) ).toBe( '' );
		}
	);

	it.each( Object.entries( XSS_CORPUS ) )(
		'runs nothing from %s',
		( _name, source ) => {
			expect( unsafeParts( renderMarkdown( source ), document ) ).toEqual(
				[]
			);
		}
	);

	it( 'keeps the text of hostile code samples visible', () => {
		const host = document.createElement( 'div' );
		host.innerHTML = renderMarkdown(
			XSS_CORPUS[ 'code span keeps text only' ]
		);
		expect( host.querySelector( 'code' ) ).toHaveTextContent(
			'<script>alert(1)</script>'
		);
	} );

	it( 'refuses to run with a DOMPurify that has no window', () => {
		const windowless = {
			...DOMPurify,
			isSupported: false,
		} as typeof DOMPurify;
		expect( () =>
			markdownToSafeHtml( '<script>alert(1)</script>', windowless )
		).toThrow( /no window/ );
	} );

	it( 'catches an unsafe result (the check itself can fail)', () => {
		expect(
			unsafeParts( '<img src=x onerror=alert(1)>', document )
		).toEqual( [ 'onerror=' ] );
		expect(
			unsafeParts( '<a href=" javascript:alert(1)">x</a>', document )
		).toHaveLength( 1 );
		expect(
			unsafeParts( '<svg><script></script></svg>', document )
		).toEqual( [ '<svg>', '<script>' ] );
	} );
} );

/**
 * The server render of each element, and of a button saved in the post content (which must be
 * exactly its saved markup, for every fixture).
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { render } from '../render';
import type { ButtonAttributes } from '../types';

const context = { locale: 'en_US' };
const defaults: ButtonAttributes = { saveInPostContent: false };

function renderToDom( attributes: Partial< ButtonAttributes > ) {
	const host = document.createElement( 'div' );
	host.innerHTML = render( { ...defaults, ...attributes }, '', context );
	return host.firstElementChild as HTMLElement;
}

describe( 'button render', () => {
	it( 'renders a link opening in a new tab for element a', () => {
		const wrapper = renderToDom( {
			element: 'a',
			text: 'Fish &amp; chips',
			url: 'https://example.org/menu',
			uniqueId: 'calendly-widget-id',
		} );
		expect( wrapper ).toHaveClass( 'wp-block-tessera-button' );
		const link = wrapper.querySelector( 'a' )!;
		expect( link ).toHaveAttribute( 'href', 'https://example.org/menu' );
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( link ).toHaveAttribute( 'id', 'calendly-widget-id' );
		expect( link ).toHaveTextContent( 'Fish & chips' );
	} );

	it( 'renders a link without href for a scheme other than http, https, mailto or tel', () => {
		const link = renderToDom( {
			element: 'a',
			text: 'Go',
			url: 'javascript:alert(1)',
		} ).querySelector( 'a' )!;
		expect( link ).not.toHaveAttribute( 'href' );
	} );

	it( 'renders a submit button for element button', () => {
		const button = renderToDom( {
			element: 'button',
			text: 'Contact Us',
			backgroundColor: 'accent',
			textColor: 'paper',
		} ).querySelector( 'button' )!;
		expect( button ).toHaveAttribute( 'type', 'submit' );
		expect( button ).toHaveTextContent( 'Contact Us' );
		expect( button ).toHaveClass(
			'wp-block-button__link',
			'has-text-color',
			'has-paper-color',
			'has-background',
			'has-accent-background-color'
		);
	} );

	it( 'renders a submit input whose value is the plain text', () => {
		const input = renderToDom( {
			element: 'input',
			text: 'Send <em>now</em>',
		} ).querySelector( 'input' )!;
		expect( input ).toHaveAttribute( 'type', 'submit' );
		expect( input ).toHaveAttribute( 'value', 'Send now' );
	} );

	it( 'writes radius, width, alignment and custom colours; 0 removes the radius', () => {
		const wrapper = renderToDom( {
			element: 'button',
			text: 'Go',
			borderRadius: 20,
			width: '75%',
			align: 'center',
			customTextColor: '#fff',
			customBackgroundColor: '#b3362d',
		} );
		expect( wrapper ).toHaveClass( 'aligncenter' );
		const button = wrapper.querySelector( 'button' )!;
		expect( button ).toHaveClass( 'has-custom-width' );
		expect( button.style.width ).toBe( '75%' );
		expect( button.style.borderRadius ).toBe( '20px' );
		expect( button.style.color ).toBe( 'rgb(255, 255, 255)' );
		expect( button.style.backgroundColor ).toBe( 'rgb(179, 54, 45)' );
		const square = renderToDom( {
			element: 'button',
			borderRadius: 0,
		} ).querySelector( 'button' )!;
		expect( square ).toHaveClass( 'no-border-radius' );
		expect( square.style.borderRadius ).toBe( '' );
	} );

	it( 'prefers a gradient over a custom background colour', () => {
		const link = renderToDom( {
			customBackgroundColor: '#000',
			customGradient: 'linear-gradient(red, blue)',
		} ).querySelector( 'a' )!;
		expect( link.getAttribute( 'style' ) ).toBe(
			'background:linear-gradient(red, blue)'
		);
	} );

	it( 'drops a percentage width on a floated button', () => {
		const wrapper = renderToDom( { width: '50%', align: 'left' } );
		expect( wrapper ).toHaveClass( 'alignleft' );
		expect( wrapper.querySelector( 'a' ) ).not.toHaveClass(
			'has-custom-width'
		);
		expect(
			wrapper.querySelector( 'a' )!.getAttribute( 'style' )
		).toBeNull();
	} );

	it( 'escapes or drops hostile values', () => {
		const html = render(
			{
				...defaults,
				element: 'script' as ButtonAttributes[ 'element' ],
				text: '<script>alert(1)</script>&lt;b&gt;',
				uniqueId: 'a" onclick="x',
				className: 'ok "><script>',
				textColor: 'x"><script>',
				customBackgroundColor: 'red;background:url(x)',
				customGradient: 'linear-gradient(red,blue);x:url(y)',
				width: '10px;position:fixed',
			},
			'',
			context
		);
		expect( html ).not.toMatch( /<script|onclick|url\(|position/ );
		expect( html ).toContain( '&lt;b>' );
		expect( html ).toContain( '<a class="wp-block-button__link"' );
	} );
} );

const FIXTURES = path.join( __dirname, 'fixtures' );
const saved = readdirSync( FIXTURES )
	.filter(
		( file ) =>
			file.endsWith( '.json' ) && ! file.endsWith( '.parsed.json' )
	)
	.map(
		(
			file
		): [
			string,
			{ attributes: ButtonAttributes; originalContent: string },
		] => [
			file,
			JSON.parse(
				readFileSync( path.join( FIXTURES, file ), 'utf8' )
			)[ 0 ],
		]
	)
	.filter( ( [ , block ] ) => block.attributes.saveInPostContent );

it( 'has fixtures of buttons saved in the post content', () => {
	expect( saved.length ).toBeGreaterThanOrEqual( 3 );
} );

it.each( saved )(
	'%s renders on the server as it was saved',
	( _file, block ) => {
		expect( render( block.attributes, '', context ) ).toBe(
			block.originalContent
		);
	}
);

import { parse } from '@wordpress/block-serialization-default-parser';
import { readFileSync } from 'fs';
import path from 'path';
import { registerServiceHost } from '../../../../shared/service-hosts';
import { render as renderButton } from '../../button/render';
import { render } from '../render';
import type { CalendlyAttributes } from '../types';

const context = { locale: 'en_US', origin: 'http://localhost:8888' };
const defaults: CalendlyAttributes = {
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
	hideEventTypeDetails: false,
	style: 'inline',
};

function dom( html: string ) {
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	return host.firstElementChild as HTMLElement | null;
}

/** The saved wrapper with its inner button rendered, as the server gives it to render(). */
function savedContent( fixture: string ): {
	attrs: CalendlyAttributes;
	content: string;
} {
	const [ block ] = parse(
		readFileSync( path.join( __dirname, 'fixtures', fixture ), 'utf8' )
	);
	let index = 0;
	const content = block.innerContent
		.map( ( chunk ) => {
			if ( chunk !== null ) {
				return chunk;
			}
			const inner = block.innerBlocks[ index++ ];
			return renderButton(
				{ saveInPostContent: false, ...( inner.attrs as object ) },
				'',
				context
			);
		} )
		.join( '' );
	return { attrs: { ...defaults, ...( block.attrs as object ) }, content };
}

describe( 'calendly render', () => {
	it( 'renders nothing without a valid scheduling address', () => {
		expect( render( defaults, '', context ) ).toBe( '' );
		expect(
			render(
				{ ...defaults, url: 'https://evil.example/x' },
				'',
				context
			)
		).toBe( '' );
		expect(
			render( { ...defaults, url: 'javascript:alert(1)' }, '', context )
		).toBe( '' );
	} );

	it( 'renders the inline widget as an iframe of the embed address', () => {
		const block = dom(
			render(
				{
					...defaults,
					url: 'https://calendly.com/tessera-demo/30min',
					hideEventTypeDetails: true,
					backgroundColor: '1e1e1e',
				},
				'<div class="wp-block-tessera-calendly"></div>',
				context
			)
		)!;
		expect( block ).toHaveClass(
			'wp-block-tessera-calendly',
			'calendly-style-inline'
		);
		const src = new URL(
			block.querySelector( 'iframe' )!.getAttribute( 'src' )!
		);
		expect( src.searchParams.get( 'embed_domain' ) ).toBe(
			'localhost:8888'
		);
		expect( src.searchParams.get( 'embed_type' ) ).toBe( 'Inline' );
		expect( src.searchParams.get( 'hide_event_type_details' ) ).toBe( '1' );
		expect( src.searchParams.get( 'background_color' ) ).toBe( '1e1e1e' );
		expect( block.querySelector( 'iframe' ) ).toHaveAttribute(
			'title',
			'Calendly'
		);
	} );

	it( 'loads the stand-in when the service host map names one, keeping path and query', () => {
		registerServiceHost(
			'https://calendly.com',
			'/stand-ins/calendly.com'
		);
		const src = dom(
			render(
				{ ...defaults, url: 'https://calendly.com/tessera-demo/30min' },
				'',
				context
			)
		)!
			.querySelector( 'iframe' )!
			.getAttribute( 'src' )!;
		expect( src ).toMatch(
			/^http:\/\/localhost:8888\/stand-ins\/calendly\.com\/tessera-demo\/30min\?embed_domain=/
		);
	} );

	it( 'renders the inner button in link style, linking to the embed address', () => {
		const { attrs, content } = savedContent(
			'tessera__calendly__link.html'
		);
		const block = dom( render( attrs, content, context ) )!;
		expect( block ).toHaveClass( 'calendly-style-link' );
		expect(
			block.querySelectorAll( '.wp-block-tessera-calendly' )
		).toHaveLength( 0 );
		const link = block.querySelector( 'a' )!;
		expect( link ).toHaveTextContent( 'Book an intro call' );
		expect( link ).toHaveAttribute( 'id', 'calendly-widget-id' );
		expect( link.getAttribute( 'href' ) ).toMatch(
			/\/calendly\.com\/tessera-demo\/intro-call\?embed_domain=localhost%3A8888&embed_type=Inline/
		);
		expect( link.style.backgroundColor ).toBe( 'rgb(0, 105, 255)' );
	} );

	it( 'renders a first-version link block not yet migrated with its button text', () => {
		const block = dom(
			render(
				{
					...defaults,
					style: 'link',
					url: 'https://calendly.com/tessera-demo',
					submitButtonText: 'Talk to us',
				} as CalendlyAttributes,
				'<a href="https://calendly.com/tessera-demo" class="wp-block-tessera-calendly">https://calendly.com/tessera-demo</a>',
				context
			)
		)!;
		expect( block.querySelector( 'a' ) ).toHaveTextContent( 'Talk to us' );
		expect( block.querySelector( 'a' )!.getAttribute( 'href' ) ).toContain(
			'/tessera-demo?embed_domain='
		);
	} );
} );

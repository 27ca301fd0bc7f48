import { registerServiceHost } from '../../../../shared/service-hosts';
import { render } from '../render';
import type { GifAttributes } from '../types';

const context = { locale: 'en_US', origin: 'http://localhost:8888' };

beforeAll( () => {
	registerServiceHost( 'https://giphy.com', '/stand-ins/giphy.com' );
} );

const base: GifAttributes = { align: 'center', paddingTop: '56.2%' };

describe( 'render', () => {
	it( 'frames the mapped embed page in its proportions, with the saved caption', () => {
		expect(
			render(
				{
					...base,
					align: 'wide',
					giphyUrl: 'https://giphy.com/embed/xT9IgzoKnwFNmISR8I',
					searchText: 'fractal "zoom"',
					paddingTop: '100%',
				},
				'<figure><div></div><figcaption class="wp-block-tessera-gif__caption">Zooming into the <strong>Mandelbrot</strong> set</figcaption></figure>',
				context
			)
		).toBe(
			'<figure class="wp-block-tessera-gif alignwide"><div class="wp-block-tessera-gif__container" style="padding-top:100%"><iframe src="http://localhost:8888/stand-ins/giphy.com/embed/xT9IgzoKnwFNmISR8I" title="fractal &quot;zoom&quot;" loading="lazy"></iframe></div><figcaption class="wp-block-tessera-gif__caption">Zooming into the <strong>Mandelbrot</strong> set</figcaption></figure>'
		);
	} );

	it( 'keeps a hostile padding and alignment out', () => {
		expect(
			render(
				{
					...base,
					align: 'center" onload="x',
					giphyUrl: 'https://giphy.com/embed/Lq0h93752f6J9tijrh',
					paddingTop: '1%;background:url(x)',
				},
				'',
				context
			)
		).toBe(
			'<figure class="wp-block-tessera-gif"><div class="wp-block-tessera-gif__container" style="padding-top:56.2%"><iframe src="http://localhost:8888/stand-ins/giphy.com/embed/Lq0h93752f6J9tijrh" title="GIF" loading="lazy"></iframe></div></figure>'
		);
	} );

	it( 'renders nothing for an address that is not a Giphy embed', () => {
		for ( const giphyUrl of [
			undefined,
			'javascript:alert(1)',
			'https://example.org/embed/Lq0h93752f6J9tijrh',
		] ) {
			expect( render( { ...base, giphyUrl }, '', context ) ).toBe( '' );
		}
	} );
} );

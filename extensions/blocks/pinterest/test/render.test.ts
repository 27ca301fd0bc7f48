import { registerServiceHost } from '../../../../shared/service-hosts';
import { render } from '../render';

const context = { locale: 'en_US', origin: 'http://localhost:8888' };

beforeAll( () => {
	registerServiceHost(
		'https://www.pinterest.com',
		'/stand-ins/www.pinterest.com'
	);
	registerServiceHost(
		'https://assets.pinterest.com',
		'/stand-ins/assets.pinterest.com'
	);
} );

describe( 'render', () => {
	it( 'gives the link the embed script reads, and the script for the view', () => {
		expect(
			render(
				{
					url: 'https://www.pinterest.com/tesseragarden/balcony-herbs/',
				},
				'',
				context
			)
		).toBe(
			'<div class="wp-block-tessera-pinterest" data-pinit-script="http://localhost:8888/stand-ins/assets.pinterest.com/js/pinit.js"><a data-pin-do="embedBoard" href="http://localhost:8888/stand-ins/www.pinterest.com/tesseragarden/balcony-herbs/">https://www.pinterest.com/tesseragarden/balcony-herbs/</a></div>'
		);
	} );

	it( 'renders nothing for an address of no known kind', () => {
		for ( const url of [
			undefined,
			'https://pin.it/4Xv2mQa',
			'javascript:alert(1)',
			'https://example.org/pin/1/',
		] ) {
			expect( render( { url }, '', context ) ).toBe( '' );
		}
	} );
} );

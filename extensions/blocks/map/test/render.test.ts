import { registerServiceHost } from '../../../../shared/service-hosts';
import { render } from '../render';
import type { MapAttributes } from '../types';

const SAVED =
	'<div data-map-style="default" data-points="[]" class="wp-block-tessera-map"><ul class="wp-block-tessera-map__places"><li><a href="https://www.google.com/maps/search/?api=1&amp;query=1,2">A</a></li></ul></div>';

describe( 'the map on the visitor page', () => {
	it( 'adds the token, the service address and the map-service hosts to the wrapper first', () => {
		registerServiceHost(
			'https://api.mapbox.com',
			'/stand-ins/api.mapbox.com'
		);
		registerServiceHost(
			'https://calendly.com',
			'/stand-ins/calendly.com'
		);
		const html = render( {} as MapAttributes, SAVED, {
			locale: 'en_US',
			origin: 'http://127.0.0.1:8888',
			serviceApiKey: ( service ) =>
				service === 'mapbox' ? 'pk.a"<b>' : '',
		} );
		expect( html ).toBe(
			'<div data-api-key="pk.a&quot;&lt;b&gt;" data-api-url="http://127.0.0.1:8888/stand-ins/api.mapbox.com" data-service-hosts="{&quot;https://api.mapbox.com&quot;:&quot;http://127.0.0.1:8888/stand-ins/api.mapbox.com&quot;}"' +
				SAVED.slice( 4 )
		);
	} );

	it( 'leaves markup that is not the map wrapper alone, and works without a key', () => {
		expect(
			render( {} as MapAttributes, '<p>x</p>', { locale: 'en_US' } )
		).toBe( '<p>x</p>' );
		expect(
			render( {} as MapAttributes, SAVED, {
				locale: 'en_US',
			} ).startsWith(
				'<div data-api-key="" data-api-url="/stand-ins/api.mapbox.com"'
			)
		).toBe( true );
	} );

	it( 'replaces a key or address the saved markup already carries, rather than adding a second', () => {
		const forged = `<div DATA-API-KEY='stolen' data-api-url=https://evil.example class="wp-block-tessera-map"></div>`;
		expect(
			render( {} as MapAttributes, forged, {
				locale: 'en_US',
				serviceApiKey: () => 'pk.real',
			} )
		).toBe(
			'<div data-service-hosts="{&quot;https://api.mapbox.com&quot;:&quot;/stand-ins/api.mapbox.com&quot;}" data-api-key="pk.real" data-api-url="/stand-ins/api.mapbox.com" class="wp-block-tessera-map"></div>'
		);
	} );
} );

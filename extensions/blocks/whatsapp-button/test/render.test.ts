import { render } from '../render';
import type { WhatsAppButtonAttributes } from '../types';

const context = { locale: 'en_US', origin: 'http://localhost:8888' };

const defaults: WhatsAppButtonAttributes = {
	firstMessage: 'Hi, I got your WhatsApp information from your website.',
	buttonText: 'Chat on WhatsApp',
	backgroundColor: '#25D366',
	colorClass: 'dark',
	openInNewTab: false,
};

const draw = ( attributes: Record< string, unknown > ) =>
	render(
		{ ...defaults, ...attributes } as WhatsAppButtonAttributes,
		'',
		context
	);

describe( 'render', () => {
	it( 'draws the button as the first version saved it, the green now with dark text', () => {
		expect(
			draw( { countryCode: '44', phoneNumber: '7700 900123' } )
		).toBe(
			'<div class="wp-block-tessera-whatsapp-button is-color-light" style="background-color:#25D366"><a class="wp-block-tessera-whatsapp-button__link" href="https://api.whatsapp.com/send?phone=447700900123&amp;text=Hi%2C%20I%20got%20your%20WhatsApp%20information%20from%20your%20website.">Chat on WhatsApp</a></div>'
		);
	} );

	it( 'names the link with the default text when the text was cleared', () => {
		expect(
			[ '', '  ', 'Écrivez-nous' ].map(
				( buttonText ) =>
					/>([^<]*)<\/a>/.exec(
						draw( { phoneNumber: '7700 900123', buttonText } )
					)?.[ 1 ]
			)
		).toStrictEqual( [
			'Chat on WhatsApp',
			'Chat on WhatsApp',
			'Écrivez-nous',
		] );
	} );

	it( "opens a new tab, takes a light colour and keeps the author's class", () => {
		expect(
			draw( {
				countryCode: '33',
				phoneNumber: '6 12 34 56 78',
				firstMessage: 'Bonjour & merci',
				buttonText: 'Écrivez-nous',
				backgroundColor: '#FFFFFF',
				colorClass: 'light',
				openInNewTab: true,
				className: 'is-round',
			} )
		).toBe(
			'<div class="wp-block-tessera-whatsapp-button is-color-light is-round" style="background-color:#FFFFFF"><a class="wp-block-tessera-whatsapp-button__link" href="https://api.whatsapp.com/send?phone=33612345678&amp;text=Bonjour%20%26%20merci" target="_blank" rel="noopener noreferrer">Écrivez-nous</a></div>'
		);
	} );

	it( 'shows nothing without a number to chat with', () => {
		expect(
			[ undefined, '', ' - ', 'call me' ].map( ( phoneNumber ) =>
				draw( { countryCode: '1', phoneNumber } )
			)
		).toStrictEqual( [ '', '', '', '' ] );
	} );

	it( 'escapes or drops hostile attributes', () => {
		expect(
			draw( {
				countryCode: '1"><script>alert(1)</script>',
				phoneNumber: '4155550132',
				firstMessage: '"><img src=x onerror=alert(1)>',
				buttonText: '<script>alert(1)</script>',
				backgroundColor: 'red;background:url(javascript:alert(1))',
				colorClass: '"><script>',
				openInNewTab: 'yes',
				className: '"><script> x onclick="alert(1)"',
			} )
		).toBe(
			'<div class="wp-block-tessera-whatsapp-button is-color-light x" style="background-color:#25D366"><a class="wp-block-tessera-whatsapp-button__link" href="https://api.whatsapp.com/send?phone=114155550132&amp;text=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E">&lt;script>alert(1)&lt;/script></a></div>'
		);
	} );

	it( 'reads attributes of the wrong type as absent', () => {
		expect(
			draw( {
				countryCode: 44,
				phoneNumber: 7700900123,
				buttonText: [ 'Chat' ],
			} )
		).toBe( '' );
	} );
} );

import { chatLink } from '../chat-link';

describe( 'chatLink', () => {
	it( 'joins the country and number digits and encodes the first message', () => {
		expect(
			chatLink(
				'44',
				'(0) 7700-900.123',
				'Hi, I got your WhatsApp information from your website.'
			)
		).toBe(
			'https://api.whatsapp.com/send?phone=4407700900123&text=Hi%2C%20I%20got%20your%20WhatsApp%20information%20from%20your%20website.'
		);
	} );

	it( 'encodes characters that would break the query or the markup', () => {
		expect( chatLink( '1', '4155550132', 'a&b=c #1 <b>é' ) ).toBe(
			'https://api.whatsapp.com/send?phone=14155550132&text=a%26b%3Dc%20%231%20%3Cb%3E%C3%A9'
		);
	} );

	it( 'replaces a lone half of a surrogate pair instead of failing, and keeps whole pairs', () => {
		expect( chatLink( '1', '4155550132', 'a\uD800b\uDE00c😀' ) ).toBe(
			'https://api.whatsapp.com/send?phone=14155550132&text=a%EF%BF%BDb%EF%BF%BDc%F0%9F%98%80'
		);
	} );

	it( 'leaves the text out when there is no message, and gives no link without a number', () => {
		expect( chatLink( '33', '612345678', '' ) ).toBe(
			'https://api.whatsapp.com/send?phone=33612345678'
		);
		expect( chatLink( '33', '', 'Hi' ) ).toBeUndefined();
		expect( chatLink( '33', '-- ()', 'Hi' ) ).toBeUndefined();
		expect( chatLink( undefined, undefined, undefined ) ).toBeUndefined();
	} );
} );

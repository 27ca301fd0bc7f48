import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

import { recipientListError } from '..';

describe( 'recipientListError', () => {
	it.each( [
		'',
		'   ',
		', ,',
		'a@example.com',
		'a@example.com,b@example.org',
		' a@example.com , b@example.org ,, ',
	] )( 'finds nothing wrong with %p', ( list ) => {
		expect( recipientListError( list ) ).toBeNull();
	} );

	it( 'names one invalid address, trimmed', () => {
		expect( recipientListError( ' bad ' ) ).toBe(
			'bad is not a valid email address.'
		);
		expect(
			recipientListError( 'good@example.com, bad@, ok@example.org' )
		).toBe( 'bad@ is not a valid email address.' );
	} );

	it( 'names two invalid addresses in order', () => {
		expect(
			recipientListError( 'first, good@example.com, second@example' )
		).toBe( 'first and second@example are not a valid email address.' );
	} );

	it( 'lists three or more invalid addresses separated by commas', () => {
		expect( recipientListError( 'x, y@, @z.com' ) ).toBe(
			'x, y@, @z.com are not a valid email address.'
		);
		expect( recipientListError( 'a, b, ok@example.com, c, d' ) ).toBe(
			'a, b, c, d are not a valid email address.'
		);
	} );

	it( 'splits on commas only', () => {
		expect( recipientListError( 'a@example.com; b@example.com' ) ).toBe(
			'a@example.com; b@example.com is not a valid email address.'
		);
	} );

	describe( 'translated', () => {
		beforeEach( () => {
			setLocaleData(
				{
					'%s is not a valid email address.': [
						'%s n’est pas une adresse e-mail valide.',
					],
					'%1$s and %2$s are not a valid email address.': [
						'%1$s et %2$s ne sont pas des adresses e-mail valides.',
					],
					'%s are not a valid email address.': [
						'%s ne sont pas des adresses e-mail valides.',
					],
				},
				'tessera'
			);
		} );

		afterEach( () => {
			resetLocaleData();
		} );

		it( 'uses the tessera text domain for all three messages', () => {
			expect( recipientListError( 'x' ) ).toBe(
				'x n’est pas une adresse e-mail valide.'
			);
			expect( recipientListError( 'x, y' ) ).toBe(
				'x et y ne sont pas des adresses e-mail valides.'
			);
			expect( recipientListError( 'x, y, z' ) ).toBe(
				'x, y, z ne sont pas des adresses e-mail valides.'
			);
		} );
	} );
} );

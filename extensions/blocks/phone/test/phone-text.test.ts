import { splitPhoneText, telHref } from '../phone-text';

describe( 'splitPhoneText', () => {
	it( 'finds nothing in empty text, spaces, text without digits or a value that is not text', () => {
		expect( splitPhoneText( '' ) ).toBeNull();
		expect( splitPhoneText( '   ' ) ).toBeNull();
		expect( splitPhoneText( 'Ask at the front desk' ) ).toBeNull();
		expect( splitPhoneText( null ) ).toBeNull();
	} );

	it( 'links the digits and keeps a leading plus', () => {
		expect( splitPhoneText( '+1 (555) 010-0199' ) ).toEqual( {
			prefix: '',
			number: '+1 (555) 010-0199',
			suffix: '',
			href: 'tel:+15550100199',
		} );
		expect( splitPhoneText( '+ 44 20 7946 0000' )?.href ).toBe(
			'tel:+442079460000'
		);
	} );

	it( 'keeps text before and after the number outside the link', () => {
		expect( splitPhoneText( 'Call us: (555) 010-0100 (mobile)' ) ).toEqual(
			{
				prefix: 'Call us: ',
				number: '(555) 010-0100',
				suffix: ' (mobile)',
				href: 'tel:5550100100',
			}
		);
		expect( splitPhoneText( 'Tel. 01.23.45.67.89.' ) ).toMatchObject( {
			prefix: 'Tel. ',
			number: '01.23.45.67.89',
			suffix: '.',
		} );
	} );

	it( 'links only the first number', () => {
		expect( splitPhoneText( '555-0100 or 555-0199' ) ).toMatchObject( {
			number: '555-0100',
			suffix: ' or 555-0199',
		} );
	} );

	it( 'gives a tel: URL of digits only, whatever surrounds them', () => {
		expect( splitPhoneText( 'javascript:alert(123)' )?.href ).toBe(
			'tel:123'
		);
		expect(
			splitPhoneText( '<script>alert("+44 20 7946 0000")</script>' )
		).toEqual( {
			prefix: '<script>alert("',
			number: '+44 20 7946 0000',
			suffix: '")</script>',
			href: 'tel:+442079460000',
		} );
	} );

	it( 'needs three digits: shorter runs stay text and the search goes on', () => {
		expect( splitPhoneText( 'Suite 4' ) ).toBeNull();
		expect( splitPhoneText( 'Desk 12, or dial 911' ) ).toMatchObject( {
			prefix: 'Desk 12, or dial ',
			number: '911',
			href: 'tel:911',
		} );
	} );

	it( 'leaves digits of other scripts as text', () => {
		expect( splitPhoneText( '٠١٢٣٤٥٦٧٨٩' ) ).toBeNull();
	} );
} );

describe( 'telHref', () => {
	it( 'drops separators and keeps only a leading plus', () => {
		expect( telHref( '555.010.0199' ) ).toBe( 'tel:5550100199' );
		expect( telHref( '1+555' ) ).toBe( 'tel:1555' );
	} );
} );

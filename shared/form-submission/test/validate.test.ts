import { fieldDefinition } from '../definition';
import { checkField, isHttpUrl, isIsoDate, isPhoneNumber } from '../validate';

const field = ( name: string, attributes: Record< string, unknown > = {} ) =>
	fieldDefinition( `tessera/field-${ name }`, attributes, 0 )!;

describe( 'fieldDefinition', () => {
	it( 'reads a field block, with the block title as label when the label is empty', () => {
		expect(
			fieldDefinition(
				'tessera/field-radio',
				{
					label: ' Time ',
					required: true,
					options: [ 'Morning', '', 7 ],
				},
				3
			)
		).toEqual( {
			kind: 'radio',
			name: 'tessera-field-3',
			label: 'Time',
			required: true,
			options: [ 'Morning' ],
		} );
		expect( field( 'checkbox', { label: '' } ).label ).toBe( 'Checkbox' );
		expect( field( 'consent' ).consentType ).toBe( 'implicit' );
		expect( fieldDefinition( 'core/paragraph', {}, 0 ) ).toBeNull();
		expect( fieldDefinition( 'tessera/field-unknown', {}, 0 ) ).toBeNull();
	} );
} );

describe( 'checkField', () => {
	it( 'requires a value only for required fields', () => {
		expect(
			checkField( field( 'text', { required: true } ), '  ' )
		).toEqual( {
			value: '',
			error: 'This field is required.',
		} );
		expect( checkField( field( 'email' ), '' ) ).toEqual( {
			value: '',
			error: null,
		} );
	} );

	it( 'keeps one line for single-line fields and the lines of a message', () => {
		expect( checkField( field( 'text' ), 'a\r\nb\u0000' ).value ).toBe(
			'a b'
		);
		expect( checkField( field( 'textarea' ), ' a\r\nb\t ' ).value ).toBe(
			'a\nb'
		);
		expect( checkField( field( 'text' ), [ 'first', 'last' ] ).value ).toBe(
			'last'
		);
		expect( checkField( field( 'text' ), { object: true } ).value ).toBe(
			''
		);
	} );

	it.each( [
		[ 'email', 'ada@example.com', null ],
		[ 'email', 'ada@@example.com', 'Please enter a valid email address.' ],
		[ 'url', 'https://example.com/x?y', null ],
		[
			'url',
			'example.com',
			'Please enter a valid web address, starting with http:// or https://.',
		],
		[
			'url',
			'javascript:alert(1)',
			'Please enter a valid web address, starting with http:// or https://.',
		],
		[ 'telephone', '(555) 010-9999', null ],
		[ 'telephone', '12', 'Please enter a valid phone number.' ],
		[ 'date', '2024-02-29', null ],
		[
			'date',
			'2023-02-29',
			'Please enter a valid date: year, month and day.',
		],
	] )( '%s "%s"', ( kind, value, error ) => {
		expect( checkField( field( kind ), value ).error ).toBe( error );
	} );

	it( 'accepts only the options of a choice field', () => {
		const select = field( 'select', { options: [ 'TV', 'Radio' ] } );
		expect( checkField( select, 'TV' ).error ).toBeNull();
		expect( checkField( select, 'Cinema' ).error ).toBe(
			'Please choose one of the options.'
		);
		const group = field( 'checkbox-multiple', {
			required: true,
			options: [ 'A', 'B' ],
		} );
		expect( checkField( group, [ 'A', 'B', 'A' ] ) ).toEqual( {
			value: [ 'A', 'B' ],
			error: null,
		} );
		expect( checkField( group, [] ).error ).toBe(
			'This field is required.'
		);
		expect( checkField( group, [ 'C' ] ).error ).toBe(
			'Please choose one of the options.'
		);
	} );

	it( 'reads boxes and consent', () => {
		expect(
			checkField( field( 'checkbox', { required: true } ), undefined )
		).toEqual( {
			value: 'No',
			error: 'This field is required.',
		} );
		expect( checkField( field( 'checkbox' ), '1' ).value ).toBe( 'Yes' );
		expect( checkField( field( 'consent' ), undefined ).value ).toBe(
			'Yes'
		);
		expect(
			checkField(
				field( 'consent', { consentType: 'explicit' } ),
				undefined
			).value
		).toBe( 'No' );
	} );

	it( 'limits lengths', () => {
		expect( checkField( field( 'name' ), 'x'.repeat( 1001 ) ).error ).toBe(
			'Please shorten this to at most 1000 characters.'
		);
		expect(
			checkField( field( 'textarea' ), 'x'.repeat( 20000 ) ).error
		).toBeNull();
	} );
} );

describe( 'format checks', () => {
	it( 'know their formats', () => {
		expect( isHttpUrl( 'http://a.b' ) ).toBe( true );
		expect( isHttpUrl( 'ftp://a.b' ) ).toBe( false );
		expect( isPhoneNumber( '+44 20 7946 0958' ) ).toBe( true );
		expect( isPhoneNumber( '+1 555 CALL' ) ).toBe( false );
		expect( isIsoDate( '2026-13-01' ) ).toBe( false );
	} );
} );

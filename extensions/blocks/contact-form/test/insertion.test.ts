import { fieldsBelowSubmit, type FormChild } from '../insertion';

const field = (
	clientId: string,
	name = 'tessera/field-text'
): FormChild => ( {
	clientId,
	name,
} );
const submit: FormChild = {
	clientId: 'submit',
	name: 'tessera/button',
	attributes: { element: 'button' },
};

describe( 'fieldsBelowSubmit', () => {
	it( 'moves a new field below the button to the button’s place', () => {
		const children = [ field( 'a' ), submit, field( 'new' ) ];
		expect(
			fieldsBelowSubmit( new Set( [ 'a', 'submit' ] ), children )
		).toStrictEqual( { clientIds: [ 'new' ], index: 1 } );
	} );

	it( 'moves several new fields in their order', () => {
		const children = [
			submit,
			field( 'n1', 'tessera/field-email' ),
			field( 'n2', 'tessera/field-select' ),
		];
		expect(
			fieldsBelowSubmit( new Set( [ 'submit' ] ), children )
		).toStrictEqual( { clientIds: [ 'n1', 'n2' ], index: 0 } );
	} );

	it( 'leaves fields that were already below the button', () => {
		const children = [ submit, field( 'old' ), field( 'new' ) ];
		expect(
			fieldsBelowSubmit( new Set( [ 'submit', 'old' ] ), children )
		).toStrictEqual( { clientIds: [ 'new' ], index: 0 } );
		expect(
			fieldsBelowSubmit( new Set( [ 'submit', 'old' ] ), [
				submit,
				field( 'old' ),
			] )
		).toBeNull();
	} );

	it( 'leaves new fields above the button and other new blocks below it', () => {
		const children = [
			field( 'new-above' ),
			submit,
			field( 'p', 'core/paragraph' ),
		];
		expect(
			fieldsBelowSubmit( new Set( [ 'submit' ] ), children )
		).toBeNull();
	} );

	it( 'does nothing without a submit button', () => {
		const link: FormChild = {
			clientId: 'link',
			name: 'tessera/button',
			attributes: { element: 'a' },
		};
		expect(
			fieldsBelowSubmit( new Set(), [ link, field( 'new' ) ] )
		).toBeNull();
		expect( fieldsBelowSubmit( new Set(), [ field( 'new' ) ] ) ).toBeNull();
	} );
} );

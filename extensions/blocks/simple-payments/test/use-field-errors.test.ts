/** When the fields are checked (deselection, the post's save) and when a message goes away (an edit). */
let saving = false;

jest.mock( '@wordpress/editor', () => ( { store: 'core/editor' } ) );
jest.mock( '@wordpress/data', () => ( {
	useSelect: ( callback: ( select: unknown ) => unknown ) =>
		callback( () => ( {
			isSavingPost: () => saving,
			isAutosavingPost: () => false,
		} ) ),
} ) );

import { act, renderHook } from '@testing-library/react';
import { setSaveErrors } from '../save-errors';
import { useFieldErrors } from '../use-field-errors';
import type { SimplePaymentsAttributes } from '../types';

const attributes = {
	title: '',
	email: 'shop@',
	currency: 'USD',
	content: '',
	price: undefined,
	multiple: false,
} as unknown as SimplePaymentsAttributes;

const ALL = {
	title: 'Please add a brief title so that people know what they’re paying for.',
	price: 'If you’re selling something, you need a price tag. Add yours here.',
	email: 'shop@ is not a valid email address.',
};

function setup( isSelected: boolean ) {
	return renderHook(
		( props: { isSelected: boolean } ) =>
			useFieldErrors( 'b1', attributes, '', props.isSelected ),
		{ initialProps: { isSelected } }
	);
}

beforeEach( () => {
	saving = false;
	setSaveErrors( 'b1', {} );
} );

it( 'shows nothing while the block is being filled in', () => {
	const { result, rerender } = setup( true );
	rerender( { isSelected: true } );
	expect( result.current.errors ).toStrictEqual( {} );
} );

it( 'checks every field when the block is deselected, and clears a field when it is edited', () => {
	const { result, rerender } = setup( true );
	rerender( { isSelected: false } );
	expect( result.current.errors ).toStrictEqual( ALL );
	act( () => result.current.clearError( 'email' ) );
	expect( result.current.errors ).toStrictEqual( {
		title: ALL.title,
		price: ALL.price,
	} );
} );

it( 'checks every field when the post starts saving', () => {
	const { result, rerender } = setup( true );
	saving = true;
	rerender( { isSelected: true } );
	expect( result.current.errors ).toStrictEqual( ALL );
} );

it( 'shows the server’s verdict on the address and the price until they are edited', () => {
	const { result } = setup( true );
	act( () => setSaveErrors( 'b1', { email: true, price: true } ) );
	expect( result.current.errors ).toStrictEqual( {
		email: 'shop@ is not a valid email address.',
		price: 'Invalid price.',
	} );
	act( () => result.current.clearError( 'price' ) );
	expect( result.current.errors ).toStrictEqual( {
		email: 'shop@ is not a valid email address.',
	} );
} );

import apiFetch from '@wordpress/api-fetch';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRating } from '../use-rating';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

beforeEach( () => fetchMock.mockReset() );

function answer( status: number ) {
	let resolve!: ( value: { status: number } ) => void;
	fetchMock.mockReturnValueOnce(
		new Promise( ( done ) => {
			resolve = done;
		} )
	);
	return () => act( async () => resolve( { status } ) );
}

it( 'shows the new rating at once and keeps it on a 200', async () => {
	const settle = answer( 200 );
	const { result } = renderHook( () => useRating( 41, 'G' ) );
	act( () => result.current[ 1 ]( 'R-17' ) );
	expect( result.current[ 0 ] ).toBe( 'R-17' );
	expect( fetchMock ).toHaveBeenCalledWith( {
		path: '/wpcom/v2/videopress/meta',
		method: 'POST',
		data: { id: 41, rating: 'R-17' },
		parse: false,
	} );
	await settle();
	expect( result.current[ 0 ] ).toBe( 'R-17' );
} );

it.each( [ 201, 202, 204, 500 ] )(
	'goes back to the previous rating on a %i answer',
	async ( status ) => {
		const settle = answer( status );
		const { result } = renderHook( () => useRating( 41, 'PG-13' ) );
		act( () => result.current[ 1 ]( 'X-18' ) );
		expect( result.current[ 0 ] ).toBe( 'X-18' );
		await settle();
		expect( result.current[ 0 ] ).toBe( 'PG-13' );
	}
);

it( 'goes back to the previous rating when the request fails', async () => {
	fetchMock.mockRejectedValueOnce( new Error( 'offline' ) );
	const { result } = renderHook( () => useRating( 41, 'G' ) );
	act( () => result.current[ 1 ]( 'PG-13' ) );
	await waitFor( () => expect( result.current[ 0 ] ).toBe( 'G' ) );
} );

it( 'ignores a value that is not a rating, and a video without an attachment', () => {
	const { result } = renderHook( () => useRating( 41, 'G' ) );
	act( () => result.current[ 1 ]( 'NC-17' ) );
	act( () => result.current[ 1 ]( 'pg-13' ) );
	expect( result.current[ 0 ] ).toBe( 'G' );
	const unattached = renderHook( () => useRating( undefined, 'G' ) );
	act( () => unattached.result.current[ 1 ]( 'R-17' ) );
	expect( unattached.result.current[ 0 ] ).toBe( 'G' );
	expect( fetchMock ).not.toHaveBeenCalled();
} );

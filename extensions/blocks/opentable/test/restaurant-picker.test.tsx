import { act, fireEvent, render, screen } from '@testing-library/react';
import RestaurantPicker from '../components/restaurant-picker';
import { searchRestaurants } from '../search-restaurants';
import { stubMatchMedia } from '../../../../tests/support/match-media';

jest.mock( '../search-restaurants', () => ( {
	searchRestaurants: jest.fn( async () => [] ),
} ) );

beforeAll( stubMatchMedia );
beforeEach( () => {
	jest.useFakeTimers();
	jest.mocked( searchRestaurants ).mockClear();
} );
afterEach( () => {
	jest.useRealTimers();
} );

describe( 'RestaurantPicker search', () => {
	it( 'asks the provider at most once per 500 ms, with the latest text', () => {
		render( <RestaurantPicker rids={ [] } onChange={ jest.fn() } /> );
		const input = screen.getByRole( 'combobox' );
		for ( const text of [ 'l', 'la', 'la t' ] ) {
			fireEvent.change( input, { target: { value: text } } );
		}
		// The first text went at once (too short to search); the rest waits for the 500 ms.
		act( () => {
			jest.advanceTimersByTime( 499 );
		} );
		expect( jest.mocked( searchRestaurants ).mock.calls ).toStrictEqual(
			[]
		);
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( jest.mocked( searchRestaurants ).mock.calls ).toStrictEqual( [
			[ 'la t' ],
		] );
	} );
} );

import { boundedCache } from '../bounded-cache';

describe( 'boundedCache', () => {
	it( 'computes a key once, and again only after it was forgotten', () => {
		const cache = boundedCache< string >( 2 );
		const computed: string[] = [];
		const get = ( key: string ) =>
			cache.get( key, () => {
				computed.push( key );
				return key.toUpperCase();
			} );

		expect( [ get( 'a' ), get( 'b' ), get( 'a' ) ] ).toStrictEqual( [
			'A',
			'B',
			'A',
		] );
		expect( computed ).toStrictEqual( [ 'a', 'b' ] );
		// 'a' was used last, so 'b' is the one that goes when 'c' comes in.
		get( 'c' );
		expect( cache.size ).toBe( 2 );
		get( 'a' );
		get( 'b' );
		expect( computed ).toStrictEqual( [ 'a', 'b', 'c', 'b' ] );
	} );

	it( 'holds no more than its limit, and keeps nothing for a compute that throws', () => {
		const cache = boundedCache< number >( 3 );
		for ( let i = 0; i < 10; i++ ) {
			cache.get( `k${ i }`, () => i );
		}
		expect( cache.size ).toBe( 3 );
		expect( () =>
			cache.get( 'bad', () => {
				throw new Error( 'no' );
			} )
		).toThrow( 'no' );
		expect( cache.size ).toBe( 3 );
		expect( cache.get( 'bad', () => 7 ) ).toBe( 7 );
	} );
} );

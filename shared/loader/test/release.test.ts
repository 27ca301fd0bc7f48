import { statusOf } from '../release';

describe( 'statusOf', () => {
	it( 'reads production when the section or its status is absent', () => {
		expect( statusOf( { name: 'tessera/a' } ) ).toBe( 'production' );
		expect( statusOf( { name: 'b', tessera: { plan: 'business' } } ) ).toBe(
			'production'
		);
	} );

	it( 'reads the status when given', () => {
		for ( const status of [ 'production', 'beta', 'experimental' ] ) {
			expect(
				statusOf( { name: 'c', tessera: { status, plan: 'premium' } } )
			).toBe( status );
		}
	} );
} );

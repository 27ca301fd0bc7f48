import { isUsableStatus } from '../status';

describe( 'isUsableStatus', () => {
	it( 'takes an object without errors whose products are a list', () => {
		expect( [
			isUsableStatus( { products: [], connect_url: '' } ),
			isUsableStatus( {} ),
			isUsableStatus( { errors: null, products: [] } ),
			isUsableStatus( { errors: { stripe: 'down' } } ),
			isUsableStatus( { products: 'x' } ),
			isUsableStatus( [] ),
			isUsableStatus( null ),
			isUsableStatus( 'ok' ),
		] ).toStrictEqual( [
			true,
			true,
			true,
			false,
			false,
			false,
			false,
			false,
		] );
	} );
} );

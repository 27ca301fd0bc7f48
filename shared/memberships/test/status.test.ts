import { isUsableStatus, membershipsStatusPath } from '../status';

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

describe( 'membershipsStatusPath', () => {
	it( 'names the editor of a WordPress.com simple site gutenberg-wpcom, any other gutenberg', () => {
		expect( [
			membershipsStatusPath( undefined, 'simple' ),
			membershipsStatusPath( 'donation', 'simple' ),
			membershipsStatusPath( undefined, 'atomic' ),
			membershipsStatusPath( 'donation', 'self-hosted' ),
		] ).toStrictEqual( [
			'/wpcom/v2/memberships/status?source=gutenberg-wpcom',
			'/wpcom/v2/memberships/status?source=gutenberg-wpcom&type=donation',
			'/wpcom/v2/memberships/status?source=gutenberg',
			'/wpcom/v2/memberships/status?source=gutenberg&type=donation',
		] );
	} );
} );

import apiFetch from '@wordpress/api-fetch';
import { renderHook, waitFor } from '@testing-library/react';

import { productsForCurrency, useDonationPlans } from '../use-donation-plans';
import type { DonationsAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

const tab = { show: true, planId: null, amounts: [ 5, 15, 100 ] };
const attributes = ( currency = 'USD' ): DonationsAttributes =>
	( {
		currency,
		oneTimeDonation: { ...tab },
		monthlyDonation: { ...tab },
		annualDonation: { ...tab },
		showCustomAmount: true,
	} ) as DonationsAttributes;

const products = ( currency: string, first: number ) =>
	[ 'one-time', '1 month', '1 year' ].map( ( interval, i ) => ( {
		id: first + i,
		title: interval,
		interval,
		price: 0.5,
		currency,
		type: 'donation',
	} ) );

function run( attrs: DonationsAttributes ) {
	const setAttributes = jest.fn();
	const hook = renderHook( () => useDonationPlans( attrs, setAttributes ) );
	return { hook, setAttributes };
}

const planIds = ( changes: Record< string, { planId?: number } > ) => [
	changes.oneTimeDonation.planId,
	changes.monthlyDonation.planId,
	changes.annualDonation.planId,
];

afterEach( () => fetchMock.mockReset() );

describe( 'useDonationPlans', () => {
	it( 'asks for the donation status, then uses the existing products of the currency', async () => {
		fetchMock.mockResolvedValueOnce( {
			products: [ ...products( 'EUR', 1 ), ...products( 'USD', 4 ) ],
		} );
		const { hook, setAttributes } = run( attributes() );
		await waitFor( () =>
			expect( hook.result.current ).toStrictEqual( { kind: 'ready' } )
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toStrictEqual( {
			path: '/wpcom/v2/memberships/status?source=gutenberg&type=donation',
		} );
		expect( planIds( setAttributes.mock.calls[ 0 ][ 0 ] ) ).toStrictEqual( [
			4, 5, 6,
		] );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'makes the products of the currency when one is missing', async () => {
		fetchMock
			.mockResolvedValueOnce( {
				products: products( 'USD', 4 ).slice( 0, 2 ),
			} )
			.mockResolvedValueOnce( { products: products( 'GBP', 7 ) } );
		const { hook, setAttributes } = run( attributes( 'GBP' ) );
		await waitFor( () =>
			expect( hook.result.current ).toStrictEqual( { kind: 'ready' } )
		);
		expect( fetchMock.mock.calls[ 1 ][ 0 ] ).toStrictEqual( {
			path: '/wpcom/v2/memberships/products',
			method: 'POST',
			data: { type: 'donation', currency: 'GBP' },
		} );
		expect( planIds( setAttributes.mock.calls[ 0 ][ 0 ] ) ).toStrictEqual( [
			7, 8, 9,
		] );
	} );

	it( 'sets every plan to -1 when the site must upgrade or connect and lacks a product', async () => {
		fetchMock.mockResolvedValueOnce( {
			should_upgrade_to_access_memberships: true,
			upgrade_url: '/checkout/x/personal',
			products: [],
		} );
		const upgrade = run( attributes() );
		await waitFor( () =>
			expect( upgrade.hook.result.current ).toStrictEqual( {
				kind: 'upgrade',
				upgradeUrl: '/checkout/x/personal',
			} )
		);
		expect(
			planIds( upgrade.setAttributes.mock.calls[ 0 ][ 0 ] )
		).toStrictEqual( [ -1, -1, -1 ] );

		fetchMock.mockResolvedValueOnce( {
			connect_url: 'https://connect.stripe.com/oauth/authorize?x=1',
			products: [],
		} );
		const connect = run( attributes() );
		await waitFor( () =>
			expect( connect.hook.result.current ).toStrictEqual( {
				kind: 'connect',
				connectUrl: 'https://connect.stripe.com/oauth/authorize?x=1',
			} )
		);
		expect(
			planIds( connect.setAttributes.mock.calls[ 0 ][ 0 ] )
		).toStrictEqual( [ -1, -1, -1 ] );
	} );

	it( 'fails to the lock placeholder on errors, a bad answer or a failed request', async () => {
		for ( const answer of [
			{ errors: { stripe: 'down' } },
			'nope',
			null,
		] ) {
			fetchMock.mockResolvedValueOnce( answer );
			const { hook, setAttributes } = run( attributes() );
			await waitFor( () =>
				expect( hook.result.current ).toStrictEqual( { kind: 'error' } )
			);
			expect( setAttributes ).not.toHaveBeenCalled();
		}
		fetchMock.mockRejectedValueOnce( new Error( 'offline' ) );
		const { hook } = run( attributes() );
		await waitFor( () =>
			expect( hook.result.current ).toStrictEqual( { kind: 'error' } )
		);
	} );
} );

describe( 'productsForCurrency', () => {
	it( 'needs all three intervals in the currency', () => {
		expect(
			productsForCurrency( products( 'USD', 1 ), 'USD' )
		).toStrictEqual( {
			oneTimeDonation: 1,
			monthlyDonation: 2,
			annualDonation: 3,
		} );
		expect( productsForCurrency( products( 'USD', 1 ), 'EUR' ) ).toBeNull();
		expect(
			productsForCurrency( products( 'USD', 1 ).slice( 1 ), 'USD' )
		).toBeNull();
	} );
} );

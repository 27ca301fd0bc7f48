import { activeTabOrFallback, tabTexts, TABS, visibleTabs } from '../tabs';
import { hasAllPlans, withPlanIds, NO_PLANS, planIdOf } from '../plans';
import { plainText } from '../text';
import { checkoutUrl } from '../../../../shared/memberships/checkout-url';
import metadata from '../block.json';
import type { DonationsAttributes } from '../types';

function attributes(
	changes: Partial< DonationsAttributes > = {}
): DonationsAttributes {
	const defaults = Object.fromEntries(
		Object.entries( metadata.attributes )
			.filter( ( [ , spec ] ) => 'default' in spec )
			.map( ( [ key, spec ] ) => [
				key,
				( spec as { default: unknown } ).default,
			] )
	);
	return { ...defaults, ...changes } as DonationsAttributes;
}

describe( 'donation tabs', () => {
	it( 'have the defaults of each interval', () => {
		const attrs = attributes();
		expect(
			TABS.map( ( tab ) => tabTexts( tab, attrs[ tab.key ] as object ) )
		).toStrictEqual( [
			{
				heading: 'Make a one-time donation',
				extraText: 'Your contribution is appreciated.',
				buttonText: 'Donate',
				amounts: [ 5, 15, 100 ],
			},
			{
				heading: 'Make a monthly donation',
				extraText: 'Your contribution is appreciated.',
				buttonText: 'Donate monthly',
				amounts: [ 5, 15, 100 ],
			},
			{
				heading: 'Make a yearly donation',
				extraText: 'Your contribution is appreciated.',
				buttonText: 'Donate yearly',
				amounts: [ 5, 15, 100 ],
			},
		] );
		expect(
			TABS.map( ( tab ) => [ tab.label(), tab.interval ] )
		).toStrictEqual( [
			[ 'One-Time', 'one-time' ],
			[ 'Monthly', '1 month' ],
			[ 'Yearly', '1 year' ],
		] );
		expect( [ attrs.currency, attrs.showCustomAmount ] ).toStrictEqual( [
			'USD',
			true,
		] );
	} );

	it( 'show monthly and yearly only when switched on, and fall back to one-time', () => {
		const attrs = attributes( {
			monthlyDonation: {
				show: false,
				planId: null,
				amounts: [ 5, 15, 100 ],
			},
		} );
		expect( visibleTabs( attrs ).map( ( tab ) => tab.key ) ).toStrictEqual(
			[ 'oneTimeDonation', 'annualDonation' ]
		);
		expect( activeTabOrFallback( attrs, 'monthlyDonation' ) ).toBe(
			'oneTimeDonation'
		);
		expect( activeTabOrFallback( attrs, 'annualDonation' ) ).toBe(
			'annualDonation'
		);
	} );

	it( 'ignore an amount list that is not three amounts', () => {
		expect(
			tabTexts( TABS[ 0 ], { amounts: [ 1, 2 ] } ).amounts
		).toStrictEqual( [ 5, 15, 100 ] );
	} );
} );

describe( 'donation plans', () => {
	it( 'are complete only when every tab has a positive product id', () => {
		const none = attributes();
		expect( hasAllPlans( none ) ).toBe( false );
		const all = {
			...none,
			...withPlanIds( none, {
				oneTimeDonation: 1,
				monthlyDonation: 2,
				annualDonation: 3,
			} ),
		};
		expect( hasAllPlans( all ) ).toBe( true );
		expect( TABS.map( ( tab ) => planIdOf( all, tab.key ) ) ).toStrictEqual(
			[ 1, 2, 3 ]
		);
		const locked = { ...all, ...withPlanIds( all, NO_PLANS ) };
		expect( hasAllPlans( locked ) ).toBe( false );
		expect( locked.oneTimeDonation ).toStrictEqual( {
			show: true,
			planId: -1,
			amounts: [ 5, 15, 100 ],
		} );
	} );
} );

describe( 'plainText', () => {
	it( 'drops tags and reads entities once', () => {
		expect(
			plainText(
				'Support <b>our</b> &lt;choir&gt; &amp; band&#33; &#x263A; &bogus; &#0;'
			)
		).toBe( 'Support our <choir> & band! ☺ &bogus; ' );
	} );
} );

describe( 'checkoutUrl', () => {
	it( 'names the site, product, post, way back and amount', () => {
		expect(
			checkoutUrl( {
				site: 'example.test',
				planId: 4,
				postId: 9,
				returnTo: 'http://example.test/?p=9',
				locale: 'fr_FR',
				amount: 12.5,
			} )
		).toBe(
			'https://subscribe.wordpress.com/memberships/?blog=example.test&plan=4&lang=fr&pid=9&redirect=http%3A%2F%2Fexample.test%2F%3Fp%3D9&amount=12.5'
		);
	} );
} );

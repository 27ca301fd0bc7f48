import { PLAN_CATALOG, planByPathSlug, planIncludes } from '../catalog';
import { getPlansPageUrl, getUpgradeUrl } from '../upgrade-url';
import { getPostEditorUrl } from '../../post-editor/editor-url';

describe( 'upgrade addresses', () => {
	it( 'leads to the checkout of the plan, back to the editor with plan_upgraded=1', () => {
		const url = new URL(
			getUpgradeUrl( {
				plan: PLAN_CATALOG.premium,
				siteFragment: 'example.test:8888',
				siteType: 'simple',
				returnTo: getPostEditorUrl( 42 ),
			} ),
			'http://example.test:8888'
		);
		expect( url.pathname ).toBe( '/checkout/example.test%3A8888/premium' );
		expect( url.searchParams.get( 'redirect_to' ) ).toBe(
			'/wp-admin/post.php?post=42&action=edit&plan_upgraded=1'
		);
		expect( url.searchParams.has( 'customerType' ) ).toBe( false );
	} );

	it( 'adds customerType=business on an atomic site only', () => {
		const url = getUpgradeUrl( {
			plan: PLAN_CATALOG.business,
			siteFragment: 'shop.test',
			siteType: 'atomic',
			returnTo: '/wp-admin/post.php?post=1&action=edit',
		} );
		expect(
			new URL( url, 'http://shop.test' ).searchParams.get(
				'customerType'
			)
		).toBe( 'business' );
	} );

	it( 'names the plans page by the site', () => {
		expect( getPlansPageUrl( 'example.test' ) ).toBe(
			'/plans/example.test'
		);
	} );
} );

describe( 'the plan catalog', () => {
	it( 'orders plans so that each includes the cheaper ones', () => {
		expect( planIncludes( 'business', 'premium' ) ).toBe( true );
		expect( planIncludes( 'premium', 'premium' ) ).toBe( true );
		expect( planIncludes( 'personal', 'premium' ) ).toBe( false );
		expect( planIncludes( 'free', 'personal' ) ).toBe( false );
	} );

	it( 'finds a plan by its checkout path segment only', () => {
		expect( planByPathSlug( 'ecommerce' )?.product_name ).toBe(
			'Commerce'
		);
		expect( planByPathSlug( 'platinum' ) ).toBeUndefined();
	} );
} );

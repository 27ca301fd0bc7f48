import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( '/wp/v2/settings', () => {
	it( 'shows the settings to administrators only', async () => {
		const settings = (
			await site.admin.get( '/wp-json/wp/v2/settings' )
		).json();
		expect( settings ).toMatchObject( {
			title: 'Tessera',
			description: '',
			language: 'en_US',
			timezone: 'UTC',
			date_format: 'F j, Y',
			time_format: 'g:i a',
			start_of_week: 1,
			posts_per_page: 10,
			default_category: 1,
			tessera_plan: 'free',
			tessera_site_type: 'self-hosted',
			tessera_beta_blocks: false,
		} );
		expect( settings.url ).toMatch( /^http:\/\/localhost/ );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/settings' ),
			401,
			'rest_forbidden'
		);
		expectError(
			await (
				await site.as( 'editor' )
			).get( '/wp-json/wp/v2/settings' ),
			403,
			'rest_forbidden'
		);
	} );

	it( 'saves valid settings and refuses invalid ones without saving any', async () => {
		const saved = (
			await site.admin.post( '/wp-json/wp/v2/settings', {
				title: 'My site',
				tessera_plan: 'premium',
			} )
		).json();
		expect( saved ).toMatchObject( {
			title: 'My site',
			tessera_plan: 'premium',
		} );
		expectError(
			await site.admin.post( '/wp-json/wp/v2/settings', {
				title: 'Other',
				tessera_plan: 'platinum',
			} ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/settings', {
				posts_per_page: 'ten',
			} ),
			400,
			'rest_invalid_param'
		);
		expect(
			( await site.admin.get( '/wp-json/wp/v2/settings' ) ).json()
		).toMatchObject( {
			title: 'My site',
			tessera_plan: 'premium',
			posts_per_page: 10,
		} );
		expect(
			(
				await site.admin.post( '/wp-json/wp/v2/settings', {
					tessera_plan: null,
				} )
			).json().tessera_plan
		).toBe( 'free' );
	} );
} );

describe( '/wp/v2/types and /wp/v2/taxonomies', () => {
	it( 'lists the post types in view context and one in edit context', async () => {
		const types = (
			await site.anonymous.get( '/wp-json/wp/v2/types' )
		).json();
		expect( Object.keys( types ) ).toEqual( [
			'post',
			'page',
			'attachment',
			'wp_block',
			'jp_pay_product',
		] );
		expect( types.post ).toMatchObject( {
			name: 'Posts',
			slug: 'post',
			rest_base: 'posts',
			rest_namespace: 'wp/v2',
			taxonomies: [ 'category', 'post_tag' ],
			hierarchical: false,
		} );
		expect( types.post.capabilities ).toBeUndefined();
		const post = (
			await site.admin.get( '/wp-json/wp/v2/types/post?context=edit' )
		).json();
		expect( post.supports ).toMatchObject( {
			title: true,
			editor: true,
			'custom-fields': true,
			autosave: true,
		} );
		expect( post.labels ).toMatchObject( {
			singular_name: 'Post',
			item_published: 'Post published.',
			item_updated: 'Post updated.',
		} );
		expect( post.capabilities ).toMatchObject( {
			edit_posts: 'edit_posts',
			publish_posts: 'publish_posts',
		} );
		expectError(
			await site.anonymous.get(
				'/wp-json/wp/v2/types/post?context=edit'
			),
			401,
			'rest_cannot_view'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/types/nope' ),
			404,
			'rest_type_invalid'
		);
	} );

	it( 'lists the taxonomies, filtered by type', async () => {
		const taxonomies = (
			await site.anonymous.get( '/wp-json/wp/v2/taxonomies?type=post' )
		).json();
		expect( Object.keys( taxonomies ) ).toEqual( [
			'category',
			'post_tag',
		] );
		expect( taxonomies.category ).toMatchObject( {
			name: 'Categories',
			slug: 'category',
			hierarchical: true,
			rest_base: 'categories',
			types: [ 'post' ],
		} );
		expect(
			(
				await site.admin.get(
					'/wp-json/wp/v2/taxonomies/post_tag?context=edit'
				)
			).json().labels.singular_name
		).toBe( 'Tag' );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/taxonomies/nope' ),
			404,
			'rest_taxonomy_invalid'
		);
	} );
} );

describe( '/wp/v2/themes and what the editor reads at start-up', () => {
	it( 'shows the active theme with its supports to those who may edit posts', async () => {
		const contributor = await site.as( 'contributor' );
		const [ theme ] = (
			await contributor.get( '/wp-json/wp/v2/themes?status=active' )
		).json();
		expect( theme ).toMatchObject( {
			stylesheet: 'tessera',
			status: 'active',
			is_block_theme: false,
			name: { rendered: 'Tessera' },
		} );
		expect( theme.theme_supports ).toMatchObject( {
			'align-wide': true,
			'post-thumbnails': true,
			'editor-styles': true,
		} );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/themes?status=active' ),
			401,
			'rest_cannot_view_themes'
		);
		expectError(
			await contributor.get( '/wp-json/wp/v2/themes' ),
			403,
			'rest_cannot_view_themes'
		);
	} );

	it( 'answers patterns, templates and global styles as WordPress does for a classic theme', async () => {
		const editor = await site.as( 'editor' );
		const patterns = (
			await editor.get( '/wp-json/wp/v2/block-patterns/patterns' )
		).json() as Record< string, unknown >[];
		const categories = (
			await editor.get( '/wp-json/wp/v2/block-patterns/categories' )
		).json() as { name: string }[];
		expect( categories ).toContainEqual( {
			name: 'text',
			label: 'Text',
			description: 'Patterns containing mostly text.',
		} );
		// The fields WordPress answers, in its snake_case, and only these.
		for ( const pattern of patterns ) {
			expect( pattern ).toStrictEqual( {
				name: expect.stringMatching( /^tessera\/[a-z-]+$/ ),
				title: expect.stringMatching( /\S/ ),
				content: expect.stringMatching( /^<!-- wp:/ ),
				description: expect.stringMatching( /\S/ ),
				viewport_width: expect.any( Number ),
				inserter: true,
				categories: expect.arrayContaining( [ expect.any( String ) ] ),
				keywords: expect.any( Array ),
				...( pattern.block_types
					? { block_types: [ 'core/query' ] }
					: {} ),
				source: 'theme',
			} );
			expect(
				( pattern.categories as string[] ).every( ( slug ) =>
					categories.some( ( category ) => category.name === slug )
				)
			).toBe( true );
		}
		expect(
			new Set( patterns.map( ( pattern ) => pattern.name ) ).size
		).toBe( patterns.length );
		// Query Loop's "Choose" lists the patterns declared for it; the inserter lists the rest too.
		const forQuery = patterns.filter( ( pattern ) =>
			( pattern.block_types as string[] | undefined )?.includes(
				'core/query'
			)
		);
		expect( forQuery.length ).toBeGreaterThanOrEqual( 3 );
		expect(
			forQuery.every( ( pattern ) =>
				String( pattern.content ).startsWith( '<!-- wp:query ' )
			)
		).toBe( true );
		expect( patterns.length - forQuery.length ).toBeGreaterThanOrEqual( 3 );
		expect(
			(
				await editor.get(
					'/wp-json/wp/v2/templates/lookup?slug=front-page'
				)
			).json()
		).toEqual( {} );
		const styles = (
			await editor.get( '/wp-json/wp/v2/global-styles/themes/tessera' )
		).json();
		expect( styles.version ).toBe( 3 );
		expect( styles.settings.color.palette.theme.length ).toBeGreaterThan(
			0
		);
		expect( styles.settings.color.palette.theme[ 0 ] ).toEqual( {
			slug: expect.any( String ),
			name: expect.any( String ),
			color: expect.stringMatching( /^#/ ),
		} );
		expect(
			(
				await editor.get(
					'/wp-json/wp/v2/global-styles/themes/tessera/variations'
				)
			).json()
		).toEqual( [] );
		expectError(
			await editor.get( '/wp-json/wp/v2/global-styles/themes/other' ),
			404,
			'rest_theme_not_found'
		);
		expectError(
			await site.anonymous.get(
				'/wp-json/wp/v2/block-patterns/patterns'
			),
			401,
			'rest_cannot_view'
		);
		expectError(
			await editor.get(
				'/wp-json/wp/v2/block-directory/search?term=stars'
			),
			403,
			'rest_block_directory_cannot_view'
		);
		expect(
			(
				await site.admin.get(
					'/wp-json/wp/v2/block-directory/search?term=stars'
				)
			).json()
		).toEqual( [] );
	} );
} );

/**
 * A name sent in a request only ever finds an entry the site itself defines: `constructor`,
 * `__proto__`, `toString` and their like are never read from Object.prototype as if they were
 * plugins or fields, and never written onto a prototype.
 */
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const PROTOTYPE_NAMES = [
	'constructor',
	'__proto__',
	'toString',
	'hasOwnProperty',
	'valueOf',
];

describe( 'plugins', () => {
	it.each( PROTOTYPE_NAMES )(
		'%s is not an installed plugin',
		async ( name ) => {
			expect(
				expectError(
					await site.admin.get( `/wp-json/wp/v2/plugins/${ name }` ),
					404,
					'rest_plugin_not_found'
				).message
			).toBe( 'Plugin not found.' );
			expect(
				expectError(
					await site.admin.post( `/wp-json/wp/v2/plugins/${ name }`, {
						status: 'active',
					} ),
					404,
					'rest_plugin_not_found'
				).message
			).toBe( 'Plugin not found.' );
		}
	);

	it( 'stores nothing for them and lists no such plugin', async () => {
		for ( const name of PROTOTYPE_NAMES ) {
			await site.admin.post( `/wp-json/wp/v2/plugins/${ name }`, {
				status: 'active',
			} );
		}
		const listed = (
			await site.admin.get( '/wp-json/wp/v2/plugins' )
		).json() as { plugin: string }[];
		expect(
			listed.filter( ( plugin ) =>
				PROTOTYPE_NAMES.includes( plugin.plugin )
			)
		).toStrictEqual( [] );
		const stored = site.db
			.prepare(
				"SELECT option_value FROM options WHERE option_name = 'tessera_plugins'"
			)
			.get() as { option_value: string } | undefined;
		for ( const name of PROTOTYPE_NAMES ) {
			expect( stored?.option_value ?? '' ).not.toContain( `"${ name }"` );
		}
	} );

	it( 'is not installed from the directory', async () => {
		expect(
			expectError(
				await site.admin.post( '/wp-json/wp/v2/plugins', {
					slug: 'constructor',
				} ),
				404,
				'plugins_api_failed'
			).message
		).toBe( 'Plugin not found.' );
	} );
} );

describe( '_fields', () => {
	it.each( [
		'constructor',
		'constructor.name',
		'title.constructor.name',
		'toString.call',
		'__proto__.polluted',
		'id,constructor.prototype.polluted',
	] )( '_fields=%s selects only the item’s own fields', async ( fields ) => {
		const response = await site.anonymous.get(
			`/wp-json/wp/v2/posts?_fields=${ fields }`
		);
		expect( response.statusCode ).toBe( 200 );
		const items = response.json() as Record< string, unknown >[];
		expect( items.length ).toBeGreaterThan( 0 );
		for ( const item of items ) {
			expect( JSON.stringify( item ) ).not.toMatch(
				/constructor|Object|polluted|call|function/
			);
		}
		expect( ( {} as Record< string, unknown > ).polluted ).toBeUndefined();
		// Nothing is written onto a built-in on the way (not even its own value).
		expect( Object.hasOwn( Object.prototype.toString, 'call' ) ).toBe(
			false
		);
		expect( Object.name ).toBe( 'Object' );
	} );
} );

describe( 'names in saved content', () => {
	it.each( [
		'<!-- wp:archives {"displayAsDropdown":true,"type":"constructor"} /-->',
		'<!-- wp:tag-cloud {"taxonomy":"constructor"} /-->',
		'<!-- wp:categories {"taxonomy":"toString"} /-->',
		'<!-- wp:post-terms {"term":"constructor"} /-->',
		'<!-- wp:query {"queryId":1,"query":{"postType":"constructor","orderBy":"toString","taxQuery":{"constructor":[1]}}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->',
		'<!-- wp:group {"layout":{"type":"constructor"}} --><div class="wp-block-group"><p>x</p></div><!-- /wp:group -->',
		'<!-- wp:paragraph --><p>[gallery orderby="constructor" size="toString"]</p><!-- /wp:paragraph -->',
		'<!-- wp:paragraph --><p>Fish &constructor; chips &tostring;</p><!-- /wp:paragraph -->',
	] )( 'are only the site’s own: %s', async ( content ) => {
		const created = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Fish &constructor; chips',
			content,
			status: 'publish',
		} );
		expect( created.statusCode ).toBe( 201 );
		const id = created.json().id;
		const page = await site.anonymous.get( `/?p=${ id }` );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).not.toContain( 'native code' );
		const rest = await site.anonymous.get( `/wp-json/wp/v2/posts/${ id }` );
		expect( rest.body ).not.toContain( 'native code' );
	} );
} );

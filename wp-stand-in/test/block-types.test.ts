import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const API = 'http://localhost/wp-json/wp/v2';

/** The fields WordPress 6.x answers for a block type, in its order. */
const FIELDS = [
	'api_version',
	'title',
	'name',
	'description',
	'icon',
	'category',
	'keywords',
	'parent',
	'ancestor',
	'allowed_blocks',
	'provides_context',
	'uses_context',
	'selectors',
	'supports',
	'styles',
	'textdomain',
	'example',
	'attributes',
	'is_dynamic',
	'editor_script_handles',
	'script_handles',
	'view_script_handles',
	'view_script_module_ids',
	'editor_style_handles',
	'style_handles',
	'view_style_handles',
	'variations',
	'block_hooks',
	'editor_script',
	'script',
	'view_script',
	'editor_style',
	'style',
	'_links',
];

describe( '/wp/v2/block-types/<namespace>/<name>', () => {
	it( 'answers a core block the site does not render on the server, as WordPress registers it', async () => {
		const contributor = await site.as( 'contributor' );
		const response = await contributor.get(
			'/wp-json/wp/v2/block-types/core/paragraph'
		);
		expect( response.statusCode ).toBe( 200 );
		const paragraph = response.json();
		expect( Object.keys( paragraph ).sort() ).toStrictEqual(
			[ ...FIELDS ].sort()
		);
		expect( paragraph ).toMatchObject( {
			name: 'core/paragraph',
			title: 'Paragraph',
			category: 'text',
			is_dynamic: false,
			style_handles: [ 'wp-block-paragraph' ],
			style: 'wp-block-paragraph',
			editor_style_handles: [ 'wp-block-paragraph-editor' ],
			editor_style: 'wp-block-paragraph-editor',
			view_script_handles: [],
			view_script: null,
			editor_script: null,
			script: null,
		} );
		expect( paragraph.attributes.content ).toBeDefined();
		expect( paragraph.attributes.className ).toStrictEqual( {
			type: 'string',
		} );
		expect( paragraph._links ).toStrictEqual( {
			collection: [ { href: `${ API }/block-types` } ],
			self: [ { href: `${ API }/block-types/core/paragraph` } ],
			up: [ { href: `${ API }/block-types/core` } ],
		} );
	} );

	it( 'links a dynamic block to its server render', async () => {
		const latest = (
			await site.admin.get(
				'/wp-json/wp/v2/block-types/core/latest-posts'
			)
		).json();
		expect( latest.is_dynamic ).toBe( true );
		expect( latest._links[ 'wp:render-block' ] ).toStrictEqual( [
			{
				href: `${ API }/block-renderer/core/latest-posts?context=edit`,
			},
		] );
		expect( latest._links.curies ).toStrictEqual( [
			{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true },
		] );
	} );

	it( "names a Tessera block's handles, and the first of each in the older fields", async () => {
		const form = (
			await site.admin.get(
				'/wp-json/wp/v2/block-types/tessera/contact-form'
			)
		).json();
		expect( form ).toMatchObject( {
			view_script_handles: [ 'tessera-contact-form-view-script' ],
			view_script: 'tessera-contact-form-view-script',
			style_handles: [ 'tessera-contact-form-style' ],
			style: 'tessera-contact-form-style',
			editor_style_handles: [ 'tessera-contact-form-editor-style' ],
			editor_style: 'tessera-contact-form-editor-style',
			editor_script: null,
			script: null,
		} );
	} );

	it( 'answers 404 for an unknown block and 401/403 for those who edit nothing', async () => {
		const body = expectError(
			await site.admin.get( '/wp-json/wp/v2/block-types/core/nothing' ),
			404,
			'rest_block_type_invalid'
		);
		expect( body.message ).toBe( 'Invalid block type.' );
		expectError(
			await site.anonymous.get(
				'/wp-json/wp/v2/block-types/core/paragraph'
			),
			401,
			'rest_block_type_cannot_view'
		);
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.get( '/wp-json/wp/v2/block-types/core/paragraph' ),
			403,
			'rest_block_type_cannot_view'
		);
	} );
} );

describe( '/wp/v2/block-types and /wp/v2/block-types/<namespace>', () => {
	it( 'lists every core block and every Tessera block, or those of one namespace', async () => {
		const all = ( await site.admin.get( '/wp-json/wp/v2/block-types' ) )
			.json()
			.map( ( type: { name: string } ) => type.name );
		expect( all ).toEqual(
			expect.arrayContaining( [
				'core/paragraph',
				'core/image',
				'core/group',
				'core/latest-posts',
				'tessera/contact-form',
			] )
		);
		expect( new Set( all ).size ).toBe( all.length );
		const core = (
			await site.admin.get( '/wp-json/wp/v2/block-types/core' )
		)
			.json()
			.map( ( type: { name: string } ) => type.name );
		expect(
			core.every( ( name: string ) => name.startsWith( 'core/' ) )
		).toBe( true );
		expect( core ).toStrictEqual(
			all.filter( ( name: string ) => name.startsWith( 'core/' ) )
		);
		expect(
			(
				await site.admin.get(
					'/wp-json/wp/v2/block-types?namespace=tessera'
				)
			)
				.json()
				.every( ( type: { name: string } ) =>
					type.name.startsWith( 'tessera/' )
				)
		).toBe( true );
	} );
} );

import { expectError } from '../../../../wp-stand-in/test/helpers';
import { siteWithContent } from './site-content';

const fixture = siteWithContent();

const preview = ( name: string, query = '' ) =>
	fixture.site.admin.get(
		`/wp-json/wp/v2/block-renderer/core/${ name }?context=edit${ query }`
	);

describe( '/wp/v2/block-renderer for core blocks', () => {
	it.each( [
		[
			'archives',
			'',
			'<ul class="wp-block-archives-list wp-block-archives">',
		],
		[
			'latest-posts',
			'&attributes[postsToShow]=2',
			'<ul class="wp-block-latest-posts__list wp-block-latest-posts">',
		],
		[ 'tag-cloud', '', '<p class="wp-block-tag-cloud"><a href=' ],
		[
			'calendar',
			'&attributes[month]=4&attributes[year]=2024',
			'<div class="wp-block-calendar"><table id="wp-calendar"',
		],
		[
			'rss',
			'&attributes[feedURL]=https%3A%2F%2Fexample.org%2Ffeed',
			'<div class="components-placeholder"><div class="notice notice-error">An error has occurred, which probably means the feed is down. Try again later.</div></div>',
		],
		[
			'latest-comments',
			'',
			'<div class="has-avatars has-dates has-excerpts no-comments wp-block-latest-comments">No comments to show.</div>',
		],
	] )( 'answers { rendered } for core/%s', async ( name, query, start ) => {
		const response = await preview( name, query );
		expect( response.statusCode ).toBe( 200 );
		expect( Object.keys( response.json() ) ).toStrictEqual( [
			'rendered',
		] );
		expect( response.json().rendered.startsWith( start ) ).toBe( true );
	} );

	it( 'accepts the attributes block supports add, and refuses unknown or mistyped ones', async () => {
		const styled = await preview(
			'calendar',
			'&attributes[month]=4&attributes[year]=2024&attributes[className]=wide-one&attributes[align]=wide&attributes[anchor]=cal'
		);
		expect( styled.json().rendered ).toMatch(
			/^<div class="alignwide wide-one wp-block-calendar" id="cal">/
		);
		const posted = await fixture.site.admin.post(
			'/wp-json/wp/v2/block-renderer/core/latest-posts?context=edit',
			{
				attributes: {
					postsToShow: 1,
					style: { color: { text: '#ff0000' } },
					textColor: 'black',
				},
			}
		);
		expect( posted.statusCode ).toBe( 200 );
		expectError(
			await preview( 'archives', '&attributes[onclick]=x' ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await fixture.site.admin.post(
				'/wp-json/wp/v2/block-renderer/core/latest-posts',
				{
					attributes: { postsToShow: 'many' },
				}
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await fixture.site.admin.post(
				'/wp-json/wp/v2/block-renderer/core/categories',
				{
					attributes: { align: 'sideways' },
				}
			),
			400,
			'rest_invalid_param'
		);
	} );

	it( 'tells the editor a tag cloud has nothing to show, where a page shows nothing', async () => {
		const response = await preview(
			'tag-cloud',
			'&attributes[taxonomy]=wp_pattern_category'
		);
		expect( response.json().rendered ).toBe(
			'<p class="wp-block-tag-cloud">There&#8217;s no content to show here yet.</p>'
		);
	} );

	it( 'keeps the permission checks and the answer for static core blocks', async () => {
		const contributor = await fixture.site.as( 'contributor' );
		expect(
			(
				await contributor.get(
					'/wp-json/wp/v2/block-renderer/core/archives'
				)
			).statusCode
		).toBe( 200 );
		expectError(
			await fixture.site.anonymous.get(
				'/wp-json/wp/v2/block-renderer/core/archives'
			),
			401,
			'block_cannot_read'
		);
		const subscriber = await fixture.site.as( 'subscriber' );
		expectError(
			await subscriber.get(
				'/wp-json/wp/v2/block-renderer/core/archives'
			),
			403,
			'block_cannot_read'
		);
		expectError(
			await fixture.site.admin.post(
				'/wp-json/wp/v2/block-renderer/core/paragraph',
				{}
			),
			404,
			'block_invalid'
		);
	} );

	it( 'lists the core server blocks as dynamic block types', async () => {
		const type = (
			await fixture.site.admin.get(
				'/wp-json/wp/v2/block-types/core/latest-posts'
			)
		).json();
		expect( type ).toMatchObject( {
			name: 'core/latest-posts',
			is_dynamic: true,
		} );
		expect( type.attributes.postsToShow ).toStrictEqual( {
			type: 'number',
			default: 5,
		} );
		expect( type.attributes.className ).toStrictEqual( { type: 'string' } );
	} );
} );

import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

/** What is wrong with a response to odd input: a 500, or a REST 4xx not in WordPress's error shape. */
function problem(
	response: {
		statusCode: number;
		headers: Record< string, unknown >;
		body: string;
	},
	what: string
): string | null {
	if ( response.statusCode >= 500 ) {
		return `${ what }: ${ response.statusCode }`;
	}
	if (
		response.statusCode >= 400 &&
		String( response.headers[ 'content-type' ] ).startsWith(
			'application/json'
		)
	) {
		const body = JSON.parse( response.body );
		if (
			typeof body.code !== 'string' ||
			body.data?.status !== response.statusCode
		) {
			return `${ what }: not a WordPress error`;
		}
	}
	return null;
}

describe( 'odd input never becomes a 500', () => {
	it( 'answers odd query strings and paths', async () => {
		const urls = [
			'/wp-json/wp/v2/posts?per_page=abc',
			'/wp-json/wp/v2/posts?author[a]=1',
			'/wp-json/wp/v2/posts?include=1,2,x',
			'/wp-json/wp/v2/posts?orderby=include&include=1',
			'/wp-json/wp/v2/posts?_fields[]=id&_fields[]=title.rendered',
			'/wp-json/wp/v2/posts?_embed[]=author',
			'/wp-json/wp/v2/posts?status[]=publish&status[]=any',
			'/wp-json/wp/v2/posts?search=%25%5F',
			'/wp-json/wp/v2/posts?slug=a,b',
			'/wp-json/wp/v2/posts?categories[]=1&tags_exclude=2',
			'/wp-json/wp/v2/posts?sticky=true',
			'/wp-json/wp/v2/posts?after=2020-01-01T00:00:00',
			'/wp-json/wp/v2/posts?__proto__[x]=1',
			'/wp-json/wp/v2/posts?a[b][c][d][e][f][g]=1',
			'/wp-json/wp/v2/posts/1?context=bogus',
			'/wp-json/wp/v2/users?orderby=include',
			'/wp-json/wp/v2/users?slug=admin',
			'/wp-json/wp/v2/categories?parent=0&hide_empty=1',
			'/wp-json/wp/v2/media?mime_type=image%25',
			'/wp-json/wp/v2/search?subtype=page,post',
			'/wp-json/wp/v2/pages?parent=0&orderby=menu_order',
			'/wp-json/wp/v2/posts?offset=-1',
			'/wp-json/%2e%2e/%2e%2e/etc/passwd',
			'/?rest_route=%2F',
			'/?rest_route=/wp/v2/posts%2F1',
			'/wp-json/wp/v2/posts/1/revisions?per_page=0',
			'/wp-json/wp/v2/block-renderer/tessera/rating-star?attributes=5',
			'/wp-json/wp/v2/templates/tessera//single',
			'/wp-json/wp/v2/themes/tessera',
			'/wp-json/wp/v2/themes/other',
			'/?p=1&preview=true',
			'/wp-json/wp/v2/types/constructor',
			'/wp-json/wp/v2/taxonomies/__proto__',
			'/wp-json/wp/v2/taxonomies/constructor',
			'/wp-json/wp/v2/block-types/tessera/constructor',
			'/wp-json/wp/v2/global-styles/themes/constructor',
			'/wp-admin/edit.php?post_type=constructor',
			'/wp-admin/post-new.php?post_type=toString',
			'/?s=x',
			'/2026/13/x/',
			'/author/nobody/',
			'/category/uncategorized/',
			'/tag/none/',
			'/wp-content/avatars/1.svg?s=abc',
		];
		const problems: ( string | null )[] = [];
		for ( const url of urls ) {
			for ( const client of [ site.anonymous, site.admin ] ) {
				problems.push( problem( await client.get( url ), url ) );
			}
		}
		expect( problems.filter( Boolean ) ).toEqual( [] );
	} );

	it( 'answers odd JSON bodies on every writable route', async () => {
		const bodies: unknown[] = [
			null,
			5,
			'x',
			[],
			{ title: null },
			{ title: { raw: null } },
			{ meta: null },
			{ meta: [] },
			{ categories: 'x' },
			{ date: '2024-02-30T10:00:00' },
			{ date_gmt: '2024-01-01T25:00:00Z' },
			{ slug: '' },
			{ status: 'future' },
			{ status: 'private', password: 'x', sticky: true },
			{ parent: 1 },
			{ template: 'x' },
			{ format: 'nope' },
			{ menu_order: 1.5 },
			{ __proto__: { admin: true } },
			{ constructor: { prototype: {} } },
			{ meta: { constructor: 1, toString: 'x', hasOwnProperty: true } },
			{ toString: 1, valueOf: 2 },
		];
		const routes = [
			'/wp-json/wp/v2/posts',
			'/wp-json/wp/v2/posts/1',
			'/wp-json/wp/v2/pages',
			'/wp-json/wp/v2/posts/1/autosaves',
			'/wp-json/wp/v2/media/1',
			'/wp-json/wp/v2/users/me',
			'/wp-json/wp/v2/settings',
			'/wp-json/wp/v2/tags',
			'/wp-json/batch/v1',
		];
		const problems: ( string | null )[] = [];
		for ( const body of bodies ) {
			for ( const url of routes ) {
				const response = await site.admin.request( 'POST', url, {
					payload: JSON.stringify( body ),
					headers: { 'content-type': 'application/json' },
				} );
				problems.push(
					problem( response, `${ url } ${ JSON.stringify( body ) }` )
				);
			}
		}
		expect( problems.filter( Boolean ) ).toEqual( [] );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM options WHERE option_name IN ( 'constructor', 'toString', 'valueOf' )"
			)
		).toBe( 0 );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM postmeta WHERE meta_key IN ( 'constructor', 'toString', 'hasOwnProperty' )"
			)
		).toBe( 0 );
	} );

	it( 'does not read object prototype keys as types, taxonomies or settings', async () => {
		expect(
			(
				await site.anonymous.get( '/wp-json/wp/v2/types/constructor' )
			).json().code
		).toBe( 'rest_type_invalid' );
		expect(
			(
				await site.anonymous.get(
					'/wp-json/wp/v2/taxonomies/constructor'
				)
			).json().code
		).toBe( 'rest_taxonomy_invalid' );
		const settings = (
			await site.admin.post( '/wp-json/wp/v2/settings', {
				constructor: 'x',
				title: 'Still fine',
			} )
		).json();
		expect( settings.title ).toBe( 'Still fine' );
	} );
} );

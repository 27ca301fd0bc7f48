/**
 * Small REST answers compared with a real WordPress: revisions only from the first update,
 * `sticky: false` from an author, the orderby arguments that need another argument, the
 * `Link: rel="alternate"` header of a single item, and OPTIONS bodies.
 */
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( () => site.close() );

it( 'saves no revision when a post is created, one at its first update', async () => {
	const { id } = (
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'New',
			status: 'publish',
		} )
	).json();
	const total = async () =>
		( await site.admin.get( `/wp-json/wp/v2/posts/${ id }/revisions` ) )
			.headers[ 'x-wp-total' ];
	const created = await total();
	await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, { title: 'Newer' } );
	expect( [ created, await total() ] ).toStrictEqual( [ '0', '1' ] );
} );

it( 'lets an author send sticky: false, and refuses only making a post sticky without the right', async () => {
	const author = await site.as( 'author' );
	const contributor = await site.as( 'contributor' );
	const statuses = [
		(
			await author.post( '/wp-json/wp/v2/posts', {
				title: 'a',
				sticky: false,
			} )
		).statusCode,
		(
			await contributor.post( '/wp-json/wp/v2/posts', {
				title: 'c',
				sticky: false,
			} )
		).statusCode,
	];
	expect( statuses ).toStrictEqual( [ 201, 201 ] );
	expectError(
		await contributor.post( '/wp-json/wp/v2/posts', {
			title: 'c',
			sticky: true,
		} ),
		403,
		'rest_cannot_assign_sticky'
	);
} );

it( 'refuses orderby=relevance without search and orderby=include without include', async () => {
	for ( const base of [ '/wp-json/wp/v2/posts', '/wp-json/wp/v2/media' ] ) {
		expectError(
			await site.admin.get( `${ base }?orderby=relevance` ),
			400,
			'rest_no_search_term_defined'
		);
		expectError(
			await site.admin.get( `${ base }?orderby=include` ),
			400,
			'rest_orderby_include_missing_include'
		);
		expect( [
			( await site.admin.get( `${ base }?orderby=relevance&search=a` ) )
				.statusCode,
			( await site.admin.get( `${ base }?orderby=include&include=1` ) )
				.statusCode,
		] ).toStrictEqual( [ 200, 200 ] );
	}
} );

it( 'names the page of a single post in a Link header', async () => {
	const post = (
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Linked',
			status: 'publish',
		} )
	).json();
	const response = await site.anonymous.get(
		`/wp-json/wp/v2/posts/${ post.id }`
	);
	expect( response.headers.link ).toContain(
		`<${ post.link }>; rel="alternate"; type=text/html`
	);
} );

it( 'describes a static route in OPTIONS with its links and which endpoints may be batched', async () => {
	const body = (
		await site.admin.request( 'OPTIONS', '/wp-json/wp/v2/posts' )
	).json();
	expect( [
		body._links,
		body.endpoints.map(
			( endpoint: { methods: string[]; allow_batch?: unknown } ) => [
				endpoint.methods,
				endpoint.allow_batch,
			]
		),
	] ).toStrictEqual( [
		{ self: [ { href: 'http://localhost/wp-json/wp/v2/posts' } ] },
		[
			[ [ 'GET' ], { v1: true } ],
			[ [ 'POST' ], { v1: true } ],
		],
	] );
	const item = (
		await site.admin.request( 'OPTIONS', '/wp-json/wp/v2/posts/1' )
	).json();
	expect( item._links ).toBeUndefined();
} );

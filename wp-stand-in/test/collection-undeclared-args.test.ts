/**
 * Collection arguments: only the ones a route declares are read, each through its schema, as
 * WordPress does; one it does not declare is ignored (never a 500).
 */
import { createSite, expectError, uploadPng, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( () => site.close() );

const ids = ( body: Array< { id: number } > ) =>
	body.map( ( item ) => item.id ).sort( ( a, b ) => a - b );

it( 'filters media by parent and parent_exclude, as WordPress declares them for attachments', async () => {
	const parent = (
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Parent',
			status: 'publish',
		} )
	).json().id;
	const attached = ( await uploadPng( site.admin, 'a.png', parent ) ).json()
		.id;
	const loose = ( await uploadPng( site.admin, 'b.png', 0 ) ).json().id;
	const list = async ( query: string ) => {
		const response = await site.admin.get(
			`/wp-json/wp/v2/media?per_page=100&${ query }`
		);
		return [ response.statusCode, ids( response.json() ) ];
	};
	expect( [
		await list( `parent=${ parent }` ),
		await list( `parent_exclude=${ parent }` ),
		await list( `parent=0` ),
	] ).toStrictEqual( [
		[ 200, [ attached ] ],
		[ 200, [ loose ] ],
		[ 200, [ loose ] ],
	] );
	expectError(
		await site.admin.get( '/wp-json/wp/v2/media?parent=x' ),
		400,
		'rest_invalid_param'
	);
} );

it( 'ignores parent and parent_exclude on posts, which are not hierarchical', async () => {
	const all = ids(
		( await site.admin.get( '/wp-json/wp/v2/posts?per_page=100' ) ).json()
	);
	for ( const query of [ 'parent=5', 'parent_exclude=5', 'parent[]=x' ] ) {
		const response = await site.admin.get(
			`/wp-json/wp/v2/posts?per_page=100&${ query }`
		);
		expect( [
			query,
			response.statusCode,
			ids( response.json() ),
		] ).toStrictEqual( [ query, 200, all ] );
	}
} );

it( 'never answers 500 to an undeclared argument sent with nested names, and keeps it in page links', async () => {
	for ( let i = 0; i < 3; i++ ) {
		await site.admin.post( '/wp-json/wp/v2/tags', {
			name: `Nested ${ i }`,
		} );
	}
	for ( const url of [
		'/wp-json/wp/v2/posts?per_page=1&parent[a]=1',
		'/wp-json/wp/v2/posts?per_page=1&foo[a]=1',
		'/wp-json/wp/v2/posts?per_page=1&parent_exclude[a][b]=1',
		'/wp-json/wp/v2/tags?per_page=1&parent[a]=1',
		'/wp-json/wp/v2/tags?per_page=1&parent=5',
	] ) {
		const response = await site.anonymous.get( url );
		expect( [ url, response.statusCode ] ).toStrictEqual( [ url, 200 ] );
	}
	const paged = await site.anonymous.get(
		'/wp-json/wp/v2/posts?per_page=1&foo[a]=1'
	);
	expect( decodeURIComponent( String( paged.headers.link ) ) ).toContain(
		'foo[a]=1'
	);
} );

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

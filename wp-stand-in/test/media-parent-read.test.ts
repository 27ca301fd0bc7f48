import { createSite, expectError, uploadPng, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

async function postWithStatus( status: string ): Promise< number > {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title: `A ${ status } post`,
		status,
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json().id;
}

/** An image the administrator uploads, attached to `parent` (0: unattached). */
async function upload( parent: number ): Promise< number > {
	const response = await uploadPng( site.admin, 'shot.png', parent );
	expect( response.statusCode ).toBe( 201 );
	return response.json().id;
}

describe( 'media attached to posts a user may not read', () => {
	let media: Record< 'draft' | 'private' | 'publish' | 'none', number >;
	let parents: Record< 'draft' | 'private' | 'publish', number >;
	beforeEach( async () => {
		parents = {
			draft: await postWithStatus( 'draft' ),
			private: await postWithStatus( 'private' ),
			publish: await postWithStatus( 'publish' ),
		};
		media = {
			draft: await upload( parents.draft ),
			private: await upload( parents.private ),
			publish: await upload( parents.publish ),
			none: await upload( 0 ),
		};
	} );

	const listed = async ( client: typeof site.anonymous, query = '' ) =>
		( await client.get( `/wp-json/wp/v2/media?per_page=100${ query }` ) )
			.json()
			.map( ( item: { id: number } ) => item.id )
			.sort( ( a: number, b: number ) => a - b );

	it( 'refuses one attachment whose post the user may not read', async () => {
		expectError(
			await site.anonymous.get( `/wp-json/wp/v2/media/${ media.draft }` ),
			401,
			'rest_forbidden'
		);
		expectError(
			await site.anonymous.get(
				`/wp-json/wp/v2/media/${ media.private }`
			),
			401,
			'rest_forbidden'
		);
		const subscriber = await site.as( 'subscriber' );
		const contributor = await site.as( 'contributor' );
		for ( const client of [ subscriber, contributor ] ) {
			for ( const id of [ media.draft, media.private ] ) {
				expectError(
					await client.get( `/wp-json/wp/v2/media/${ id }` ),
					403,
					'rest_forbidden'
				);
			}
		}
		for ( const id of [ media.publish, media.none ] ) {
			const response = await site.anonymous.get(
				`/wp-json/wp/v2/media/${ id }`
			);
			expect( response.statusCode ).toBe( 200 );
		}
		// Those who may read the post may read its media.
		const editor = await site.as( 'editor' );
		for ( const id of [ media.draft, media.private ] ) {
			expect(
				( await editor.get( `/wp-json/wp/v2/media/${ id }` ) )
					.statusCode
			).toBe( 200 );
		}
	} );

	it( 'leaves them out of the media library and of ?parent=', async () => {
		expect( await listed( site.anonymous ) ).toStrictEqual(
			[ media.publish, media.none ].sort( ( a, b ) => a - b )
		);
		expect(
			await listed( site.anonymous, `&parent=${ parents.draft }` )
		).toStrictEqual( [] );
		expect(
			await listed( site.anonymous, `&parent=${ parents.private }` )
		).toStrictEqual( [] );
		expect(
			await listed( site.anonymous, `&parent=${ parents.publish }` )
		).toStrictEqual( [ media.publish ] );
		const subscriber = await site.as( 'subscriber' );
		expect( await listed( subscriber ) ).toStrictEqual(
			[ media.publish, media.none ].sort( ( a, b ) => a - b )
		);
		const editor = await site.as( 'editor' );
		expect( await listed( editor ) ).toStrictEqual(
			Object.values( media ).sort( ( a, b ) => a - b )
		);
	} );

	it( 'lets an author read what they attached to their own draft, and no one else’s', async () => {
		const author = await site.as( 'author' );
		const draft = (
			await author.post( '/wp-json/wp/v2/posts', {
				title: 'Author draft',
				status: 'draft',
			} )
		).json().id;
		const own = ( await uploadPng( author, 'mine.png', draft ) ).json().id;
		expect(
			( await author.get( `/wp-json/wp/v2/media/${ own }` ) ).statusCode
		).toBe( 200 );
		expect( await listed( author, `&parent=${ draft }` ) ).toStrictEqual( [
			own,
		] );
		expectError(
			await author.get( `/wp-json/wp/v2/media/${ media.draft }` ),
			403,
			'rest_forbidden'
		);
		expectError(
			await site.anonymous.get( `/wp-json/wp/v2/media/${ own }` ),
			401,
			'rest_forbidden'
		);
	} );
} );

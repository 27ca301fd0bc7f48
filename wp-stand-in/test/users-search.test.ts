import { createSite, type Client, type TestSite } from './helpers';

let site: TestSite;
let writerId: number;
beforeEach( async () => {
	site = await createSite();
	const created = await site.admin.post( '/wp-json/wp/v2/users', {
		username: 'writer',
		email: 'quiet.heron@mail.example',
		url: 'https://heron.example/about',
		password: 'writer-password',
		roles: [ 'author' ],
		name: 'Writer Wren',
	} );
	if ( created.statusCode !== 201 ) {
		throw new Error( `Creating the writer failed: ${ created.body }` );
	}
	writerId = created.json().id;
	// A published post makes the writer visible to visitors.
	await site.admin.post( '/wp-json/wp/v2/posts', {
		title: 'By the writer',
		status: 'publish',
		author: writerId,
	} );
} );
afterEach( async () => {
	await site.close();
} );

async function found( client: Client, query: string ): Promise< string[] > {
	const response = await client.get( `/wp-json/wp/v2/users?${ query }` );
	expect( response.statusCode ).toBe( 200 );
	return response
		.json()
		.map( ( user: { slug: string } ) => user.slug )
		.sort();
}

describe( '/wp/v2/users?search=', () => {
	it( 'never matches e-mail addresses or websites for users who may not list users', async () => {
		const subscriber = await site.as( 'subscriber' );
		const editor = await site.as( 'editor' );
		for ( const client of [ site.anonymous, subscriber, editor ] ) {
			for ( const guess of [
				'quiet.heron',
				'mail.example',
				'heron@mail',
				'quiet.heron@mail.example',
				'heron.example',
				'https://heron.example',
			] ) {
				expect(
					await found(
						client,
						`search=${ encodeURIComponent( guess ) }`
					)
				).toStrictEqual( [] );
			}
			// Asking for the e-mail column does not open it either.
			expect(
				await found( client, 'search=heron&search_columns=email' )
			).toStrictEqual( [] );
		}
	} );

	it( 'matches the ID, login, slug and display name for everyone', async () => {
		for ( const term of [ 'Wren', 'wri', 'writer', String( writerId ) ] ) {
			expect(
				await found(
					site.anonymous,
					`search=${ encodeURIComponent( term ) }`
				)
			).toStrictEqual( [ 'writer' ] );
		}
		expect(
			await found( site.anonymous, 'search=wren&search_columns=name' )
		).toStrictEqual( [ 'writer' ] );
		expect(
			await found( site.anonymous, 'search=wren&search_columns=username' )
		).toStrictEqual( [] );
	} );

	it( 'searches the columns WordPress picks for the search when the user may list users', async () => {
		// Anything with an @ is looked for in e-mail addresses only.
		expect(
			await found( site.admin, 'search=heron%40mail' )
		).toStrictEqual( [ 'writer' ] );
		expect( await found( site.admin, 'search=wren%40' ) ).toStrictEqual(
			[]
		);
		// An address is looked for among the websites.
		expect(
			await found( site.admin, 'search=https%3A%2F%2Fheron' )
		).toStrictEqual( [ 'writer' ] );
		// Otherwise login, website, e-mail, slug and display name.
		expect( await found( site.admin, 'search=quiet.heron' ) ).toStrictEqual(
			[ 'writer' ]
		);
		expect(
			await found( site.admin, 'search=heron.example%2Fabout' )
		).toStrictEqual( [ 'writer' ] );
		expect( await found( site.admin, 'search=wren' ) ).toStrictEqual( [
			'writer',
		] );
		// A number is looked for as a login or an exact ID.
		expect(
			await found( site.admin, `search=${ writerId }` )
		).toStrictEqual( [ 'writer' ] );
		// search_columns narrows the search to the columns asked for.
		expect(
			await found( site.admin, 'search=heron&search_columns=email' )
		).toStrictEqual( [ 'writer' ] );
		expect(
			await found( site.admin, 'search=heron&search_columns=name' )
		).toStrictEqual( [] );
	} );
} );

import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const archives = ( status?: string ) => ( {
	archives: [
		{
			href: `http://localhost/wp-json/wp/v2/posts${
				status ? `?status=${ status }` : ''
			}`,
		},
	],
} );

/** The published status in view context, as everyone sees it. */
const PUBLISHED = {
	name: 'Published',
	public: true,
	queryable: true,
	slug: 'publish',
	date_floating: false,
	_links: archives(),
};

describe( '/wp/v2/statuses', () => {
	it( 'shows visitors only the published status, in view context', async () => {
		const response = await site.anonymous.get( '/wp-json/wp/v2/statuses' );
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toStrictEqual( { publish: PUBLISHED } );
	} );

	it( 'shows people who edit posts every status they may use, and the trash', async () => {
		const contributor = await site.as( 'contributor' );
		const view = (
			await contributor.get( '/wp-json/wp/v2/statuses' )
		).json();
		expect( Object.keys( view ) ).toStrictEqual( [
			'publish',
			'future',
			'draft',
			'pending',
			'private',
			'trash',
		] );
		expect( view.draft ).toStrictEqual( {
			name: 'Draft',
			public: false,
			queryable: false,
			slug: 'draft',
			date_floating: true,
			_links: archives( 'draft' ),
		} );
		const edit = (
			await contributor.get( '/wp-json/wp/v2/statuses?context=edit' )
		).json();
		expect( edit.future ).toStrictEqual( {
			name: 'Scheduled',
			private: false,
			protected: true,
			public: false,
			queryable: false,
			show_in_list: true,
			slug: 'future',
			date_floating: false,
			_links: archives( 'future' ),
		} );
		expect( edit.private ).toMatchObject( {
			private: true,
			protected: false,
		} );
		expect( edit.trash ).toMatchObject( {
			name: 'Trash',
			show_in_list: false,
			date_floating: false,
		} );
		expect( edit.pending.date_floating ).toBe( true );
		const embed = (
			await contributor.get( '/wp-json/wp/v2/statuses?context=embed' )
		).json();
		expect( embed.publish ).toStrictEqual( {
			name: 'Published',
			slug: 'publish',
			_links: archives(),
		} );
	} );

	it( 'refuses edit context to those who edit no posts', async () => {
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/statuses?context=edit' ),
			401,
			'rest_cannot_view'
		);
		const subscriber = await site.as( 'subscriber' );
		const body = expectError(
			await subscriber.get( '/wp-json/wp/v2/statuses?context=edit' ),
			403,
			'rest_cannot_view'
		);
		expect( body.message ).toBe(
			'Sorry, you are not allowed to manage post statuses.'
		);
		expect(
			Object.keys(
				( await subscriber.get( '/wp-json/wp/v2/statuses' ) ).json()
			)
		).toStrictEqual( [ 'publish' ] );
	} );
} );

describe( '/wp/v2/statuses/<status>', () => {
	it( 'answers one status, in the asked context', async () => {
		const publish = await site.anonymous.get(
			'/wp-json/wp/v2/statuses/publish'
		);
		expect( publish.json() ).toStrictEqual( PUBLISHED );
		const trash = await site.admin.get(
			'/wp-json/wp/v2/statuses/trash?context=edit'
		);
		expect( trash.json() ).toMatchObject( {
			name: 'Trash',
			slug: 'trash',
			show_in_list: false,
		} );
	} );

	it( 'hides the other statuses from visitors and WordPress’s own from everyone', async () => {
		for ( const status of [ 'draft', 'future', 'pending', 'trash' ] ) {
			const body = expectError(
				await site.anonymous.get(
					`/wp-json/wp/v2/statuses/${ status }`
				),
				401,
				'rest_cannot_read_status'
			);
			expect( body.message ).toBe( 'Cannot view status.' );
		}
		expectError(
			await site.admin.get( '/wp-json/wp/v2/statuses/auto-draft' ),
			403,
			'rest_cannot_read_status'
		);
		expectError(
			await site.admin.get( '/wp-json/wp/v2/statuses/inherit' ),
			403,
			'rest_cannot_read_status'
		);
	} );

	it( 'answers 404 for a status that does not exist', async () => {
		for ( const status of [ 'shiny', 'constructor', '__proto__' ] ) {
			const body = expectError(
				await site.admin.get( `/wp-json/wp/v2/statuses/${ status }` ),
				404,
				'rest_status_invalid'
			);
			expect( body.message ).toBe( 'Invalid status.' );
		}
	} );
} );

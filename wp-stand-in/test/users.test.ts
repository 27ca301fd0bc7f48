import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const countUsers = () => site.count( 'SELECT COUNT(*) AS n FROM users' );

describe( '/wp/v2/users', () => {
	it( 'answers /users/me with the signed-in user, and 401 for a visitor', async () => {
		const me = (
			await site.admin.get( '/wp-json/wp/v2/users/me?context=edit' )
		).json();
		expect( me ).toMatchObject( {
			id: site.admin.userId,
			username: 'admin',
			name: 'admin',
			slug: 'admin',
			roles: [ 'administrator' ],
		} );
		expect( me.capabilities ).toMatchObject( {
			manage_options: true,
			edit_posts: true,
			administrator: true,
		} );
		expect( me.avatar_urls[ '48' ] ).toMatch(
			/\/wp-content\/avatars\/\d+\.svg\?s=48$/
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/users/me' ),
			401,
			'rest_not_logged_in'
		);
	} );

	it( 'shows visitors only authors with published posts, without private fields', async () => {
		await site.as( 'subscriber' );
		const list = (
			await site.anonymous.get( '/wp-json/wp/v2/users' )
		).json();
		expect( list.map( ( u: { slug: string } ) => u.slug ) ).toEqual( [
			'admin',
		] );
		expect( list[ 0 ].email ).toBeUndefined();
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/users?context=edit' ),
			401,
			'rest_forbidden_context'
		);
		const subscriberId = (
			site.db
				.prepare(
					"SELECT ID FROM users WHERE user_login = 'subscriber'"
				)
				.get() as { ID: number }
		 ).ID;
		expectError(
			await site.anonymous.get(
				`/wp-json/wp/v2/users/${ subscriberId }`
			),
			401,
			'rest_user_cannot_view'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/users/9999' ),
			404,
			'rest_user_invalid_id'
		);
	} );

	it( 'lists the authors the editor offers (who=authors, capabilities=edit_posts)', async () => {
		await site.as( 'subscriber' );
		await site.as( 'author' );
		const author = await site.as( 'contributor' );
		const authors = (
			await author.get(
				'/wp-json/wp/v2/users?who=authors&_fields=id,name'
			)
		).json();
		expect(
			authors.map( ( u: { name: string } ) => u.name ).sort()
		).toEqual( [ 'admin', 'author user', 'contributor user' ] );
		const byCap = (
			await site.admin.get(
				'/wp-json/wp/v2/users?capabilities=edit_posts'
			)
		).json();
		expect( byCap ).toHaveLength( 3 );
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.get( '/wp-json/wp/v2/users?who=authors' ),
			403,
			'rest_forbidden_who'
		);
	} );

	it( 'creates users only for administrators and validates them', async () => {
		const editor = await site.as( 'editor' );
		const before = countUsers();
		expectError(
			await editor.post( '/wp-json/wp/v2/users', {
				username: 'x',
				email: 'x@example.test',
				password: 'p',
			} ),
			403,
			'rest_cannot_create_user'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/users', {
				username: 'x',
				password: 'p',
			} ),
			400,
			'rest_missing_callback_param'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/users', {
				username: 'x',
				email: 'not an email',
				password: 'p',
			} ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/users', {
				username: 'admin',
				email: 'other@example.test',
				password: 'p',
			} ),
			400,
			'existing_user_login'
		);
		expect( countUsers() ).toBe( before );
	} );

	it( 'lets users edit themselves but not others, nor their own role', async () => {
		const author = await site.as( 'author' );
		expect(
			(
				await author.post( '/wp-json/wp/v2/users/me', {
					name: 'Ada',
					description: 'Writes.',
				} )
			).json()
		).toMatchObject( { name: 'Ada', description: 'Writes.' } );
		expectError(
			await author.post( `/wp-json/wp/v2/users/${ site.admin.userId }`, {
				name: 'Pwned',
			} ),
			403,
			'rest_cannot_edit'
		);
		expectError(
			await author.post( '/wp-json/wp/v2/users/me', {
				roles: [ 'administrator' ],
			} ),
			403,
			'rest_cannot_edit_roles'
		);
		expect(
			(
				site.db
					.prepare( 'SELECT role FROM users WHERE ID = ?' )
					.get( author.userId ) as { role: string }
			 ).role
		).toBe( 'author' );
	} );

	it( 'keeps the editor preferences of each user in meta.persisted_preferences', async () => {
		const preferences = {
			_modified: '2024-05-01T10:00:00.000Z',
			'core/edit-post': { welcomeGuide: false },
		};
		await site.admin.post( '/wp-json/wp/v2/users/me', {
			meta: { persisted_preferences: preferences },
		} );
		const me = (
			await site.admin.get( '/wp-json/wp/v2/users/me?context=edit' )
		).json();
		expect( me.meta.persisted_preferences ).toEqual( preferences );
		expect(
			( await site.admin.get( '/wp-json/wp/v2/users/me' ) ).json().meta
		).toEqual( {} );
		expectError(
			await site.admin.post( '/wp-json/wp/v2/users/me', {
				meta: { persisted_preferences: 'yes' },
			} ),
			400,
			'rest_invalid_param'
		);
	} );
} );

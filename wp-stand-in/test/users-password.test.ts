import { verifyPassword } from '../auth/passwords';
import {
	createSite,
	expectError,
	signIn,
	ADMIN_PASSWORD,
	type Client,
	type TestSite,
} from './helpers';

/**
 * A password sent to /wp/v2/users/<id> or /me is checked as WordPress checks it, stored as a
 * hash, never sent back, and signs the user's other sessions out.
 */
let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

function storedHash( login: string ): string {
	return (
		site.db
			.prepare( 'SELECT user_pass FROM users WHERE user_login = ?' )
			.get( login ) as { user_pass: string }
	 ).user_pass;
}

async function signedIn( client: Client ): Promise< boolean > {
	const me = await client.get( '/wp-json/wp/v2/users/me' );
	return me.statusCode === 200;
}

async function canSignIn( login: string, password: string ) {
	try {
		await signIn( site.app, site.db, login, password );
		return true;
	} catch {
		return false;
	}
}

describe( 'changing a password through the REST API', () => {
	it( 'stores a new password of the signed-in user and signs their other sessions out', async () => {
		const laptop = await signIn(
			site.app,
			site.db,
			'admin',
			ADMIN_PASSWORD
		);
		const response = await site.admin.post( '/wp-json/wp/v2/users/me', {
			password: 'a new passphrase',
		} );
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).not.toHaveProperty( 'password' );
		expect( response.body ).not.toContain( 'a new passphrase' );
		expect( storedHash( 'admin' ) ).toMatch( /^\$scrypt\$/ );
		expect(
			await verifyPassword( 'a new passphrase', storedHash( 'admin' ) )
		).toBe( true );
		expect( await signedIn( site.admin ) ).toBe( true );
		expect( await signedIn( laptop ) ).toBe( false );
		expect( await canSignIn( 'admin', ADMIN_PASSWORD ) ).toBe( false );
		expect( await canSignIn( 'admin', 'a new passphrase' ) ).toBe( true );
	} );

	it( "lets an administrator set another user's password, which signs that user out", async () => {
		const author = await site.as( 'author' );
		const response = await site.admin.post(
			`/wp-json/wp/v2/users/${ author.userId }`,
			{ password: 'set by the admin', name: 'Renamed' }
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toMatchObject( { name: 'Renamed' } );
		expect( response.json() ).not.toHaveProperty( 'password' );
		expect( await signedIn( author ) ).toBe( false );
		expect( await signedIn( site.admin ) ).toBe( true );
		expect( await canSignIn( 'author', 'author-password' ) ).toBe( false );
		expect( await canSignIn( 'author', 'set by the admin' ) ).toBe( true );
	} );

	it( "does not let an author set the administrator's password", async () => {
		const author = await site.as( 'author' );
		const before = storedHash( 'admin' );
		expectError(
			await author.post( `/wp-json/wp/v2/users/${ site.admin.userId }`, {
				password: 'taken over',
			} ),
			403,
			'rest_cannot_edit'
		);
		expect( storedHash( 'admin' ) ).toBe( before );
	} );

	it.each( [
		[ '', 'Passwords cannot be empty.' ],
		[ '0', 'Passwords cannot be empty.' ],
		[ 'back\\slash', 'Passwords cannot contain the "\\" character.' ],
	] )(
		'refuses %j with WordPress’s message and changes nothing',
		async ( password, message ) => {
			const laptop = await signIn(
				site.app,
				site.db,
				'admin',
				ADMIN_PASSWORD
			);
			const before = storedHash( 'admin' );
			const body = expectError(
				await site.admin.post( '/wp-json/wp/v2/users/me', {
					password,
					name: 'Not saved',
				} ),
				400,
				'rest_invalid_param'
			);
			expect( body.data.params ).toStrictEqual( { password: message } );
			expect( body.data.details.password ).toStrictEqual( {
				code: 'rest_user_invalid_password',
				message,
				data: { status: 400 },
			} );
			expect( storedHash( 'admin' ) ).toBe( before );
			expect( await signedIn( laptop ) ).toBe( true );
			const me = await site.admin.get( '/wp-json/wp/v2/users/me' );
			expect( me.json().name ).not.toBe( 'Not saved' );
		}
	);

	it( 'refuses a backslash in the password of a new user', async () => {
		const body = expectError(
			await site.admin.post( '/wp-json/wp/v2/users', {
				username: 'newcomer',
				email: 'newcomer@example.test',
				password: 'a\\b',
			} ),
			400,
			'rest_invalid_param'
		);
		expect( body.data.details.password.code ).toBe(
			'rest_user_invalid_password'
		);
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM users WHERE user_login = 'newcomer'"
			)
		).toBe( 0 );
	} );
} );

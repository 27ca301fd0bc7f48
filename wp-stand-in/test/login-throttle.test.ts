import { createSite, signIn, ADMIN_PASSWORD, type TestSite } from './helpers';

/**
 * Sign-in failures are counted per login and address, and per address: after 5 failures for one
 * login from one address, or 20 from one address, within 15 minutes, that address gets 429 without
 * its password being checked. Failures on a login from many addresses slow its sign-ins down but
 * never refuse them, so nobody can keep the owner out. A wrong password and an unknown username
 * get the same answer, so the form does not tell which usernames exist.
 */
let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	jest.restoreAllMocks();
	await site.close();
} );

const GENERIC =
	'<strong>Error:</strong> Invalid username, email address or incorrect password.';

function attempt( log: string, pwd: string, remoteAddress = '127.0.0.1' ) {
	return site.app.inject( {
		method: 'POST',
		url: '/wp-login.php',
		remoteAddress,
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( { log, pwd } ).toString(),
	} );
}

/** The error notice of a sign-in page. */
function notice( body: string ): string {
	return /<div id="login_error"[^>]*>(.*?)<\/div>/s.exec( body )?.[ 1 ] ?? '';
}

async function fail( times: number, log: string, remoteAddress?: string ) {
	for ( let i = 0; i < times; i++ ) {
		const response = await attempt( log, `wrong ${ i }`, remoteAddress );
		expect( response.statusCode ).toBe( 200 );
	}
}

function expectThrottled(
	response: Awaited< ReturnType< typeof attempt > >,
	minutes: number
) {
	expect( response.statusCode ).toBe( 429 );
	expect( notice( response.body ) ).toBe(
		`<strong>Error:</strong> Too many failed login attempts. Please try again in ${ minutes } ${
			minutes === 1 ? 'minute' : 'minutes'
		}.`
	);
	expect( Number( response.headers[ 'retry-after' ] ) ).toBeGreaterThan(
		( minutes - 1 ) * 60
	);
	expect( response.headers[ 'set-cookie' ] ).toBeUndefined();
}

describe( 'one answer for an unknown username and a wrong password', () => {
	it( 'says the same thing, with the same status, for both', async () => {
		const wrong = await attempt( 'admin', 'not the password' );
		const unknown = await attempt( 'nobody-here', 'not the password' );
		const byEmail = await attempt( 'admin@localhost.test', 'nope' );
		for ( const response of [ wrong, unknown, byEmail ] ) {
			expect( response.statusCode ).toBe( 200 );
			expect( notice( response.body ) ).toBe( GENERIC );
			expect( response.body ).not.toContain( 'is not registered' );
			expect( response.headers[ 'set-cookie' ] ).toBeUndefined();
		}
	} );

	it( 'escapes nothing from the username into the notice', async () => {
		const response = await attempt( '<b>eve</b>', 'x' );
		expect( notice( response.body ) ).toBe( GENERIC );
		expect( response.body ).toContain( 'value="&lt;b&gt;eve&lt;/b&gt;"' );
	} );
} );

describe( 'sign-in throttling', () => {
	it( 'locks a login after 5 failures from one address, even for the right password, and not other logins', async () => {
		await site.as( 'author' );
		await fail( 5, 'admin' );
		expectThrottled( await attempt( 'admin', ADMIN_PASSWORD ), 15 );
		const author = await attempt( 'author', 'author-password' );
		expect( author.statusCode ).toBe( 302 );
	} );

	it( 'lets the right password in from another address while one address is locked out', async () => {
		await fail( 5, 'admin', '203.0.113.7' );
		expectThrottled(
			await attempt( 'admin', ADMIN_PASSWORD, '203.0.113.7' ),
			15
		);
		expect(
			( await attempt( 'admin', ADMIN_PASSWORD, '198.51.100.1' ) )
				.statusCode
		).toBe( 302 );
	} );

	it( 'slows down a login guessed from many addresses, and still lets its owner in', async () => {
		for ( let i = 0; i < 4; i++ ) {
			await fail( 2, 'admin', `203.0.113.${ 10 + i }` );
		}
		// 8 failures: held 4 steps of 200 ms.
		const start = Date.now();
		const owner = await attempt( 'admin', ADMIN_PASSWORD, '198.51.100.1' );
		expect( [ owner.statusCode, Date.now() - start >= 790 ] ).toStrictEqual(
			[ 302, true ]
		);
	} );

	it( 'does not tell a user’s email address from another: each login is counted apart', async () => {
		await site.as( 'author' );
		await fail( 5, 'admin' );
		const byEmail = await attempt( 'admin@localhost.test', 'x' );
		const other = await attempt( 'author@example.test', 'x' );
		const unknown = await attempt( 'nobody@localhost.test', 'x' );
		expect(
			[ byEmail, other, unknown ].map( ( response ) => [
				response.statusCode,
				notice( response.body ),
			] )
		).toStrictEqual( Array( 3 ).fill( [ 200, GENERIC ] ) );
	} );

	it( 'locks an unknown username the same way, so the lock tells nothing either', async () => {
		await fail( 4, 'nobody-here' );
		expect( ( await attempt( 'Nobody-Here', 'x' ) ).statusCode ).toBe(
			200
		);
		expectThrottled( await attempt( 'nobody-here', 'x' ), 15 );
	} );

	it( 'locks an address after 20 failures across usernames, not other addresses', async () => {
		for ( let i = 0; i < 20; i++ ) {
			await fail( 1, `guess-${ i }`, '203.0.113.7' );
		}
		expectThrottled(
			await attempt( 'admin', ADMIN_PASSWORD, '203.0.113.7' ),
			15
		);
		expect(
			( await attempt( 'admin', ADMIN_PASSWORD, '198.51.100.1' ) )
				.statusCode
		).toBe( 302 );
	} );

	it( 'tells how long is left, and lets the person in once the window has passed', async () => {
		const start = Date.now();
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( start );
		await fail( 5, 'admin' );
		now.mockReturnValue( start + 11 * 60_000 + 1 );
		expectThrottled( await attempt( 'admin', ADMIN_PASSWORD ), 4 );
		now.mockReturnValue( start + 14 * 60_000 + 30_000 );
		expectThrottled( await attempt( 'admin', ADMIN_PASSWORD ), 1 );
		now.mockReturnValue( start + 15 * 60_000 + 1 );
		expect( ( await attempt( 'admin', ADMIN_PASSWORD ) ).statusCode ).toBe(
			302
		);
	} );

	it( 'does not count successful sign-ins, and a success forgets the account’s failures', async () => {
		for ( let i = 0; i < 30; i++ ) {
			await signIn( site.app, site.db, 'admin', ADMIN_PASSWORD );
		}
		await fail( 4, 'admin' );
		expect( ( await attempt( 'admin', ADMIN_PASSWORD ) ).statusCode ).toBe(
			302
		);
		await fail( 4, 'admin' );
		expect( ( await attempt( 'admin', ADMIN_PASSWORD ) ).statusCode ).toBe(
			302
		);
	} );

	it( 'answers at most 5 of 30 simultaneous guesses', async () => {
		const responses = await Promise.all(
			Array.from( { length: 30 }, ( _, i ) =>
				attempt( 'admin', `guess ${ i }` )
			)
		);
		const checked = responses.filter( ( r ) => r.statusCode === 200 );
		expect( checked ).toHaveLength( 5 );
		expect(
			responses.filter( ( r ) => r.statusCode === 429 )
		).toHaveLength( 25 );
	} );

	it( 'keeps the counts in the database without the address itself', async () => {
		await fail( 2, 'admin', '203.0.113.9' );
		const rows = site.db
			.prepare( 'SELECT * FROM login_failures' )
			.all() as Record< string, unknown >[];
		expect( rows.length ).toBeGreaterThanOrEqual( 4 );
		expect( JSON.stringify( rows ) ).not.toContain( '203.0.113.9' );
	} );
} );

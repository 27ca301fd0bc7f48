import {
	createSite,
	expectError,
	withClockAhead,
	type TestSite,
} from './helpers';
import { outboxFiles } from './feedback-helpers';
import { decodeQuotedPrintable } from '../../service/features/mail/mime';
import { notifySubscribers } from '../../service/features/subscriptions/notify';
import { getPost } from '../../platform/store/posts';

const HOUR = 60 * 60 * 1000;

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const COUNT = '/wp-json/wpcom/v2/subscribers/count';
const FORM = `<!-- wp:tessera/subscriptions {"showSubscribersTotal":true} -->
<div class="wp-block-tessera-subscriptions">[tessera_subscription_form subscribe_placeholder="Email Address" show_subscribers_total="true" submit_button_text="Subscribe"]</div>
<!-- /wp:tessera/subscriptions -->`;

async function publishPost( title: string, content = FORM ): Promise< number > {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title,
		content,
		status: 'publish',
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json().id;
}

function sendForm( values: Record< string, string > ) {
	return site.anonymous.request( 'POST', '/tessera-subscribe', {
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( values ).toString(),
	} );
}

function messages( kind: string ): string[] {
	return outboxFiles( site )
		.filter( ( file ) =>
			file.includes( `X-Tessera-Subscription: ${ kind }` )
		)
		.map( ( file ) =>
			decodeQuotedPrintable(
				file.slice( file.indexOf( '\r\n\r\n' ) + 4 )
			)
		);
}

function linkIn( body: string, action: string ): string {
	const match = new RegExp(
		`http://[^\\s]+/tessera-subscribe/${ action }\\?[^\\s]+`
	).exec( body );
	expect( match ).not.toBeNull();
	const url = new URL( match![ 0 ] );
	return `${ url.pathname }${ url.search }`;
}

/** The permalink's year and month of a post published now. */
function yearMonth(): string {
	const now = new Date();
	return `${ now.getUTCFullYear() }/${ String( now.getUTCMonth() + 1 ).padStart( 2, '0' ) }`;
}

/** Waits for the notifications sent in the background (up to 30 s, for a busy machine). */
async function waitFor( check: () => boolean ) {
	const deadline = Date.now() + 30_000;
	while ( ! check() && Date.now() < deadline ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	}
	expect( check() ).toBe( true );
}

describe( 'GET /wpcom/v2/subscribers/count', () => {
	it( 'counts confirmed subscribers for editors only', async () => {
		expect( ( await site.admin.get( COUNT ) ).json() ).toStrictEqual( {
			count: 0,
		} );
		expectError( await site.anonymous.get( COUNT ), 401, 'rest_forbidden' );
		const subscriber = await site.as( 'subscriber' );
		expectError( await subscriber.get( COUNT ), 403, 'rest_forbidden' );
		const contributor = await site.as( 'contributor' );
		expect( ( await contributor.get( COUNT ) ).statusCode ).toBe( 200 );
	} );
} );

describe( 'double opt-in', () => {
	it( 'sends a signed confirmation link, counts the address only once confirmed, and unsubscribes', async () => {
		const postId = await publishPost( 'With a form' );
		const sent = await sendForm( {
			email: '  Reader@Example.com ',
			post_id: String( postId ),
			form_id: 'subscribe-blog-1',
		} );
		expect( sent.statusCode ).toBe( 303 );
		expect( sent.headers.location ).toBe(
			'/2026/11/with-a-form/?subscribe=pending#subscribe-blog-1'.replace(
				'2026/11',
				yearMonth()
			)
		);
		const page = await site.anonymous.get(
			sent.headers.location as string
		);
		expect( page.body ).toContain( 'Please check your inbox' );
		expect( page.body ).toContain( 'Join 0 other subscribers' );
		expect( ( await site.admin.get( COUNT ) ).json() ).toStrictEqual( {
			count: 0,
		} );

		const [ confirmation ] = messages( 'confirm' );
		expect( outboxFiles( site )[ 0 ] ).toContain(
			'To: <reader@example.com>'
		);
		const confirm = linkIn( confirmation, 'confirm' );
		// A link changed by one character confirms nothing.
		const forged = confirm.replace(
			/token=(.)/,
			( _, c: string ) => `token=${ c === 'a' ? 'b' : 'a' }`
		);
		expect( ( await site.anonymous.get( forged ) ).statusCode ).toBe( 400 );
		expect(
			( await site.anonymous.get( confirm.replace( 'reader', 'other' ) ) )
				.statusCode
		).toBe( 400 );
		expect( ( await site.admin.get( COUNT ) ).json() ).toStrictEqual( {
			count: 0,
		} );

		const confirmed = await site.anonymous.get( confirm );
		expect( confirmed.statusCode ).toBe( 200 );
		expect( confirmed.body ).toContain( 'Subscription confirmed' );
		expect( ( await site.admin.get( COUNT ) ).json() ).toStrictEqual( {
			count: 1,
		} );
		expect(
			( await site.anonymous.get( `/?p=${ postId }` ) ).body
		).toContain( 'Join 1 other subscriber<' );

		// Signing up again, an hour later: the same answer as a new address (so the form does not
		// tell who subscribes), no second confirmation, a note saying it is already subscribed.
		const again = await withClockAhead( HOUR + 1000, () =>
			sendForm( {
				email: 'reader@example.com',
				post_id: String( postId ),
			} )
		);
		expect( again.headers.location ).toBe(
			`/${ yearMonth() }/with-a-form/?subscribe=pending`
		);
		expect( messages( 'confirm' ) ).toHaveLength( 1 );
		const [ already ] = messages( 'already' );
		expect( already ).toContain(
			'This address is already subscribed to new posts'
		);
		expect( linkIn( already, 'unsubscribe' ) ).toBe(
			linkIn( confirmation, 'unsubscribe' )
		);

		const unsubscribe = linkIn( confirmation, 'unsubscribe' );
		const ask = await site.anonymous.get( unsubscribe );
		expect( ask.body ).toContain(
			'<button type="submit">Unsubscribe</button>'
		);
		expect( ( await site.admin.get( COUNT ) ).json() ).toStrictEqual( {
			count: 1,
		} );
		const done = await site.anonymous.request( 'POST', unsubscribe, {
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: 'List-Unsubscribe=One-Click',
		} );
		expect( done.statusCode ).toBe( 200 );
		expect( ( await site.admin.get( COUNT ) ).json() ).toStrictEqual( {
			count: 0,
		} );
		// The old confirmation link does not bring the address back.
		await site.anonymous.get( confirm );
		expect( ( await site.admin.get( COUNT ) ).json() ).toStrictEqual( {
			count: 0,
		} );
	} );

	it( 'refuses bad addresses and stores nothing', async () => {
		const postId = await publishPost( 'Form' );
		for ( const email of [
			'',
			'no-at-sign',
			'a@b',
			`${ 'a'.repeat( 250 ) }@example.com`,
			'<script>@x.com',
		] ) {
			const sent = await sendForm( { email, post_id: String( postId ) } );
			expect( sent.headers.location ).toBe(
				`/${ yearMonth() }/form/?subscribe=invalid`
			);
		}
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM site_subscribers' )
		).toBe( 0 );
		expect( outboxFiles( site ) ).toStrictEqual( [] );
		// An unknown post sends the visitor home.
		expect(
			( await sendForm( { email: 'x', post_id: '99999' } ) ).headers
				.location
		).toBe( '/?subscribe=invalid' );
	} );
} );

describe( 'confirmations to one recipient', () => {
	/** Signs the address up from a visitor address of its own, `ms` ahead of now. */
	async function signUp( email: string, from: string, ms = 0 ) {
		const response = await withClockAhead( ms, () =>
			site.app.inject( {
				method: 'POST',
				url: '/tessera-subscribe',
				remoteAddress: from,
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
				},
				payload: new URLSearchParams( { email } ).toString(),
			} )
		);
		return response.headers.location;
	}

	it( 'sends one an hour and three a day to an address, however many sign it up, answering alike', async () => {
		const answers = [];
		for ( let i = 0; i < 40; i++ ) {
			answers.push(
				await signUp( 'victim@example.com', `203.0.113.${ i + 1 }` )
			);
		}
		expect( answers ).toStrictEqual(
			Array( 40 ).fill( '/?subscribe=pending' )
		);
		expect( messages( 'confirm' ) ).toHaveLength( 1 );
		// 59 minutes on: still one. Each further hour: one more, up to three in the day.
		const later = [];
		for ( const ms of [
			HOUR - 60_000,
			HOUR + 1000,
			2 * HOUR + 2000,
			3 * HOUR + 3000,
			23 * HOUR,
		] ) {
			later.push( [
				await signUp( 'victim@example.com', '198.51.100.1', ms ),
				messages( 'confirm' ).length,
			] );
		}
		expect( later ).toStrictEqual( [
			[ '/?subscribe=pending', 1 ],
			[ '/?subscribe=pending', 2 ],
			[ '/?subscribe=pending', 3 ],
			[ '/?subscribe=pending', 3 ],
			[ '/?subscribe=pending', 3 ],
		] );
		// A day after the first, the next one goes.
		await signUp( 'victim@example.com', '198.51.100.1', 24 * HOUR + 4000 );
		expect( messages( 'confirm' ) ).toHaveLength( 4 );
		// Another recipient has its own allowance.
		await signUp( 'other@example.com', '198.51.100.1' );
		expect( messages( 'confirm' ) ).toHaveLength( 5 );
	} );
} );

describe( 'new-post notifications', () => {
	it( 'sends one message per confirmed subscriber when a post is first published', async () => {
		const now = new Date().toISOString();
		const insert = site.db.prepare(
			'INSERT INTO site_subscribers ( email, status, created ) VALUES ( ?, ?, ? )'
		);
		insert.run( 'one@example.com', 'confirmed', now );
		insert.run( 'two@example.com', 'pending', now );
		insert.run( 'three@example.com', 'confirmed', now );
		insert.run( 'four@example.com', 'unsubscribed', now );

		const draft = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Draft first',
			content:
				'<!-- wp:paragraph --><p>Hello &amp; welcome.</p><!-- /wp:paragraph -->',
			status: 'draft',
		} );
		const id = draft.json().id;
		expect( messages( 'new-post' ) ).toStrictEqual( [] );
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			status: 'publish',
		} );
		await waitFor( () => messages( 'new-post' ).length === 2 );
		const files = outboxFiles( site ).filter( ( file ) =>
			file.includes( 'new-post' )
		);
		expect(
			files.map( ( file ) => /^To: (.*)$/m.exec( file )![ 1 ] ).sort()
		).toStrictEqual( [ '<one@example.com>', '<three@example.com>' ] );
		expect( files[ 0 ] ).toContain( 'Subject: [New post] Draft first' );
		expect( files[ 0 ] ).toMatch(
			/^List-Unsubscribe: <http:\/\/[^>]+\/tessera-subscribe\/unsubscribe\?email=/m
		);
		expect( messages( 'new-post' )[ 0 ] ).toContain( 'Hello & welcome.' );

		// Unpublishing and publishing again sends nothing more; a page never notifies.
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			status: 'draft',
		} );
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			status: 'publish',
		} );
		await site.admin.post( '/wp-json/wp/v2/pages', {
			title: 'A page',
			status: 'publish',
		} );
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
		expect( messages( 'new-post' ) ).toHaveLength( 2 );
	} );

	it( 'notifies when a scheduled post goes live by itself', async () => {
		site.db
			.prepare(
				"INSERT INTO site_subscribers ( email, status, created ) VALUES ( 'one@example.com', 'confirmed', '' )"
			)
			.run();
		const inAnHour = new Date( Date.now() + HOUR )
			.toISOString()
			.slice( 0, 19 );
		const created = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Scheduled',
			status: 'future',
			date_gmt: inAnHour,
		} );
		expect( created.json().status ).toBe( 'future' );
		const path = '/wp-json/wp/v2/posts/' + created.json().id;
		// Before its time a look at the post publishes nothing and notifies nobody.
		expect( ( await site.admin.get( path ) ).json().status ).toBe(
			'future'
		);
		expect( messages( 'new-post' ) ).toStrictEqual( [] );
		await withClockAhead( 2 * HOUR, () => site.anonymous.get( path ) );
		await waitFor( () => messages( 'new-post' ).length === 1 );
	} );

	it( 'writes links with the site’s address, whatever Host the request named', async () => {
		const postId = await publishPost( 'Form' );
		await site.anonymous.request( 'POST', '/tessera-subscribe', {
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				host: 'evil.example',
			},
			payload: new URLSearchParams( {
				email: 'r@example.org',
				post_id: String( postId ),
			} ).toString(),
		} );
		const [ confirmation ] = messages( 'confirm' );
		expect( confirmation ).toContain(
			'http://localhost/tessera-subscribe/confirm?'
		);
		expect( confirmation ).not.toContain( 'evil.example' );
	} );

	it( 'writes every subscriber of a list larger than one batch exactly once', async () => {
		const insert = site.db.prepare(
			"INSERT INTO site_subscribers ( email, status, created ) VALUES ( ?, 'confirmed', '' )"
		);
		for ( let i = 0; i < 7; i++ ) {
			insert.run( `reader${ i }@example.com` );
		}
		const id = await publishPost(
			'Batched',
			'<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->'
		);
		await waitFor( () => messages( 'new-post' ).length === 7 );
		const sent = await notifySubscribers(
			{
				db: site.db,
				options: { dataDir: `${ site.dir }/data`, buildDir: '' },
				uploadsDir: '',
			},
			getPost( site.db, id )!,
			3
		);
		expect( sent ).toBe( 7 );
		const recipients = outboxFiles( site )
			.filter( ( file ) => file.includes( 'new-post' ) )
			.map( ( file ) => /^To: (.*)$/m.exec( file )![ 1 ] );
		expect( recipients ).toHaveLength( 14 );
		expect( new Set( recipients ).size ).toBe( 7 );
	} );
} );

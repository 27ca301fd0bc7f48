import { createSite, expectError, type Client, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite( { planRequirements: { markdown: 'premium' } } );
} );
afterEach( async () => {
	await site.close();
} );

const HOST = 'localhost';
const CHECKOUT = `/checkout/${ HOST }/premium?redirect_to=${ encodeURIComponent(
	'/wp-admin/post.php?post=1&action=edit&plan_upgraded=1'
) }`;

function plan(): string {
	return JSON.parse(
		(
			site.db
				.prepare(
					"SELECT option_value FROM options WHERE option_name = 'tessera_plan'"
				)
				.get() as { option_value: string } | undefined
		 )?.option_value ?? '"free"'
	);
}

async function confirm( client: Client, url = CHECKOUT, nonce?: string ) {
	const page = await client.get( url );
	const token =
		nonce ?? /name="_wpnonce" value="([^"]+)"/.exec( page.body )?.[ 1 ];
	return client.request( 'POST', url, {
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( { _wpnonce: token ?? '' } ).toString(),
	} );
}

describe( 'the store stand-in: checkout and plans pages', () => {
	it( 'shows the checkout to an administrator and upgrades the plan on confirmation', async () => {
		const page = await site.admin.get( CHECKOUT );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).toContain( 'to the <strong>Premium</strong> plan' );
		const response = await confirm( site.admin );
		expect( response.statusCode ).toBe( 303 );
		expect( response.headers.location ).toBe(
			'/wp-admin/post.php?post=1&action=edit&plan_upgraded=1'
		);
		expect( plan() ).toBe( 'premium' );
	} );

	it( 'keeps the plan when the nonce is missing or wrong', async () => {
		const response = await confirm( site.admin, CHECKOUT, 'forged' );
		expect( response.statusCode ).toBe( 403 );
		expect( plan() ).toBe( 'free' );
	} );

	it( 'asks a visitor to sign in and refuses everyone but administrators', async () => {
		const visitor = await site.anonymous.get( CHECKOUT );
		expect( visitor.statusCode ).toBe( 302 );
		expect( visitor.headers.location ).toContain( '/wp-login.php' );
		const editor = await site.as( 'editor' );
		expect( ( await editor.get( CHECKOUT ) ).statusCode ).toBe( 403 );
		expect( ( await confirm( editor ) ).statusCode ).toBe( 403 );
		expect( plan() ).toBe( 'free' );
	} );

	it( 'answers 404 for another site or an unknown plan', async () => {
		expect(
			( await site.admin.get( '/checkout/elsewhere.test/premium' ) )
				.statusCode
		).toBe( 404 );
		expect(
			( await site.admin.get( `/checkout/${ HOST }/platinum` ) )
				.statusCode
		).toBe( 404 );
	} );

	it( 'never sends the person off the site after checkout', async () => {
		const offsite = `/checkout/${ HOST }/premium?redirect_to=${ encodeURIComponent(
			'https://evil.test/steal'
		) }`;
		const response = await confirm( site.admin, offsite );
		expect( response.headers.location ).toBe( '/wp-admin/' );
		const protocolRelative = `/checkout/${ HOST }/business?redirect_to=%2F%2Fevil.test%2F`;
		expect(
			( await confirm( site.admin, protocolRelative ) ).headers.location
		).toBe( '/wp-admin/' );
	} );

	it( 'cancels back to the editor without the upgrade flag', async () => {
		const page = await site.admin.get( CHECKOUT );
		expect( page.body ).toContain(
			'href="/wp-admin/post.php?post=1&amp;action=edit">Cancel'
		);
	} );

	it( 'shows the plans page with upgrade links for administrators only', async () => {
		const admin = await site.admin.get( `/plans/${ HOST }` );
		expect( admin.body ).toContain(
			'is on the <strong>Free</strong> plan'
		);
		expect( admin.body ).toContain( 'Upgrade to Premium' );
		const author = await site.as( 'author' );
		const page = await author.get( `/plans/${ HOST }` );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).not.toContain( 'Upgrade to' );
	} );
} );

describe( 'plan-gated uploads', () => {
	const upload = ( client: Client, name: string ) =>
		client.request( 'POST', '/wp-json/wp/v2/media', {
			headers: {
				'content-type': 'audio/mpeg',
				'content-disposition': `attachment; filename="${ name }"`,
			},
			payload: Buffer.from( 'ID3\u0003\u0000' ),
		} );

	it( 'refuses audio on the free plan, stores nothing, and accepts it on Personal', async () => {
		expectError(
			await upload( site.admin, 'song.mp3' ),
			400,
			'rest_upload_sideload_error'
		);
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'attachment'"
			)
		).toBe( 0 );
		await site.admin.post( '/wp-json/wp/v2/settings', {
			tessera_plan: 'personal',
		} );
		expect( ( await upload( site.admin, 'song.mp3' ) ).statusCode ).toBe(
			201
		);
	} );
} );

describe( 'a paid block on the visitor page', () => {
	async function publishMarkdown( extra = {} ) {
		const attrs = JSON.stringify( { source: 'Paid words', ...extra } );
		const response = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Notes',
			status: 'publish',
			content: `<!-- wp:tessera/markdown ${ attrs } --><div class="wp-block-tessera-markdown"><p>Paid words</p></div><!-- /wp:tessera/markdown -->`,
		} );
		return response.json().id as number;
	}

	it( 'is hidden from visitors while the site lacks the plan', async () => {
		const id = await publishMarkdown();
		const page = await site.anonymous.get( `/?p=${ id }` );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).not.toContain( 'Paid words' );
		expect( page.body ).not.toContain( 'tessera-frontend-upgrade-banner' );
	} );

	it( 'shows an editor the block under a banner linking to the checkout', async () => {
		const id = await publishMarkdown();
		const page = await site.admin.get( `/?p=${ id }` );
		expect( page.body ).toContain( 'Paid words' );
		expect( page.body ).toContain( 'This block needs the Premium plan.' );
		expect( page.body ).toMatch(
			/href="\/checkout\/[^"]+\/premium\?redirect_to=/
		);
	} );

	it( 'leaves the banner out when shouldDisplayFrontendBanner is false', async () => {
		const id = await publishMarkdown( {
			shouldDisplayFrontendBanner: false,
		} );
		const page = await site.admin.get( `/?p=${ id }` );
		expect( page.body ).toContain( 'Paid words' );
		expect( page.body ).not.toContain( 'This block needs' );
	} );

	it( 'shows everyone the block once the site has the plan', async () => {
		const id = await publishMarkdown();
		await site.admin.post( '/wp-json/wp/v2/settings', {
			tessera_plan: 'premium',
		} );
		const page = await site.anonymous.get( `/?p=${ id }` );
		expect( page.body ).toContain( 'Paid words' );
	} );
} );

describe( 'the analytics pixel', () => {
	const events = ( name: string ) =>
		site.db
			.prepare(
				'SELECT event_name, properties, user_id FROM analytics_events WHERE event_name = ?'
			)
			.all( name );

	it( 'stores an event with a recordable name, its properties and the signed-in user', async () => {
		const response = await site.admin.get(
			'/pixel/t.gif?_en=jetpack_editor_block_upgrade_click&_ts=1&plan=premium&block=tessera%2Fmarkdown'
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.headers[ 'content-type' ] ).toBe( 'image/gif' );
		expect( events( 'jetpack_editor_block_upgrade_click' ) ).toEqual( [
			{
				event_name: 'jetpack_editor_block_upgrade_click',
				properties: JSON.stringify( {
					plan: 'premium',
					block: 'tessera/markdown',
				} ),
				user_id: site.admin.userId,
			},
		] );
	} );

	it( 'answers the same image but stores nothing for other names or bad properties', async () => {
		for ( const query of [
			'_en=evil_click',
			'_en=Tessera_Click',
			'_en=tessera_ok&Bad-Key=1',
			`_en=tessera_ok&note=${ 'x'.repeat( 501 ) }`,
			'_en[]=tessera_ok',
		] ) {
			const response = await site.anonymous.get(
				`/pixel/t.gif?${ query }`
			);
			expect( response.statusCode ).toBe( 200 );
			expect( response.headers[ 'content-type' ] ).toBe( 'image/gif' );
		}
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM analytics_events' )
		).toBe( 0 );
	} );

	it( 'lists the events to administrators only', async () => {
		await site.anonymous.get( '/pixel/t.gif?_en=tessera_seen&x=1' );
		const list = await site.admin.get(
			'/wp-json/tessera/v1/analytics/events?name=tessera_seen'
		);
		expect( list.json() ).toEqual( [
			expect.objectContaining( {
				name: 'tessera_seen',
				properties: { x: '1' },
				user_id: 0,
			} ),
		] );
		expectError(
			await site.anonymous.get( '/wp-json/tessera/v1/analytics/events' ),
			401,
			'rest_forbidden'
		);
		const author = await site.as( 'author' );
		expectError(
			await author.get( '/wp-json/tessera/v1/analytics/events' ),
			403,
			'rest_forbidden'
		);
	} );
} );

import { createSite, expectError, type TestSite } from './helpers';
import { listMembersOf } from '../../service/store/mailing-list-members';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const LIST = '4c2e9b71fa';
const SIGNUP = `<!-- wp:tessera/mailchimp {"interests":["1f4a8c2d90"],"signupFieldTag":"SIGNUP","signupFieldValue":"gallery-post"} -->
<div class="wp-block-tessera-mailchimp"><!-- wp:tessera/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list","lock":{"remove":true,"move":true}} /--></div>
<!-- /wp:tessera/mailchimp -->`;

function formPost(
	url: string,
	values: Record< string, string >,
	json = false
) {
	return site.admin.request( 'POST', url, {
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			...( json ? { accept: 'application/json' } : {} ),
		},
		payload: new URLSearchParams( values ).toString(),
	} );
}

/** Goes through the connection screen as the popup does: allow the account, choose the audience. */
async function connect() {
	const first = await site.admin.get( '/tessera-mailchimp/connect' );
	expect( first.body ).toContain( 'Rivera Studio Newsletter' );
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( first.body )![ 1 ];
	expect(
		(
			await formPost( '/tessera-mailchimp/connect', {
				_wpnonce: nonce,
				step: 'authorize',
			} )
		).statusCode
	).toBe( 200 );
	const chosen = await formPost( '/tessera-mailchimp/connect', {
		_wpnonce: nonce,
		step: 'list',
		list_id: LIST,
	} );
	expect( chosen.body ).toContain( 'Mailchimp is connected' );
	expect( chosen.headers[ 'content-security-policy' ] ).toMatch(
		/script-src 'nonce-/
	);
}

describe( '/wpcom/v2/mailchimp', () => {
	it( 'is not connected, then connected through the connection screen; groups follow', async () => {
		const status = (
			await site.admin.get( '/wp-json/wpcom/v2/mailchimp' )
		).json();
		expect( status.code ).toBe( 'not_connected' );
		expect( new URL( status.connect_url ).pathname ).toBe(
			'/tessera-mailchimp/connect'
		);
		expectError(
			await site.admin.get( '/wp-json/wpcom/v2/mailchimp/groups' ),
			404,
			'mailchimp_not_connected'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wpcom/v2/mailchimp' ),
			401,
			'rest_forbidden'
		);
		await connect();
		expect(
			( await site.admin.get( '/wp-json/wpcom/v2/mailchimp' ) ).json()
				.code
		).toBe( 'connected' );
		const groups = (
			await site.admin.get( '/wp-json/wpcom/v2/mailchimp/groups' )
		).json();
		expect( groups.total_items ).toBe( 2 );
		expect( groups.interest_categories[ 0 ] ).toStrictEqual( {
			list_id: LIST,
			id: 'b7d30e1c52',
			title: 'What would you like to hear about?',
			type: 'checkboxes',
			interests: [
				{ id: '1f4a8c2d90', name: 'Workshops' },
				{ id: '6e2b9d7a13', name: 'Product news' },
				{ id: 'a93c5e0f4b', name: 'Studio events' },
			],
		} );
	} );

	it( 'lets only administrators use the connection screen, with its nonce', async () => {
		const editor = await site.as( 'editor' );
		expect(
			( await editor.get( '/tessera-mailchimp/connect' ) ).statusCode
		).toBe( 403 );
		expect(
			( await site.anonymous.get( '/tessera-mailchimp/connect' ) )
				.statusCode
		).toBe( 302 );
		expect(
			(
				await formPost( '/tessera-mailchimp/connect', {
					_wpnonce: 'bad',
					step: 'authorize',
				} )
			).statusCode
		).toBe( 403 );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM keyring_connections' )
		).toBe( 0 );
	} );
} );

describe( 'a visitor joins the list', () => {
	it( 'stores the member with the block’s groups and merge field, and shows the right message', async () => {
		await connect();
		const created = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Join',
			content: SIGNUP,
			status: 'publish',
		} );
		const id = created.json().id;
		const page = await site.anonymous.get( `/?p=${ id }` );
		expect( page.body ).toContain( `id="tessera-mailchimp-${ id }-0"` );
		expect( page.body ).toContain(
			'data-success="Success! You\'re on the list."'
		);

		const sent = await formPost( '/tessera-mailchimp/subscribe', {
			email: 'Reader@Example.org',
			post_id: String( id ),
			form: '0',
		} );
		expect( sent.statusCode ).toBe( 303 );
		expect( sent.headers.location ).toMatch(
			new RegExp(
				`\\?tessera-mailchimp=success#tessera-mailchimp-${ id }-0$`
			)
		);
		const back = await site.anonymous.get(
			sent.headers.location as string
		);
		expect( back.body ).toContain( "Success! You're on the list." );
		const members = listMembersOf( site.db, LIST );
		expect(
			members.map(
				( { email, status, interests, merge_fields: fields } ) => ( {
					email,
					status,
					interests,
					fields,
				} )
			)
		).toStrictEqual( [
			{
				email: 'reader@example.org',
				status: 'pending',
				interests: '{"1f4a8c2d90":true}',
				fields: '{"SIGNUP":"gallery-post"}',
			},
		] );

		const fake = await formPost(
			'/tessera-mailchimp/subscribe',
			{ email: 'test@example.org', post_id: String( id ), form: '0' },
			true
		);
		expect( fake.statusCode ).toBe( 400 );
		expect( fake.json() ).toStrictEqual( {
			code: 'invalid_resource',
			message:
				'test@example.org looks fake or invalid, please enter a real email address.',
			data: { status: 400 },
		} );
		const failed = await formPost( '/tessera-mailchimp/subscribe', {
			email: 'nope',
			post_id: String( id ),
			form: '0',
		} );
		const errorPage = await site.anonymous.get(
			failed.headers.location as string
		);
		expect( errorPage.body ).toContain(
			"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again."
		);
		expect(
			(
				await formPost(
					'/tessera-mailchimp/subscribe',
					{
						email: 'a@example.org',
						post_id: String( id ),
						form: '1',
					},
					true
				)
			).statusCode
		).toBe( 404 );
		expect( listMembersOf( site.db, LIST ) ).toHaveLength( 1 );
	} );
} );

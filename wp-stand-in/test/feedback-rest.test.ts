import { createSite, expectError, type TestSite } from './helpers';
import { publishPost, submit } from './feedback-helpers';

const FORM =
	'<!-- wp:tessera/contact-form --><!-- wp:tessera/field-name /--><!-- wp:tessera/field-email /--><!-- /wp:tessera/contact-form -->';

let site: TestSite;
let postId: number;

beforeAll( async () => {
	site = await createSite();
	postId = await publishPost( site, FORM, 'Open day' );
	for ( const name of [ 'Ada Byron', 'Grace Hopper', 'Ana 100%_sure' ] ) {
		const sent = await submit( site, postId, {
			'tessera-field-0': name,
			'tessera-field-1': `${ name.split( ' ' )[ 0 ].toLowerCase() }@example.com`,
		} );
		if ( sent.statusCode !== 200 ) {
			throw new Error( sent.body );
		}
	}
}, 60_000 );
afterAll( () => site?.close() );

const ids = async ( query = '' ) => {
	const response = await site.admin.get(
		`/wp-json/wp/v2/feedback${ query }`
	);
	expect( response.statusCode ).toBe( 200 );
	return ( response.json() as { id: number }[] ).map( ( item ) => item.id );
};

describe( '/wp/v2/feedback', () => {
	it( 'refuses visitors, subscribers and authors with WordPress’s shape', async () => {
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/feedback' ),
			401,
			'rest_forbidden'
		);
		for ( const role of [
			'subscriber',
			'author',
			'contributor',
		] as const ) {
			const client = await site.as( role );
			expectError(
				await client.get( '/wp-json/wp/v2/feedback' ),
				403,
				'rest_forbidden'
			);
			expectError(
				await client.post( '/wp-json/wp/v2/feedback/bulk_actions', {
					action: 'trash',
					post_ids: [ 1 ],
				} ),
				403,
				'rest_forbidden'
			);
		}
		const editor = await site.as( 'editor' );
		expect(
			( await editor.get( '/wp-json/wp/v2/feedback' ) ).statusCode
		).toBe( 200 );
	} );

	it( 'lists newest first with totals, pages, search and the item shape', async () => {
		const first = await site.admin.get(
			'/wp-json/wp/v2/feedback?per_page=2'
		);
		expect( first.headers[ 'x-wp-total' ] ).toBe( '3' );
		expect( first.headers[ 'x-wp-totalpages' ] ).toBe( '2' );
		expect(
			JSON.parse( String( first.headers[ 'x-tessera-counts' ] ) )
		).toStrictEqual( {
			publish: 3,
			spam: 0,
			trash: 0,
			unread: 3,
		} );
		const [ newest ] = first.json();
		expect( newest ).toStrictEqual( {
			id: 3,
			status: 'publish',
			is_unread: true,
			date: expect.stringMatching( /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/ ),
			date_gmt: expect.stringMatching(
				/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/
			),
			date_display: expect.stringMatching( /^\d{4}\/\d\d\/\d\d at / ),
			parent: postId,
			post_title: 'Open day',
			post_link: expect.stringMatching(
				/^http:\/\/localhost(:80)?\/\d{4}\/\d\d\/open-day\/$/
			),
			form_id: `${ postId }-0`,
			form_name: 'Open day — form 1',
			author_name: 'Ana 100%_sure',
			author_email: 'ana@example.com',
			fields: [
				{ label: 'Name', value: 'Ana 100%_sure' },
				{ label: 'Email', value: 'ana@example.com' },
			],
		} );
		expect( await ids( '?per_page=2&page=2' ) ).toStrictEqual( [ 1 ] );
		expect( await ids( '?search=grace' ) ).toStrictEqual( [ 2 ] );
		// LIKE's wildcards are searched for as characters.
		expect( await ids( '?search=100%25_' ) ).toStrictEqual( [ 3 ] );
		expect( await ids( '?search=%25' ) ).toStrictEqual( [ 3 ] );
		expect(
			await ids( `?parent=${ postId }&form=${ postId }-0` )
		).toStrictEqual( [ 3, 2, 1 ] );
		expectError(
			await site.admin.get( '/wp-json/wp/v2/feedback?status=draft' ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.get( '/wp-json/wp/v2/feedback?page=9' ),
			400,
			'rest_post_invalid_page_number'
		);
	} );

	it( 'marks spam and not spam, trashes and restores, reads, and deletes from the trash', async () => {
		const spam = await site.admin.post( '/wp-json/wp/v2/feedback/1', {
			status: 'spam',
		} );
		expect( spam.json().status ).toBe( 'spam' );
		expect( await ids( '?status=spam' ) ).toStrictEqual( [ 1 ] );
		expect( await ids() ).toStrictEqual( [ 3, 2 ] );

		const bulk = await site.admin.post(
			'/wp-json/wp/v2/feedback/bulk_actions',
			{ action: 'trash', post_ids: [ 1, 2 ] }
		);
		expect( bulk.json() ).toStrictEqual( { action: 'trash', changed: 2 } );
		expect(
			JSON.parse( String( bulk.headers[ 'x-tessera-counts' ] ) )
		).toStrictEqual( {
			publish: 1,
			spam: 0,
			trash: 2,
			unread: 1,
		} );
		// Restoring goes back to where each came from: 1 to spam, 2 to the inbox.
		await site.admin.post( '/wp-json/wp/v2/feedback/bulk_actions', {
			action: 'untrash',
			post_ids: [ 1, 2 ],
		} );
		expect( await ids( '?status=spam' ) ).toStrictEqual( [ 1 ] );
		expect( await ids() ).toStrictEqual( [ 3, 2 ] );
		await site.admin.post( '/wp-json/wp/v2/feedback/bulk_actions', {
			action: 'mark_as_not_spam',
			post_ids: [ 1 ],
		} );
		expect( await ids() ).toStrictEqual( [ 3, 2, 1 ] );

		const read = await site.admin.post( '/wp-json/wp/v2/feedback/2', {
			is_unread: false,
		} );
		expect( read.json().is_unread ).toBe( false );

		expectError(
			await site.admin.delete( '/wp-json/wp/v2/feedback/3?force=true' ),
			501,
			'rest_trash_not_supported'
		);
		await site.admin.post( '/wp-json/wp/v2/feedback/3', {
			status: 'trash',
		} );
		const deleted = await site.admin.delete(
			'/wp-json/wp/v2/feedback/3?force=true'
		);
		expect( deleted.json().deleted ).toBe( true );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM tessera_feedback' )
		).toBe( 2 );
		expectError(
			await site.admin.get( '/wp-json/wp/v2/feedback/3' ),
			404,
			'rest_post_invalid_id'
		);
	} );

	it( 'refuses bad bulk requests and changes nothing', async () => {
		const before = await ids( '?status=publish' );
		for ( const body of [
			{ action: 'publish', post_ids: [ 1 ] },
			{ action: 'trash', post_ids: [] },
			{ action: 'trash', post_ids: [ 'x' ] },
			{ action: 'trash' },
		] ) {
			expectError(
				await site.admin.post(
					'/wp-json/wp/v2/feedback/bulk_actions',
					body
				),
				400,
				expect.stringMatching(
					/^rest_(invalid_param|missing_callback_param)$/
				) as unknown as string
			);
		}
		expect( await ids( '?status=publish' ) ).toStrictEqual( before );
		// Without the REST nonce a cookie request cannot act.
		expectError(
			await site.admin.post(
				'/wp-json/wp/v2/feedback/bulk_actions',
				{ action: 'trash', post_ids: [ 1 ] },
				{ nonce: false }
			),
			403,
			'rest_cookie_invalid_nonce'
		);
	} );

	it( 'names the sender by the fields’ blocks, whatever their labels say', async () => {
		const french = await publishPost(
			site,
			'<!-- wp:tessera/contact-form --><!-- wp:tessera/field-name {"label":"Nom"} /--><!-- wp:tessera/field-email {"label":"Courriel"} /--><!-- /wp:tessera/contact-form -->',
			'Journée portes ouvertes'
		);
		const sent = await submit( site, french, {
			'tessera-field-0': 'Léa Martin',
			'tessera-field-1': 'lea@example.fr',
		} );
		expect( sent.statusCode ).toBe( 200 );
		const response = await site.admin.get(
			`/wp-json/wp/v2/feedback?parent=${ french }`
		);
		expect( response.json() ).toStrictEqual( [
			expect.objectContaining( {
				author_name: 'Léa Martin',
				author_email: 'lea@example.fr',
				fields: [
					{ label: 'Nom', value: 'Léa Martin' },
					{ label: 'Courriel', value: 'lea@example.fr' },
				],
			} ),
		] );
	} );
} );

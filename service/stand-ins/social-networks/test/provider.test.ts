import { openDatabase } from '../../../../platform/store/db';
import type { Db } from '../../../../platform/store/db';
import { saveKeyringConnection } from '../../../../platform/store/keyring';
import { revokeSocialNetworkTokens } from '../../../store/social-networks';
import {
	NetworkError,
	accountPosts,
	createNetworkPost,
	verifyCredentials,
	type NetworkAccount,
} from '../provider';

const NOW = new Date( '2026-03-04T05:06:07.890Z' );
const TWITTER: NetworkAccount = {
	service: 'twitter',
	externalId: '1298374650192837465',
	idToken: 'token-1',
};

let db: Db;
beforeEach( () => {
	db = openDatabase( ':memory:' );
	db.prepare(
		"INSERT INTO users ( ID, user_login, user_pass, user_nicename, display_name, user_registered, role ) VALUES ( 3, 'alex', '', 'alex', 'Alex', '', 'author' )"
	).run();
	saveKeyringConnection( db, {
		user_id: 3,
		service: 'twitter',
		external_user_id: TWITTER.externalId,
		external_display_name: '@alexrivera',
		external_profile_picture: '/keyring/pictures/twitter.svg',
		id_token: TWITTER.idToken,
		created: '2026-03-04 05:06:07',
	} );
} );
afterEach( () => db.close() );

function refusal(
	action: () => unknown
): Pick< NetworkError, 'status' | 'code' | 'message' > {
	try {
		action();
	} catch ( error ) {
		if ( error instanceof NetworkError ) {
			return {
				status: error.status,
				code: error.code,
				message: error.message,
			};
		}
		throw error;
	}
	throw new Error( 'The network accepted it.' );
}

describe( 'social-network stand-in', () => {
	it( 'keeps a thread as the network does: replies, media, newest first, with its shape', () => {
		const first = createNetworkPost(
			db,
			TWITTER,
			{ text: 'Hello A thread ⬇️' },
			NOW
		);
		const second = createNetworkPost(
			db,
			TWITTER,
			{
				text: '',
				media: [
					{
						url: 'https://site.example/a.png',
						alt: 'A',
						type: 'image/png',
					},
				],
				inReplyTo: first,
			},
			NOW
		);
		expect(
			accountPosts( db, 'twitter', TWITTER.externalId )
		).toStrictEqual( [
			{
				id: String( second ),
				text: '',
				created_at: '2026-03-04T05:06:07.000Z',
				in_reply_to_id: String( first ),
				media: [
					{
						url: 'https://site.example/a.png',
						alt: 'A',
						type: 'image/png',
					},
				],
				quote_url: '',
				link: '',
			},
			{
				id: String( first ),
				text: 'Hello A thread ⬇️',
				created_at: '2026-03-04T05:06:07.000Z',
				in_reply_to_id: null,
				media: [],
				quote_url: '',
				link: '',
			},
		] );
	} );

	it( 'counts addresses as 23 on Twitter: 280 passes, 281 is refused, and stores nothing', () => {
		const url = 'https://example.org/' + 'x'.repeat( 100 );
		expect( () =>
			createNetworkPost( db, TWITTER, {
				text: 'a'.repeat( 256 ) + ' ' + url,
			} )
		).not.toThrow();
		expect(
			refusal( () =>
				createNetworkPost( db, TWITTER, {
					text: 'a'.repeat( 257 ) + ' ' + url,
				} )
			)
		).toStrictEqual( {
			status: 400,
			code: 'invalid_request',
			message: 'The text is longer than 280 characters.',
		} );
		expect(
			accountPosts( db, 'twitter', TWITTER.externalId )
		).toHaveLength( 1 );
	} );

	it( 'takes four media on Twitter and refuses five, an empty post and a reply to another account', () => {
		const media = ( count: number ) =>
			Array.from( { length: count }, ( _, n ) => ( {
				url: `https://site.example/${ n }.jpg`,
				alt: '',
				type: 'image/jpeg',
			} ) );
		expect( () =>
			createNetworkPost( db, TWITTER, { text: 'x', media: media( 4 ) } )
		).not.toThrow();
		expect(
			refusal( () =>
				createNetworkPost( db, TWITTER, {
					text: 'x',
					media: media( 5 ),
				} )
			).status
		).toBe( 400 );
		expect(
			refusal( () => createNetworkPost( db, TWITTER, { text: '  ' } ) )
				.message
		).toBe( 'The post is empty.' );
		const other = createNetworkPost(
			db,
			{
				service: 'facebook',
				externalId: '102938475610293',
				idToken: 't',
			},
			{ text: 'Page post' }
		);
		expect(
			refusal( () =>
				createNetworkPost( db, TWITTER, {
					text: 'reply',
					inReplyTo: other,
				} )
			).message
		).toBe( 'The post answered does not exist.' );
	} );

	it( 'refuses a revoked token and a suspended account with the network errors, until a new token', () => {
		expect( () => verifyCredentials( db, TWITTER ) ).not.toThrow();
		revokeSocialNetworkTokens(
			db,
			'twitter',
			TWITTER.externalId,
			'revoked'
		);
		expect(
			refusal( () => verifyCredentials( db, TWITTER ) )
		).toStrictEqual( {
			status: 401,
			code: '89',
			message: 'Invalid or expired token.',
		} );
		expect( () =>
			verifyCredentials( db, { ...TWITTER, idToken: 'token-2' } )
		).not.toThrow();
		revokeSocialNetworkTokens(
			db,
			'twitter',
			TWITTER.externalId,
			'suspended'
		);
		expect(
			refusal( () => createNetworkPost( db, TWITTER, { text: 'x' } ) )
				.code
		).toBe( '64' );
	} );
} );

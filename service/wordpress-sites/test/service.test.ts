import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildService } from '../app';
import {
	ADMINISTRATOR,
	SUBSCRIBER,
	connectSite,
	signedInject,
	type SignedCall,
	type TestSite,
} from './signed-client';

const FORM = [
	'<!-- wp:tessera/contact-form {"subject":"New message","to":"owner@example.com"} -->',
	'<!-- wp:tessera/field-name {"required":true} /-->',
	'<!-- wp:tessera/field-textarea /-->',
	'<!-- /wp:tessera/contact-form -->',
].join( '' );

function wordPressPost( content: string, status = 'publish' ) {
	return JSON.stringify( {
		post_author: 1,
		post_date: '2026-11-29 10:00:00',
		post_date_gmt: '2026-11-29 10:00:00',
		post_modified: '2026-11-29 10:00:00',
		post_modified_gmt: '2026-11-29 10:00:00',
		post_content: content,
		post_title: 'Write to us',
		post_status: status,
		post_name: 'write-to-us',
		post_type: 'post',
	} );
}

let dataDir: string;
let service: FastifyInstance;
let siteA: TestSite;
let siteB: TestSite;

beforeEach( async () => {
	dataDir = mkdtempSync( join( tmpdir(), 'tessera-service-' ) );
	service = await buildService( { dataDir, buildDir: resolve( 'build' ) } );
	siteA = await connectSite( service, 'http://a.example' );
	siteB = await connectSite( service, 'http://b.example' );
} );

afterEach( async () => {
	await service.close();
	rmSync( dataDir, { recursive: true, force: true } );
} );

const FEEDBACK = '/wp-json/wp/v2/feedback';

async function publishFormAndSubmit( site: TestSite, postId: number ) {
	const synced = await signedInject( service, site, {
		method: 'PUT',
		url: `/tessera/v1/site/posts/${ postId }`,
		body: wordPressPost( FORM ),
		user: ADMINISTRATOR,
	} );
	expect( synced.statusCode ).toBe( 200 );
	return signedInject( service, site, {
		method: 'POST',
		url: `/contact-form/${ postId }/0`,
		body: 'tessera-field-0=Ada&tessera-field-1=Hello',
		contentType: 'application/x-www-form-urlencoded',
		accept: 'application/json',
	} );
}

describe( 'the connection', () => {
	it( 'gives each site its own id and secret', () => {
		expect( siteA.id ).not.toBe( siteB.id );
		expect( siteA.secret ).toMatch( /^[0-9a-f]{64}$/ );
		expect( siteA.secret ).not.toBe( siteB.secret );
	} );

	it.each( [ 'null', '[]', '"x"', 'not json' ] )(
		'refuses a connection request that is not a JSON object: %s',
		async ( payload ) => {
			const response = await service.inject( {
				method: 'POST',
				url: '/tessera/v1/connect',
				headers: { 'content-type': 'application/json' },
				payload,
			} );
			expect( response.statusCode ).toBe( 400 );
			expect( response.json().message ).toBe(
				'The connection request must be a JSON object.'
			);
		}
	);

	it( 'refuses an address that is not http or https', async () => {
		const response = await service.inject( {
			method: 'POST',
			url: '/tessera/v1/connect',
			headers: { 'content-type': 'application/json' },
			payload: JSON.stringify( { url: 'javascript:alert(1)' } ),
		} );
		expect( response.statusCode ).toBe( 400 );
		expect( response.json().code ).toBe( 'tessera_invalid_connect' );
	} );

	it( 'connects only the sites that send its registration key, when it has one', async () => {
		const keyed = await buildService( {
			dataDir: join( dataDir, 'keyed' ),
			buildDir: resolve( 'build' ),
			registrationKey: 'operator-key-1',
		} );
		const connect = ( key?: unknown ) =>
			keyed.inject( {
				method: 'POST',
				url: '/tessera/v1/connect',
				headers: { 'content-type': 'application/json' },
				payload: JSON.stringify( { url: 'http://c.example', key } ),
			} );
		try {
			for ( const wrong of [
				undefined,
				'',
				'operator-key-2',
				'operator-key-1 ',
				1,
			] ) {
				const refused = await connect( wrong );
				expect( refused.statusCode ).toBe( 403 );
				expect( refused.json().code ).toBe(
					'tessera_registration_refused'
				);
			}
			const accepted = await connect( 'operator-key-1' );
			expect( accepted.statusCode ).toBe( 201 );
			expect( accepted.json().secret ).toMatch( /^[0-9a-f]{64}$/ );
		} finally {
			await keyed.close();
		}
	} );
} );

describe( 'a signed request', () => {
	it( 'reaches the site’s features as the user it names', async () => {
		const response = await signedInject( service, siteA, {
			url: FEEDBACK,
			user: ADMINISTRATOR,
		} );
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toEqual( [] );
	} );

	it( 'gets no more than the capabilities WordPress reports: a subscriber cannot read the inbox', async () => {
		const response = await signedInject( service, siteA, {
			url: FEEDBACK,
			user: SUBSCRIBER,
		} );
		expect( response.statusCode ).toBe( 403 );
	} );

	it( 'answers a user in their own language on the WordPress site, and leaves out a locale of another shape', async () => {
		await publishFormAndSubmit( siteA, 16 );
		const [ item ] = (
			await signedInject( service, siteA, {
				url: FEEDBACK,
				user: ADMINISTRATOR,
			} )
		).json();
		const asUser = async ( user: SignedCall[ 'user' ] ) => {
			const call = { user };
			const view = await signedInject( service, siteA, {
				...call,
				url: `/tessera/v1/site/feedback/${ item.id }`,
			} );
			const [ listed ] = (
				await signedInject( service, siteA, {
					...call,
					url: `${ FEEDBACK }?_locale=user`,
				} )
			).json();
			return [ view.statusCode, view.json().title, listed.form_name ];
		};
		expect(
			await asUser( { ...ADMINISTRATOR, locale: 'fr_FR' } )
		).toStrictEqual( [
			200,
			`Retour n°\u00a0${ item.id }`,
			'Write to us — formulaire 1',
		] );
		// Switched back to English in their profile.
		expect(
			await asUser( { ...ADMINISTRATOR, locale: 'en_US' } )
		).toStrictEqual( [
			200,
			`Feedback #${ item.id }`,
			'Write to us — form 1',
		] );
		// Each of these is left out: the user, new here, acts in the site's language.
		const malformed = [
			'../../../etc/passwd',
			'fr_FR<script>',
			'fr_FR\n',
			' fr_FR',
			'fr-FR',
			'FR_fr',
			'fr_FR_' + 'x'.repeat( 13 ),
			[ 'fr_FR' ],
			42,
		];
		for ( const [ index, locale ] of malformed.entries() ) {
			expect(
				await asUser( { ...ADMINISTRATOR, id: 40 + index, locale } )
			).toStrictEqual( [
				200,
				`Feedback #${ item.id }`,
				'Write to us — form 1',
			] );
		}
	} );

	it( 'acts for nobody when it names no user', async () => {
		const response = await signedInject( service, siteA, {
			url: FEEDBACK,
		} );
		expect( response.statusCode ).toBe( 401 );
	} );
} );

describe( 'refusals', () => {
	it( 'refuses an unsigned request', async () => {
		const response = await service.inject( {
			method: 'GET',
			url: FEEDBACK,
		} );
		expect( response.statusCode ).toBe( 401 );
		expect( response.json() ).toEqual( {
			code: 'tessera_unsigned',
			message: 'Only signed requests of a connected site are answered.',
			data: { status: 401 },
		} );
	} );

	it.each( [
		[ 'path', { url: '/wp-json/wp/v2/feedback/1' } ],
		[ 'query', { url: `${ FEEDBACK }?per_page=1` } ],
		[ 'body', { body: '{"a":2}' } ],
	] )(
		'refuses a request whose %s changed on the way',
		async ( _, change ) => {
			const response = await signedInject( service, siteA, {
				method: 'POST',
				url: FEEDBACK,
				body: '{"a":1}',
				user: ADMINISTRATOR,
				tamper: () => change,
			} );
			expect( response.statusCode ).toBe( 401 );
			expect( response.json().code ).toBe( 'tessera_bad_signature' );
		}
	);

	it( 'refuses a request whose user was changed to a stronger one', async () => {
		const response = await signedInject( service, siteA, {
			url: FEEDBACK,
			user: SUBSCRIBER,
			tamper: ( headers ) => {
				headers[ 'x-tessera-user' ] = Buffer.from(
					JSON.stringify( ADMINISTRATOR )
				).toString( 'base64' );
			},
		} );
		expect( response.statusCode ).toBe( 401 );
		expect( response.json().code ).toBe( 'tessera_bad_signature' );
	} );

	it( 'refuses a request whose user’s language was changed on the way', async () => {
		const response = await signedInject( service, siteA, {
			url: FEEDBACK,
			user: { ...ADMINISTRATOR, locale: 'en_US' },
			tamper: ( headers ) => {
				headers[ 'x-tessera-user' ] = Buffer.from(
					JSON.stringify( { ...ADMINISTRATOR, locale: 'fr_FR' } )
				).toString( 'base64' );
			},
		} );
		expect( response.statusCode ).toBe( 401 );
		expect( response.json().code ).toBe( 'tessera_bad_signature' );
	} );

	it( 'refuses a replayed nonce', async () => {
		const call = {
			url: FEEDBACK,
			user: ADMINISTRATOR,
			nonce: 'abcdefghijklmnop1234',
		};
		expect(
			( await signedInject( service, siteA, call ) ).statusCode
		).toBe( 200 );
		const replay = await signedInject( service, siteA, call );
		expect( replay.statusCode ).toBe( 401 );
		expect( replay.json().code ).toBe( 'tessera_replayed_request' );
	} );

	it.each( [ -301, 301 ] )(
		'refuses a timestamp %i seconds off',
		async ( offset ) => {
			const response = await signedInject( service, siteA, {
				url: FEEDBACK,
				user: ADMINISTRATOR,
				timestamp: String( Math.floor( Date.now() / 1000 ) + offset ),
			} );
			expect( response.statusCode ).toBe( 401 );
			expect( response.json().code ).toBe( 'tessera_stale_request' );
		}
	);

	it( 'refuses a request signed with another site’s secret', async () => {
		const response = await signedInject(
			service,
			{ id: siteA.id, secret: siteB.secret },
			{ url: FEEDBACK, user: ADMINISTRATOR }
		);
		expect( response.statusCode ).toBe( 401 );
		expect( response.json().code ).toBe( 'tessera_bad_signature' );
	} );

	it( 'refuses every request of a site once it disconnected', async () => {
		const bye = await signedInject( service, siteA, {
			method: 'POST',
			url: '/tessera/v1/disconnect',
			user: ADMINISTRATOR,
		} );
		expect( bye.json() ).toEqual( { disconnected: true } );
		const after = await signedInject( service, siteA, {
			url: FEEDBACK,
			user: ADMINISTRATOR,
		} );
		expect( after.statusCode ).toBe( 401 );
	} );
} );

describe( 'two sites on one service', () => {
	it( 'keep their feedback apart, even under the same post ID', async () => {
		const sent = await publishFormAndSubmit( siteA, 12 );
		expect( sent.statusCode ).toBe( 200 );
		expect( sent.json().status ).toBe( 'sent' );

		const inboxA = await signedInject( service, siteA, {
			url: FEEDBACK,
			user: ADMINISTRATOR,
		} );
		expect( inboxA.json() ).toHaveLength( 1 );
		const inboxB = await signedInject( service, siteB, {
			url: FEEDBACK,
			user: ADMINISTRATOR,
		} );
		expect( inboxB.json() ).toEqual( [] );
		// Site B has no post 12: a submission addressed to it finds no form.
		const toB = await signedInject( service, siteB, {
			method: 'POST',
			url: '/contact-form/12/0',
			body: 'tessera-field-0=Eve',
			contentType: 'application/x-www-form-urlencoded',
			accept: 'application/json',
		} );
		expect( toB.statusCode ).toBe( 404 );
	} );
} );

describe( 'the server render', () => {
	it( 'renders a block in its synced post, with the site’s own form address', async () => {
		await signedInject( service, siteA, {
			method: 'PUT',
			url: '/tessera/v1/site/posts/5',
			body: wordPressPost( FORM ),
			user: ADMINISTRATOR,
		} );
		const response = await signedInject( service, siteA, {
			method: 'POST',
			url: '/tessera/v1/site/render',
			body: JSON.stringify( { markup: FORM, post_id: 5 } ),
		} );
		expect( response.statusCode ).toBe( 200 );
		expect( response.json().html ).toContain(
			'action="/contact-form/5/0"'
		);
	} );

	it( 'renders the block editor’s preview in its user’s language, and a visitor’s in the site’s', async () => {
		const markup = [
			'<!-- wp:tessera/business-hours {"days":[{"name":"sun","hours":[]}]} /-->',
			'<!-- wp:tessera/subscriptions -->',
			'<div class="wp-block-tessera-subscriptions">[tessera_subscription_form submit_button_text="Subscribe"]</div>',
			'<!-- /wp:tessera/subscriptions -->',
		].join( '' );
		const render = async ( query: object, user?: SignedCall[ 'user' ] ) => {
			const html = (
				await signedInject( service, siteA, {
					method: 'POST',
					url: '/tessera/v1/site/render',
					body: JSON.stringify( { markup, post_id: 0, query } ),
					user,
				} )
			).json().html as string;
			return [ />(Fermé|Closed)</, />(S’abonner|Subscribe)</ ].map(
				( words ) => words.exec( html )?.[ 1 ]
			);
		};
		const french = { ...ADMINISTRATOR, locale: 'fr_FR' };
		expect( await render( { _locale: 'user' }, french ) ).toStrictEqual( [
			'Fermé',
			'S’abonner',
		] );
		expect( await render( {}, french ) ).toStrictEqual( [
			'Closed',
			'Subscribe',
		] );
		expect( await render( { _locale: 'user' } ) ).toStrictEqual( [
			'Closed',
			'Subscribe',
		] );
	} );
} );

describe( 'what the site sends', () => {
	it( 'keeps only the declared meta and fields of the post’s type, each of its type', async () => {
		const response = await signedInject( service, siteA, {
			method: 'PUT',
			url: '/tessera/v1/site/posts/9',
			body: JSON.stringify( {
				...JSON.parse(
					wordPressPost(
						'<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->'
					)
				),
				meta: {
					advanced_seo_description: 'Fresh bread',
					jetpack_sharing_enabled: 'yes',
					not_declared: 'x',
				},
				fields: { jetpack_likes_enabled: false },
			} ),
		} );
		expect( response.statusCode ).toBe( 200 );
		const db = new Database(
			join( dataDir, 'sites', siteA.id, 'tessera.sqlite' ),
			{
				readonly: true,
			}
		);
		const meta = db
			.prepare(
				'SELECT meta_key, meta_value FROM postmeta WHERE post_id = 9 ORDER BY meta_key'
			)
			.all();
		db.close();
		expect( meta ).toEqual( [
			{
				meta_key: '_tessera_field_jetpack_likes_enabled',
				meta_value: 'false',
			},
			// The first publication's notice to subscribers (none yet) is recorded.
			{ meta_key: '_tessera_subscribers_notified', meta_value: '"1"' },
			{
				meta_key: 'advanced_seo_description',
				meta_value: '"Fresh bread"',
			},
		] );
		const footer = await signedInject( service, siteA, {
			method: 'POST',
			url: '/tessera/v1/site/post-footer',
			body: JSON.stringify( { post_id: 9 } ),
		} );
		// Likes are off for this post; sharing is on, as by default.
		expect( footer.json().html ).not.toContain( 'tessera-likes' );
		expect( footer.json().html ).toContain( 'tessera-sharing' );
	} );

	it( 'refuses a post whose fields are not of their type', async () => {
		const response = await signedInject( service, siteA, {
			method: 'PUT',
			url: '/tessera/v1/site/posts/9',
			body: JSON.stringify( { post_title: 42 } ),
		} );
		expect( response.statusCode ).toBe( 400 );
		expect( response.json() ).toEqual( {
			code: 'tessera_invalid_post',
			message: 'post_title must be a string.',
			data: { status: 400 },
		} );
	} );

	it( 'takes the settings it uses, of their type, and nothing else', async () => {
		const response = await signedInject( service, siteA, {
			method: 'PUT',
			url: '/tessera/v1/site/settings',
			body: JSON.stringify( {
				title: 'Harbour Bakes',
				start_of_week: 'Monday',
				tessera_plan: 'business',
			} ),
		} );
		expect( response.json() ).toEqual( { updated: [ 'title' ] } );
	} );

	it( 'shows one submission in full to an editor only', async () => {
		await publishFormAndSubmit( siteA, 14 );
		const [ item ] = (
			await signedInject( service, siteA, {
				url: FEEDBACK,
				user: ADMINISTRATOR,
			} )
		).json();
		const url = `/tessera/v1/site/feedback/${ item.id }`;
		expect(
			( await signedInject( service, siteA, { url, user: SUBSCRIBER } ) )
				.statusCode
		).toBe( 403 );
		const view = await signedInject( service, siteA, {
			url,
			user: ADMINISTRATOR,
		} );
		expect( view.json().title ).toBe( `Feedback #${ item.id }` );
		expect( view.json().html ).toContain( 'Ada' );
		// Read now.
		const [ read ] = (
			await signedInject( service, siteA, {
				url: FEEDBACK,
				user: ADMINISTRATOR,
			} )
		).json();
		expect( read.is_unread ).toBe( false );
		// Site B asking for the same id finds nothing of site A's.
		expect(
			(
				await signedInject( service, siteB, {
					url,
					user: ADMINISTRATOR,
				} )
			).statusCode
		).toBe( 404 );
	} );
} );

describe( 'what a site may reach', () => {
	it.each( [
		'/wp-json/wp/v2/settings',
		'/?rest_route=/wp/v2/settings',
		'/wp-json/wp/v2/users',
		'/wp-admin/edit.php?post_type=feedback&export=csv',
		'/wp-json/wpcom%2f..%2f..%2fwp/v2/settings',
		'/wp-login.php',
	] )( 'refuses %s, which is WordPress’s own business', async ( url ) => {
		// A write, so that nothing of the service's own (its `GET /`) answers in the site's place.
		const response = await signedInject( service, siteA, {
			method: 'POST',
			url,
			body: '{"title":"Taken over"}',
			user: ADMINISTRATOR,
		} );
		expect( response.statusCode ).toBe( 404 );
		expect( response.json().code ).toBe( 'tessera_no_route' );
	} );

	it( 'answers the CSV export of the inbox to an editor', async () => {
		await publishFormAndSubmit( siteA, 15 );
		const response = await signedInject( service, siteA, {
			url: '/tessera/v1/site/feedback/export?status=publish',
			user: ADMINISTRATOR,
		} );
		expect( response.headers[ 'content-type' ] ).toContain( 'text/csv' );
		expect( response.body ).toContain( 'Ada' );
	} );
} );

describe( 'media a WordPress site hands over', () => {
	const upload = ( site: TestSite, url: string ) =>
		signedInject( service, site, {
			method: 'PUT',
			url,
			body: 'not really an mp4',
			contentType: 'video/mp4',
			user: ADMINISTRATOR,
		} );

	it( 'hosts an uploaded video once, under the attachment’s ID, for that site only', async () => {
		const first = await upload(
			siteA,
			'/tessera/v1/site/videos/12?file=harbour.mp4'
		);
		expect( first.statusCode ).toBe( 200 );
		const guid = first.json().jetpack_videopress_guid;
		expect( guid ).toMatch( /^[A-Za-z0-9]{8}$/ );
		expect( first.json().jetpack_videopress ).toMatchObject( { guid } );

		const again = await upload(
			siteA,
			'/tessera/v1/site/videos/12?file=harbour.mp4'
		);
		expect( again.json().jetpack_videopress_guid ).toBe( guid );
		const described = await signedInject( service, siteA, {
			url: '/tessera/v1/site/videos/12',
		} );
		expect( described.json().jetpack_videopress_guid ).toBe( guid );

		const otherSite = await signedInject( service, siteB, {
			url: '/tessera/v1/site/videos/12',
		} );
		expect( otherSite.json() ).toStrictEqual( {
			jetpack_videopress_guid: null,
			jetpack_videopress: null,
		} );
	} );

	it( 'refuses a video without its file name or its bytes', async () => {
		const unnamed = await upload( siteA, '/tessera/v1/site/videos/12' );
		expect( unnamed.statusCode ).toBe( 400 );
		expect( unnamed.json().code ).toBe( 'tessera_invalid_video' );
		const empty = await signedInject( service, siteA, {
			method: 'PUT',
			url: '/tessera/v1/site/videos/12?file=a.mp4',
			contentType: 'video/mp4',
		} );
		expect( empty.statusCode ).toBe( 400 );
	} );

	it( 'gives a staged copy of external media once, and nothing for a name it did not stage', async () => {
		const missing = await signedInject( service, siteA, {
			url: `/tessera/v1/site/staged-media/${ 'a'.repeat( 32 ) }-photo.jpeg`,
		} );
		expect( missing.statusCode ).toBe( 404 );
		expect( missing.json().code ).toBe( 'tessera_no_staged_media' );
		const climbing = await signedInject( service, siteA, {
			url: '/tessera/v1/site/staged-media/..%2F..%2Ftessera.sqlite',
		} );
		expect( climbing.statusCode ).toBe( 404 );
	} );
} );

describe( 'the service’s wp-admin screens', () => {
	it( 'gives a WordPress site the screen alone to mount in its own wp-admin, and its frame to anyone else', async () => {
		const mounted = await signedInject( service, siteA, {
			url: '/wp-admin/earnings.php',
			user: ADMINISTRATOR,
			tamper: ( headers ) => {
				headers[ 'x-tessera-screen' ] = 'inner';
			},
		} );
		expect( mounted.statusCode ).toBe( 200 );
		expect( mounted.headers[ 'x-tessera-screen' ] ).toBe( 'inner' );
		const screen = mounted.json();
		expect( screen.title ).toBe( 'Earnings' );
		expect( screen.body ).toMatch( /^<h1>Earnings<\/h1>/ );
		expect( screen.body ).not.toContain( '<html' );

		const framed = await signedInject( service, siteA, {
			url: '/wp-admin/earnings.php',
			user: ADMINISTRATOR,
		} );
		expect( framed.headers[ 'x-tessera-screen' ] ).toBeUndefined();
		expect( framed.body ).toMatch( /^<!DOCTYPE html>/ );
	} );

	it( 'draws Settings → Sharing for an author, at WordPress’s own address', async () => {
		const sharing = await signedInject( service, siteA, {
			url: '/wp-admin/options-general.php?page=sharing',
			user: {
				id: 3,
				name: 'Author',
				caps: [ 'read', 'edit_posts', 'publish_posts' ],
			},
			tamper: ( headers ) => {
				headers[ 'x-tessera-screen' ] = 'inner';
			},
		} );
		expect( sharing.statusCode ).toBe( 200 );
		expect( sharing.json().title ).toBe( 'Sharing Settings' );
		const general = await signedInject( service, siteA, {
			url: '/wp-admin/options-general.php',
			user: ADMINISTRATOR,
		} );
		expect( general.statusCode ).toBe( 404 );
	} );
} );

describe( 'a user’s link to WordPress.com', () => {
	const AUTHOR = {
		id: 5,
		name: 'Writer',
		caps: [ 'read', 'edit_posts', 'publish_posts' ],
	};
	const EDITOR = '/wp-admin/post.php?post=3&action=edit';

	async function linked( user: typeof AUTHOR ) {
		const response = await signedInject( service, siteA, {
			url: '/tessera/v1/site/editor-state',
			user,
		} );
		expect( response.statusCode ).toBe( 200 );
		return response.json().is_current_user_connected;
	}

	it( 'comes with the site for its owner; another user links through the connect link and is sent back to the post', async () => {
		expect( await linked( ADMINISTRATOR ) ).toBe( true );
		expect( await linked( AUTHOR ) ).toBe( false );

		const link = await signedInject( service, siteA, {
			url: `/wp-json/jetpack/v4/connection/url?from=tessera-block-editor&redirect=${ encodeURIComponent(
				EDITOR
			) }`,
			user: AUTHOR,
		} );
		const address = new URL( link.json() );
		expect( address.origin ).toBe( 'http://a.example' );
		const path = `${ address.pathname }${ address.search }`;
		const page = await signedInject( service, siteA, {
			url: path,
			user: AUTHOR,
		} );
		expect( page.statusCode ).toBe( 200 );
		const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(
			page.body
		)![ 1 ];
		const approved = await signedInject( service, siteA, {
			method: 'POST',
			url: address.pathname,
			user: AUTHOR,
			contentType: 'application/x-www-form-urlencoded',
			body: new URLSearchParams( {
				_wpnonce: nonce,
				decision: 'approve',
				redirect: EDITOR,
			} ).toString(),
		} );
		expect( approved.statusCode ).toBe( 302 );
		expect( approved.headers.location ).toBe( EDITOR );
		expect( await linked( AUTHOR ) ).toBe( true );
		// Another site's user of the same id is not linked by it.
		const other = await signedInject( service, siteB, {
			url: '/tessera/v1/site/editor-state',
			user: AUTHOR,
		} );
		expect( other.json().is_current_user_connected ).toBe( false );
	} );
} );

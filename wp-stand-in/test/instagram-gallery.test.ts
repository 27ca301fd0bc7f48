import { createSite, expectError, type TestSite } from './helpers';
import { connect } from './keyring-helpers';

const BASE = '/wp-json/wpcom/v2/instagram-gallery';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

/** A connection to another fixture account, as if its owner had approved it. */
function insertConnection(
	userId: number,
	externalId: string,
	name: string,
	token: string
) {
	return Number(
		site.db
			.prepare(
				`INSERT INTO keyring_connections ( user_id, service, external_user_id, external_display_name,
					external_profile_picture, id_token, created )
				VALUES ( ?, 'instagram', ?, ?, '/keyring/pictures/instagram.svg', ?, '2026-11-20 10:00:00' )`
			)
			.run( userId, externalId, name, token ).lastInsertRowid
	);
}

describe( 'connections and connect-url', () => {
	it( "lists the user's Instagram connections as username and token", async () => {
		const author = await site.as( 'author' );
		expect(
			( await author.get( `${ BASE }/connections` ) ).json()
		).toStrictEqual( [] );
		const id = await connect( author, 'instagram' );
		await connect( author, 'twitter' );
		await connect( site.admin, 'instagram' );
		expect(
			( await author.get( `${ BASE }/connections` ) ).json()
		).toStrictEqual( [
			{ username: 'alexrivera.studio', token: String( id ) },
		] );
	} );

	it( 'answers the authorization page address', async () => {
		const url = ( await site.admin.get( `${ BASE }/connect-url` ) ).json();
		expect( url ).toMatch(
			/^http:\/\/localhost(:\d+)?\/keyring\/connect\/instagram$/
		);
	} );

	it( 'refuses visitors and subscribers', async () => {
		const subscriber = await site.as( 'subscriber' );
		const answers = [];
		for ( const path of [
			'connections',
			'connect-url',
			'gallery?access_token=1',
		] ) {
			for ( const client of [ site.anonymous, subscriber ] ) {
				const response = await client.get( `${ BASE }/${ path }` );
				answers.push( [ response.statusCode, response.json().code ] );
			}
		}
		expect( answers ).toStrictEqual(
			Array( 3 )
				.fill( [
					[ 401, 'rest_forbidden' ],
					[ 403, 'rest_forbidden' ],
				] )
				.flat()
		);
	} );
} );

describe( 'gallery', () => {
	it( 'reads the latest posts of the connected account, newest first', async () => {
		const id = await connect( site.admin, 'instagram' );
		const gallery = (
			await site.admin.get(
				`${ BASE }/gallery?access_token=${ id }&count=3`
			)
		).json();
		expect( gallery ).toStrictEqual( {
			external_name: 'alexrivera.studio',
			images: [
				{
					link: 'https://www.instagram.com/p/C3kPq8vLx2a/',
					title: 'Last light over the harbour before the storm rolled in.',
					type: 'image',
					url: 'https://scontent.cdninstagram.com/v/t51.29350-15/17895695668004550_n.jpg',
				},
				{
					link: 'https://www.instagram.com/p/C3iXw1QLm9F/',
					title: 'Studio shelves, reorganised. Every glaze test finally has a label.',
					type: 'image',
					url: 'https://scontent.cdninstagram.com/v/t51.29350-15/17912304417093341_n.jpg',
				},
				{
					link: 'https://www.instagram.com/p/C3fYz0aLq4T/',
					title: 'Fog on the ridge trail, 7am. Worth the early alarm.',
					type: 'image',
					url: 'https://scontent.cdninstagram.com/v/t51.29350-15/17867220193082776_n.jpg',
				},
			],
		} );
		const all = (
			await site.admin.get( `${ BASE }/gallery?access_token=${ id }` )
		).json();
		expect( all.images ).toHaveLength( 14 );
		expect( all.images[ 3 ] ).toStrictEqual( {
			link: 'https://www.instagram.com/reel/C3dAa7nL0pK/',
			title: 'Throwing a tall cylinder, start to finish (sped up 8x).',
			type: 'video',
			url: 'https://scontent.cdninstagram.com/v/t51.29350-15/17933015840138209_thumb.jpg',
		} );
	} );

	it( 'checks count on both sides of its limits, and the token form', async () => {
		const id = await connect( site.admin, 'instagram' );
		for ( const count of [ '0', '31', 'x' ] ) {
			expectError(
				await site.admin.get(
					`${ BASE }/gallery?access_token=${ id }&count=${ count }`
				),
				400,
				'rest_invalid_param'
			);
		}
		for ( const count of [ 1, 30 ] ) {
			const images = (
				await site.admin.get(
					`${ BASE }/gallery?access_token=${ id }&count=${ count }`
				)
			).json().images;
			expect( images ).toHaveLength( Math.min( count, 14 ) );
		}
		for ( const token of [ `x${ id }`, `${ id }x`, '0', '' ] ) {
			expectError(
				await site.admin.get(
					`${ BASE }/gallery?access_token=${ token }`
				),
				400,
				'rest_invalid_param'
			);
		}
	} );

	it( "is unavailable for a missing, foreign or other service's connection", async () => {
		const author = await site.as( 'author' );
		const twitter = await connect( author, 'twitter' );
		const admins = await connect( site.admin, 'instagram' );
		for ( const token of [ twitter, admins, 9999 ] ) {
			expectError(
				await author.get( `${ BASE }/gallery?access_token=${ token }` ),
				404,
				'instagram_connection_unavailable'
			);
		}
		const editor = await site.as( 'editor' );
		expect(
			(
				await editor.get(
					`${ BASE }/gallery?access_token=${ admins }&count=1`
				)
			).json().external_name
		).toBe( 'alexrivera.studio' );
	} );

	it( 'answers an empty list for an account without posts, and ERROR when the token is refused', async () => {
		const empty = insertConnection(
			1,
			'17841409876543210',
			'quiet.archive',
			'tok-quiet'
		);
		const revoked = insertConnection(
			1,
			'17841401112223334',
			'lapsed.account',
			'tok-lapsed'
		);
		const few = insertConnection(
			1,
			'17841402233448877',
			'northshore.bakery',
			'tok-bakery'
		);
		expect(
			(
				await site.admin.get(
					`${ BASE }/gallery?access_token=${ empty }`
				)
			).json()
		).toStrictEqual( { external_name: 'quiet.archive', images: [] } );
		expect(
			(
				await site.admin.get(
					`${ BASE }/gallery?access_token=${ revoked }`
				)
			).json()
		).toStrictEqual( { external_name: 'lapsed.account', images: 'ERROR' } );
		expect(
			(
				await site.admin.get(
					`${ BASE }/gallery?access_token=${ few }`
				)
			).json().images
		).toHaveLength( 2 );
	} );

	it( 'serves the pictures through the site, and 404 for unknown ones', async () => {
		const picture = await site.anonymous.get(
			'/stand-ins/scontent.cdninstagram.com/v/t51.29350-15/17895695668004550_n.jpg'
		);
		expect( picture.statusCode ).toBe( 200 );
		expect( picture.headers[ 'content-type' ] ).toBe( 'image/jpeg' );
		expect( picture.rawPayload.subarray( 0, 3 ) ).toStrictEqual(
			Buffer.from( [ 0xff, 0xd8, 0xff ] )
		);
		for ( const path of [
			'17895695668004550_thumb.jpg',
			'17933015840138209_n.jpg',
			'123_n.jpg',
			'17895695668004550_n.jpg.png',
		] ) {
			const missing = await site.anonymous.get(
				`/stand-ins/scontent.cdninstagram.com/v/t51.29350-15/${ path }`
			);
			expect( missing.statusCode ).toBe( 404 );
		}
	} );
} );

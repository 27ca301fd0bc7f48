import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createSite, expectError, type TestSite } from './helpers';
import { connect } from './keyring-helpers';

const API = '/wp-json/wpcom/v2/external-media';
const ATTACHMENTS =
	"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'attachment'";

let site: TestSite;

/** Waits until VideoPress has finished with a video (the site must not close under its job). */
async function transcoded( guid: string ) {
	for ( let i = 0; i < 300; i++ ) {
		const record = await site.anonymous.get(
			`/stand-ins/public-api.wordpress.com/rest/v1.1/videos/${ guid }`
		);
		if ( record.statusCode !== 200 || record.json().finished ) {
			return record.json();
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error( 'The video never finished.' );
}
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( 'Pexels listing', () => {
	it( 'searches titles and tags, pages with a handle, and ends with next_page false', async () => {
		const first = (
			await site.admin.get(
				`${ API }/list/pexels?search=nature&number=20`
			)
		).json();
		expect( first.media ).toHaveLength( 20 );
		expect( first.meta ).toStrictEqual( { next_page: '2' } );
		expect( first.found ).toBe( 30 );
		expect( first.media[ 0 ] ).toStrictEqual( {
			ID: expect.stringMatching( /^\d+$/ ),
			guid: first.media[ 0 ].ID,
			type: 'image',
			name: `pexels-photo-${ first.media[ 0 ].ID }.jpeg`,
			title: first.media[ 0 ].alt,
			caption: expect.stringMatching( /^Photo by [^<]+ on Pexels$/ ),
			alt: expect.any( String ),
			URL: expect.stringMatching(
				/^https:\/\/images\.pexels\.com\/photos\/\d+\/pexels-photo-\d+\.jpeg$/
			),
			thumbnails: expect.objectContaining( {
				thumbnail: expect.stringContaining( 'h=350' ),
			} ),
		} );
		const second = (
			await site.admin.get(
				`${ API }/list/pexels?search=nature&number=20&page_handle=2`
			)
		).json();
		expect( second.media ).toHaveLength( 10 );
		expect( second.meta.next_page ).toBe( false );
		const ids = new Set(
			[ ...first.media, ...second.media ].map(
				( m: { ID: string } ) => m.ID
			)
		);
		expect( ids.size ).toBe( 30 );
	} );

	it( 'lists curated photos without a search, and nothing for an unknown word', async () => {
		const curated = (
			await site.admin.get( `${ API }/list/pexels?path=recent` )
		).json();
		expect( curated.media ).toHaveLength( 20 );
		const none = (
			await site.admin.get( `${ API }/list/pexels?search=zzyzx` )
		).json();
		expect( none ).toStrictEqual( {
			media: [],
			found: 0,
			meta: { next_page: false },
		} );
	} );

	it( 'answers the documented errors', async () => {
		expectError(
			await site.admin.get(
				`${ API }/list/pexels?search=cats&page_handle=x2`
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.get(
				`${ API }/list/pexels?search=cats&page_handle=2x`
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.get( `${ API }/list/pexels?search=error:500` ),
			500,
			'internal_server_error'
		);
		expectError(
			await site.admin.get( `${ API }/list/pexels?search=error:429` ),
			429,
			'rest_external_media_rate_limited'
		);
		expectError(
			await site.admin.get( `${ API }/list/flickr` ),
			404,
			'rest_no_route'
		);
		expectError(
			await site.admin.get( `${ API }/list/pexels?number=101` ),
			400,
			'rest_invalid_param'
		);
		expect(
			( await site.admin.get( `${ API }/list/pexels?number=100` ) )
				.statusCode
		).toBe( 200 );
		expectError(
			await site.admin.get( `${ API }/list/pexels?number=0` ),
			400,
			'rest_invalid_param'
		);
		expect(
			( await site.admin.get( `${ API }/list/pexels?number=1` ) ).json()
				.media
		).toHaveLength( 1 );
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.get( `${ API }/list/pexels?search=cats` ),
			403,
			'rest_forbidden'
		);
		expectError(
			await site.anonymous.get( `${ API }/list/pexels?search=cats` ),
			401,
			'rest_forbidden'
		);
	} );

	it( 'serves real JPEGs at the sizes of the addresses', async () => {
		const [ photo ] = (
			await site.admin.get( `${ API }/list/pexels?search=cats` )
		).json().media;
		const path =
			new URL( photo.thumbnails.thumbnail ).pathname +
			new URL( photo.thumbnails.thumbnail ).search;
		const image = await site.anonymous.get(
			`/stand-ins/images.pexels.com${ path }`
		);
		expect( image.headers[ 'content-type' ] ).toBe( 'image/jpeg' );
		const meta = await sharp( image.rawPayload ).metadata();
		expect( meta.height ).toBe( 350 );
		expect(
			(
				await site.anonymous.get(
					'/stand-ins/images.pexels.com/photos/1/pexels-photo-1.jpeg'
				)
			).statusCode
		).toBe( 404 );
	} );
} );

describe( 'Google Photos', () => {
	it( 'needs a connection, then lists the account and its library newest first', async () => {
		expectError(
			await site.admin.get( `${ API }/list/google_photos` ),
			403,
			'authorization_required'
		);
		await connect( site.admin );
		const list = (
			await site.admin.get( `${ API }/list/google_photos?number=5` )
		).json();
		expect( list.meta.account ).toStrictEqual( {
			image: expect.stringMatching(
				/\/keyring\/pictures\/google_photos\.svg$/
			),
			name: 'Alex Rivera',
		} );
		expect(
			list.media.map( ( m: { caption: string } ) => m.caption )
		).toStrictEqual( [
			'Morning coffee on the balcony',
			'Biscuit asleep on the sofa',
			'Street market at dusk',
			'Harbour lights',
			'Sunday roast',
		] );
		expect( list.media[ 2 ].type ).toBe( 'video' );
		expect( list.media[ 2 ].URL ).toMatch(
			/^https:\/\/lh3\.googleusercontent\.com\/lr\/AF1Qip[\w-]+=dv$/
		);
		expect( list.media[ 1 ].URL ).toMatch(
			/^https:\/\/lh3\.googleusercontent\.com\/lr\/AF1Qip[\w-]+=w4032-h3024$/
		);
		const next = (
			await site.admin.get(
				`${ API }/list/google_photos?number=5&page_handle=${ list.meta.next_page }`
			)
		).json();
		expect( next.media[ 0 ].caption ).toBe( 'Autumn leaves in the park' );
		expectError(
			await site.admin.get(
				`${ API }/list/google_photos?number=5&page_handle=${ list.meta.next_page }&filter[]=feature=favorite`
			),
			400,
			'rest_invalid_param'
		);
	} );

	it( 'filters by category, type, favourites and dates', async () => {
		await connect( site.admin );
		const captions = async ( ...filter: string[] ) =>
			(
				await site.admin.get(
					`${ API }/list/google_photos?${ filter.map( ( f ) => `filter[]=${ encodeURIComponent( f ) }` ).join( '&' ) }`
				)
			)
				.json()
				.media.map( ( m: { caption: string } ) => m.caption );
		expect(
			await captions(
				'categoryInclude=landmarks',
				'dateRange=2024-01-01:2024-12-31'
			)
		).toStrictEqual( [ 'Belém tower in the morning', 'Lisbon rooftops' ] );
		expect( await captions( 'mediaType=video' ) ).toStrictEqual( [
			'Street market at dusk',
			'Biscuit chasing a ball',
			'Fado night',
		] );
		expect(
			await captions(
				'feature=favorite',
				'mediaType=photo',
				'dateRange=2023-08-01:2023-08-31'
			)
		).toStrictEqual( [
			'Neist Point lighthouse',
			'Sunrise over the Cuillin',
		] );
		expect(
			await captions( 'dateRange=0000-00-00:0000-00-00' )
		).toHaveLength( 20 );
		for ( const bad of [
			'mediaType=audio',
			'categoryInclude=robots',
			'dateRange=2024-02-30:2024-03-01',
			'dateRange=x2024-01-01:2024-01-02',
			'feature=favorites',
		] ) {
			expectError(
				await site.admin.get(
					`${ API }/list/google_photos?filter[]=${ encodeURIComponent( bad ) }`
				),
				400,
				'rest_invalid_param'
			);
		}
		expectError(
			await site.admin.get(
				`${ API }/list/google_photos?filter[]=mediaType=video&filter[]=categoryInclude=pets`
			),
			400,
			'rest_invalid_param'
		);
	} );

	it( 'lists albums as folders and opens one', async () => {
		await connect( site.admin );
		const albums = (
			await site.admin.get( `${ API }/list/google_photos?path=/` )
		).json();
		expect(
			albums.media.map(
				( a: { title: string; children: number; type: string } ) => [
					a.title,
					a.children,
					a.type,
				]
			)
		).toStrictEqual( [
			[ 'Lisbon 2024', 5, 'folder' ],
			[ 'Isle of Skye', 5, 'folder' ],
			[ 'Family', 4, 'folder' ],
			[ 'Biscuit', 3, 'folder' ],
		] );
		const album = (
			await site.admin.get(
				`${ API }/list/google_photos?path=${ encodeURIComponent( albums.media[ 3 ].ID ) }`
			)
		).json();
		expect(
			album.media.map( ( m: { caption: string } ) => m.caption )
		).toStrictEqual( [
			'Biscuit on the beach',
			'First walk in the snow',
			'Biscuit as a puppy',
		] );
		expectError(
			await site.admin.get( `${ API }/list/google_photos?path=nope` ),
			400,
			'rest_invalid_param'
		);
	} );

	it( 'gives the connect address and disconnects', async () => {
		const info = (
			await site.admin.get( `${ API }/connection/google_photos` )
		).json();
		expect( info ).toStrictEqual( {
			ID: 'google_photos',
			label: 'Google Photos',
			connect_URL: expect.stringMatching(
				/\/keyring\/connect\/google_photos$/
			),
		} );
		expectError(
			await site.admin.delete( `${ API }/connection/google_photos` ),
			404,
			'rest_external_media_not_connected'
		);
		await connect( site.admin );
		expect(
			(
				await site.admin.delete( `${ API }/connection/google_photos` )
			).json()
		).toStrictEqual( { deleted: true } );
		expectError(
			await site.admin.get( `${ API }/list/google_photos` ),
			403,
			'authorization_required'
		);
		expectError(
			await site.admin.get( `${ API }/connection/pexels` ),
			400,
			'rest_external_media_no_connection'
		);
	} );

	it( "answers Google's failures as WordPress.com does, for a listing and per copied item", async () => {
		await connect( site.admin );
		const month = ( range: string ) =>
			site.admin.get(
				`${ API }/list/google_photos?filter[]=${ encodeURIComponent(
					`dateRange=${ range }`
				) }`
			);
		// Google no longer takes the token (revoked or expired, or without the scope).
		for ( const range of [
			'1970-01-01:1970-01-31',
			'1970-02-01:1970-02-28',
		] ) {
			const body = expectError(
				await month( range ),
				403,
				'authorization_required'
			);
			expect( body.message ).toBe(
				'You need to connect your Google Photos account first.'
			);
		}
		expect(
			expectError(
				await month( '1970-03-01:1970-03-31' ),
				429,
				'rest_external_media_rate_limited'
			).message
		).toMatch(
			/^Quota exceeded for quota metric 'All requests' .* 'photoslibrary\.googleapis\.com'/
		);
		for ( const range of [
			'1970-04-01:1970-04-30',
			'1970-05-01:1970-05-31',
		] ) {
			expect(
				expectError(
					await month( range ),
					500,
					'internal_server_error'
				).message
			).toBe( 'Internal server error' );
		}
		// The months after, and part of a failing month, are ordinary (empty) searches.
		for ( const range of [
			'1970-06-01:1970-06-30',
			'1970-01-01:1970-01-30',
		] ) {
			const answer = await month( range );
			expect( answer.statusCode ).toBe( 200 );
			expect( answer.json().media ).toStrictEqual( [] );
		}
		expectError(
			await site.admin.get(
				`${ API }/list/google_photos?path=error:401`
			),
			403,
			'authorization_required'
		);

		const photos = (
			await site.admin.get(
				`${ API }/list/google_photos?number=1&filter[]=mediaType=photo`
			)
		).json();
		const copied = (
			await site.admin.post( `${ API }/copy/google_photos`, {
				external_ids: [
					'error:401',
					'error:429',
					photos.media[ 0 ].guid,
					'error:503',
				],
			} )
		).json();
		expect(
			copied.map(
				( item: { errors?: unknown[]; mime_type?: string } ) =>
					item.errors ?? item.mime_type
			)
		).toStrictEqual( [
			[
				{
					error: 'authorization_required',
					message:
						'You need to connect your Google Photos account first.',
				},
			],
			[
				{
					error: 'rest_external_media_rate_limited',
					message: expect.stringMatching( /^Quota exceeded/ ),
				},
			],
			'image/jpeg',
			[
				{
					error: 'internal_server_error',
					message: 'Internal server error',
				},
			],
		] );
		expect( site.count( ATTACHMENTS ) ).toBe( 1 );
	} );
} );

describe( 'copy', () => {
	it( 'imports items as attachments with title, caption and alt, attached to the post', async () => {
		const [ photo ] = (
			await site.admin.get( `${ API }/list/pexels?search=ocean` )
		).json().media;
		const post = (
			await site.admin.post( '/wp-json/wp/v2/posts', { title: 'Sea' } )
		).json();
		const response = await site.admin.post( `${ API }/copy/pexels`, {
			external_ids: [ photo.guid ],
			media: [
				{ guid: photo.guid, caption: 'By the sea', title: 'Waves' },
			],
			service: 'pexels',
			post_id: post.id,
		} );
		expect( response.statusCode ).toBe( 200 );
		const [ copied ] = response.json();
		expect( copied ).toStrictEqual( {
			ID: expect.any( Number ),
			URL: expect.stringMatching(
				/\/wp-content\/uploads\/\d{4}\/\d\d\/pexels-photo-\d+\.jpeg$/
			),
			guid: copied.URL,
			file: `pexels-photo-${ photo.guid }.jpeg`,
			mime_type: 'image/jpeg',
			title: 'Waves',
			caption: 'By the sea',
			alt: photo.alt,
			width: expect.any( Number ),
			height: expect.any( Number ),
		} );
		// The stand-in's originals are drawn with a longest side of 1600 pixels.
		expect( Math.max( copied.width, copied.height ) ).toBe( 1600 );
		const media = (
			await site.admin.get(
				`/wp-json/wp/v2/media/${ copied.ID }?context=edit`
			)
		).json();
		expect( media.post ).toBe( post.id );
		expect( media.alt_text ).toBe( photo.alt );
		const relative = new URL( copied.URL ).pathname.replace(
			'/wp-content/uploads/',
			''
		);
		expect(
			existsSync( join( site.dir, 'data', 'uploads', relative ) )
		).toBe( true );
	} );

	it( 'puts a per-item error in place of an item it cannot copy, and stores nothing for bad input', async () => {
		await connect( site.admin );
		const list = (
			await site.admin.get(
				`${ API }/list/google_photos?filter[]=mediaType=video`
			)
		).json();
		const result = (
			await site.admin.post( `${ API }/copy/google_photos`, {
				external_ids: [ list.media[ 0 ].guid, 'AF1QipNope' ],
			} )
		).json();
		// A free plan takes no video uploads, and a copy is an upload.
		expect( result ).toStrictEqual( [
			{
				errors: [
					{
						error: 'rest_upload_unknown_error',
						message: expect.stringContaining( 'file type' ),
					},
				],
			},
			{
				errors: [
					{
						error: 'rest_external_media_not_found',
						message:
							'The item was not found in your Google Photos library.',
					},
				],
			},
		] );
		// Ten is the most one copy takes: ten answers, one per item, in order.
		const ten = Array.from( { length: 10 }, ( _, i ) => String( i + 1 ) );
		const tenAnswers = await site.admin.post( `${ API }/copy/pexels`, {
			external_ids: ten,
		} );
		expect( tenAnswers.statusCode ).toBe( 200 );
		expect(
			tenAnswers
				.json()
				.map(
					( item: { errors: Array< { error: string } > } ) =>
						item.errors[ 0 ].error
				)
		).toStrictEqual( Array( 10 ).fill( 'rest_external_media_not_found' ) );
		const eleven = [ ...ten, '11' ];
		expectError(
			await site.admin.post( `${ API }/copy/pexels`, {
				external_ids: eleven,
			} ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.post( `${ API }/copy/pexels`, {
				external_ids: [],
			} ),
			400,
			'rest_invalid_param'
		);
		expect( site.count( ATTACHMENTS ) ).toBe( 0 );
		const contributor = await site.as( 'contributor' );
		expectError(
			await contributor.post( `${ API }/copy/pexels`, {
				external_ids: [ '1853000' ],
			} ),
			403,
			'rest_forbidden'
		);
		expect( site.count( ATTACHMENTS ) ).toBe( 0 );
	} );

	it( 'copies a Google Photos video as a real MP4 attachment on a plan that takes videos', async () => {
		await connect( site.admin );
		await site.admin.post( '/wp-json/wp/v2/settings', {
			tessera_plan: 'premium',
		} );
		const [ video ] = (
			await site.admin.get(
				`${ API }/list/google_photos?filter[]=mediaType=video`
			)
		).json().media;
		const [ copied ] = (
			await site.admin.post( `${ API }/copy/google_photos`, {
				external_ids: [ video.guid ],
				media: [
					{
						guid: video.guid,
						caption: video.caption,
						title: video.title,
					},
				],
			} )
		).json();
		expect( copied ).toStrictEqual( {
			ID: expect.any( Number ),
			URL: expect.stringMatching(
				/\/wp-content\/uploads\/\d{4}\/\d\d\/PXL_recent_03\.mp4$/
			),
			guid: copied.URL,
			file: 'PXL_recent_03.mp4',
			mime_type: 'video/mp4',
			title: 'PXL_recent_03.mp4',
			caption: 'Street market at dusk',
			alt: 'Street market at dusk',
		} );
		// The upload's own code: VideoPress gets the copy too, and transcodes it in the background.
		const media = (
			await site.admin.get(
				`/wp-json/wp/v2/media/${ copied.ID }?context=edit`
			)
		).json();
		expect( media.mime_type ).toBe( 'video/mp4' );
		await transcoded( media.jetpack_videopress_guid );
		const served = await site.anonymous.get(
			new URL( copied.URL ).pathname
		);
		expect( served.statusCode ).toBe( 200 );
		expect( served.headers[ 'content-type' ] ).toMatch( /^video\/mp4/ );
		// An MP4 file starts with its ftyp box.
		expect( served.rawPayload.subarray( 4, 8 ).toString() ).toBe( 'ftyp' );
		// The stand-in's download is the same file, made once and kept.
		const download = await site.anonymous.get(
			`/stand-ins/lh3.googleusercontent.com/lr/${ video.guid }=dv`
		);
		expect( download.headers[ 'content-type' ] ).toBe( 'video/mp4' );
		expect( download.rawPayload.equals( served.rawPayload ) ).toBe( true );
		// A photo has no video bytes.
		const [ photo ] = (
			await site.admin.get(
				`${ API }/list/google_photos?filter[]=mediaType=photo`
			)
		).json().media;
		expect(
			(
				await site.anonymous.get(
					`/stand-ins/lh3.googleusercontent.com/lr/${ photo.guid }=dv`
				)
			).statusCode
		).toBe( 404 );
	} );

	it( 'answers a clear 503 where ffmpeg is missing, for the download and for the copy', async () => {
		const before = process.env.TESSERA_FFMPEG;
		process.env.TESSERA_FFMPEG = '/nonexistent/ffmpeg';
		try {
			await connect( site.admin );
			await site.admin.post( '/wp-json/wp/v2/settings', {
				tessera_plan: 'premium',
			} );
			const [ video ] = (
				await site.admin.get(
					`${ API }/list/google_photos?filter[]=mediaType=video`
				)
			).json().media;
			const download = await site.anonymous.get(
				`/stand-ins/lh3.googleusercontent.com/lr/${ video.guid }=dv`
			);
			expect( download.statusCode ).toBe( 503 );
			expect( download.body ).toContain( 'ffmpeg is not installed' );
			const result = (
				await site.admin.post( `${ API }/copy/google_photos`, {
					external_ids: [ video.guid ],
				} )
			).json();
			expect( result ).toStrictEqual( [
				{
					errors: [
						{
							error: 'rest_external_media_unavailable',
							message: expect.stringContaining(
								'ffmpeg is not installed'
							),
						},
					],
				},
			] );
			expect( site.count( ATTACHMENTS ) ).toBe( 0 );
		} finally {
			process.env.TESSERA_FFMPEG = before;
			if ( before === undefined ) {
				delete process.env.TESSERA_FFMPEG;
			}
		}
	} );
} );

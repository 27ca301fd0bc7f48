import { safeMediaUrl, toMediaFile, toMediaFiles } from '../media-files';
import { parseSettings } from '../player/parse-settings';

describe( 'safeMediaUrl', () => {
	it( 'keeps web and site-relative addresses', () => {
		expect( safeMediaUrl( 'https://a.example/x.jpg' ) ).toBe(
			'https://a.example/x.jpg'
		);
		expect( safeMediaUrl( '  /wp-content/uploads/x.mp4 ' ) ).toBe(
			'/wp-content/uploads/x.mp4'
		);
	} );

	it( 'drops scripts, data, protocol-relative and non-strings', () => {
		expect( safeMediaUrl( 'javascript:alert(1)' ) ).toBe( '' );
		expect( safeMediaUrl( ' JAVASCRIPT:alert(1)' ) ).toBe( '' );
		expect( safeMediaUrl( 'data:image/png;base64,AAAA' ) ).toBe( '' );
		expect( safeMediaUrl( '//evil.example/x.jpg' ) ).toBe( '' );
		expect( safeMediaUrl( 42 ) ).toBe( '' );
	} );
} );

describe( 'toMediaFile', () => {
	it( 'reads a media library item', () => {
		expect(
			toMediaFile( {
				id: 7,
				type: 'image',
				mime: 'image/jpeg',
				url: '/wp-content/uploads/a.jpg',
				alt: 'A boat',
				title: 'boat',
				caption: '',
				width: 1080,
				height: 1920,
				sizes: {},
			} )
		).toStrictEqual( {
			id: 7,
			type: 'image',
			url: '/wp-content/uploads/a.jpg',
			alt: 'A boat',
			title: 'boat',
			mime: 'image/jpeg',
			width: 1080,
			height: 1920,
		} );
	} );

	it( 'reads a REST media item of a video', () => {
		expect(
			toMediaFile( {
				id: 9,
				media_type: 'file',
				mime_type: 'video/mp4',
				source_url: 'https://site.example/w.mp4',
				title: { raw: 'Waves', rendered: 'Waves' },
				caption: { raw: 'At dawn' },
				media_details: { width: 720, height: 1280 },
			} )
		).toStrictEqual( {
			id: 9,
			type: 'video',
			url: 'https://site.example/w.mp4',
			title: 'Waves',
			mime: 'video/mp4',
			caption: 'At dawn',
			width: 720,
			height: 1280,
		} );
	} );

	it( 'refuses audio, a bad address and non-objects', () => {
		expect( toMediaFile( { type: 'audio', url: '/a.mp3' } ) ).toBeNull();
		expect(
			toMediaFile( { type: 'image', url: 'javascript:x' } )
		).toBeNull();
		expect( toMediaFile( null ) ).toBeNull();
		expect( toMediaFile( 'x' ) ).toBeNull();
	} );

	it( 'keeps the order of a list and skips what cannot be a slide', () => {
		expect(
			toMediaFiles( [
				{ type: 'video', url: '/b.mp4' },
				{ type: 'audio', url: '/c.mp3' },
				{ type: 'image', url: '/a.png' },
			] )
		).toStrictEqual( [
			{ type: 'video', url: '/b.mp4' },
			{ type: 'image', url: '/a.png' },
		] );
		expect(
			toMediaFiles( { type: 'image', url: '/a.png' } )
		).toStrictEqual( [ { type: 'image', url: '/a.png' } ] );
	} );
} );

describe( 'parseSettings', () => {
	it( 'keeps known settings of the right type and range', () => {
		expect(
			parseSettings( {
				imageTime: 8,
				volume: 0,
				cropUpTo: 1,
				playOnLoad: true,
				unknown: 1,
			} )
		).toStrictEqual( {
			imageTime: 8,
			volume: 0,
			cropUpTo: 1,
			playOnLoad: true,
		} );
	} );

	it( 'drops values just outside their range or of the wrong type', () => {
		expect(
			parseSettings( {
				imageTime: 0.9,
				volume: 1.01,
				cropUpTo: -0.01,
				maxBullets: 51,
				playOnLoad: 'yes',
				imageTime2: 3,
			} )
		).toStrictEqual( {} );
		expect(
			parseSettings( { imageTime: 60, maxBullets: 1 } )
		).toStrictEqual( {
			imageTime: 60,
			maxBullets: 1,
		} );
		expect( parseSettings( null ) ).toStrictEqual( {} );
		expect( parseSettings( [ 1 ] ) ).toStrictEqual( {} );
	} );
} );

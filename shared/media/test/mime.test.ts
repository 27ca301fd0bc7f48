import { ALLOWED_MIME_TYPES } from '../../../platform/content/mime-types';
import { allowedMimesOfType, isFileOfType } from '../mime';

const SMALL_TABLE = {
	'jpg|jpeg|jpe': 'image/jpeg',
	png: 'image/png',
	'JPG2|gif': 'image/gif',
	'mp4|m4v': 'video/mp4',
	'mov|qt': 'video/quicktime',
	'mp3|m4a': 'audio/mpeg',
	pdf: 'application/pdf',
	'oddity|': 'Image/Webp; codecs=x',
};

describe( 'allowedMimesOfType', () => {
	it( 'lists the mime types of one top-level type, each once, in table order', () => {
		expect( allowedMimesOfType( SMALL_TABLE, 'image' ) ).toEqual( [
			'image/jpeg',
			'image/png',
			'image/gif',
			'image/webp',
		] );
		expect( allowedMimesOfType( SMALL_TABLE, 'video' ) ).toEqual( [
			'video/mp4',
			'video/quicktime',
		] );
		expect(
			allowedMimesOfType(
				{ mp4: 'video/mp4', m4v: 'video/mp4' },
				'video'
			)
		).toEqual( [ 'video/mp4' ] );
	} );

	it( 'matches the whole top-level type, whatever its case', () => {
		expect( allowedMimesOfType( SMALL_TABLE, 'Audio' ) ).toEqual( [
			'audio/mpeg',
		] );
		expect( allowedMimesOfType( SMALL_TABLE, 'imag' ) ).toEqual( [] );
		expect( allowedMimesOfType( SMALL_TABLE, 'text' ) ).toEqual( [] );
		expect( allowedMimesOfType( {}, 'image' ) ).toEqual( [] );
	} );

	it( 'reads the table the server sends', () => {
		const images = allowedMimesOfType( ALLOWED_MIME_TYPES, 'image' );
		expect( images ).toEqual(
			expect.arrayContaining( [ 'image/jpeg', 'image/png', 'image/gif' ] )
		);
		expect( images.every( ( mime ) => mime.startsWith( 'image/' ) ) ).toBe(
			true
		);
		expect( images ).not.toContain( 'image/svg+xml' );
	} );
} );

describe( 'isFileOfType with a file name', () => {
	it.each( [
		[ 'photo.jpg', 'image' ],
		[ 'photo.JPEG', 'image' ],
		[ 'PHOTO.Jpe', 'image' ],
		[ 'archive.2024.png', 'image' ],
		[ 'scan.jpg2', 'image' ],
		[ 'clip.m4v', 'video' ],
		[ 'clip.MOV', 'video' ],
		[ 'song.mp3', 'audio' ],
		[ 'my song.m4a', 'audio' ],
		[ '.png', 'image' ],
	] )( 'accepts %p as %s', ( name, type ) => {
		expect( isFileOfType( name, type, SMALL_TABLE ) ).toBe( true );
	} );

	it.each( [
		[ 'photo.jpg', 'video' ],
		[ 'clip.mp4', 'image' ],
		[ 'song.mp3', 'video' ],
		[ 'paper.pdf', 'image' ],
		[ 'drawing.svg', 'image' ],
		[ 'page.html', 'image' ],
		[ 'photo.jpg.exe', 'image' ],
		[ 'photo_jpg', 'image' ],
		[ 'jpg', 'image' ],
		[ 'photo.', 'image' ],
		[ '', 'image' ],
		[ 'photo.jp', 'image' ],
		[ 'photo.jpgx', 'image' ],
		[ 'folder.png/photo', 'image' ],
	] )( 'refuses %p as %s', ( name, type ) => {
		expect( isFileOfType( name, type, SMALL_TABLE ) ).toBe( false );
	} );

	it( 'judges by the site table the server sends', () => {
		expect( isFileOfType( 'a.heic', 'image', ALLOWED_MIME_TYPES ) ).toBe(
			true
		);
		expect( isFileOfType( 'a.webm', 'video', ALLOWED_MIME_TYPES ) ).toBe(
			true
		);
		expect( isFileOfType( 'a.webm', 'audio', ALLOWED_MIME_TYPES ) ).toBe(
			false
		);
		expect( isFileOfType( 'a.svg', 'image', ALLOWED_MIME_TYPES ) ).toBe(
			false
		);
		expect( isFileOfType( 'a.jpg', 'image', {} ) ).toBe( false );
	} );
} );

describe( 'isFileOfType with a file', () => {
	it( 'judges a File by its type', () => {
		const photo = new File( [ 'x' ], 'no-extension', {
			type: 'image/jpeg',
		} );
		const disguised = new File( [ 'x' ], 'photo.jpg', {
			type: 'video/mp4',
		} );
		expect( isFileOfType( photo, 'image', SMALL_TABLE ) ).toBe( true );
		expect( isFileOfType( disguised, 'image', SMALL_TABLE ) ).toBe( false );
		expect( isFileOfType( disguised, 'video', SMALL_TABLE ) ).toBe( true );
	} );

	it.each( [
		[ 'image/png', 'image' ],
		[ 'IMAGE/PNG', 'image' ],
		[ 'image/webp', 'image' ],
		[ 'video/quicktime', 'video' ],
		[ 'audio/mpeg; codecs=mp3', 'audio' ],
	] )( 'accepts type %p as %s', ( type, topLevel ) => {
		expect( isFileOfType( { type }, topLevel, SMALL_TABLE ) ).toBe( true );
	} );

	it.each( [
		[ 'image/svg+xml', 'image' ],
		[ 'image/tiff', 'image' ],
		[ 'image/png', 'video' ],
		[ 'video/webm', 'video' ],
		[ 'application/pdf', 'image' ],
		[ 'image', 'image' ],
		[ 'image/', 'image' ],
		[ '', 'image' ],
	] )( 'refuses type %p as %s', ( type, topLevel ) => {
		expect( isFileOfType( { type }, topLevel, SMALL_TABLE ) ).toBe( false );
	} );

	it( 'refuses something without a string type', () => {
		for ( const file of [ {}, { type: 5 }, null, undefined ] ) {
			expect(
				isFileOfType(
					file as unknown as { type: string },
					'image',
					SMALL_TABLE
				)
			).toBe( false );
		}
	} );
} );

import { imageTypeOfUrl } from '../image-type-of-url';

describe( 'imageTypeOfUrl', () => {
	it( 'reads the extension of the path, whatever its case', () => {
		expect(
			[
				'https://example.com/a.GIF',
				'https://example.com/b.png?w=600',
				'https://example.com/c.webp#top',
				'https://example.com/d.jpeg',
			].map( imageTypeOfUrl )
		).toStrictEqual( [
			'image/gif',
			'image/png',
			'image/webp',
			'image/jpeg',
		] );
	} );

	it( 'takes JPEG when the path names no known picture type', () => {
		expect(
			[
				'https://example.com/photo',
				'https://example.com/x.png.exe',
				'https://example.com/?f=a.png',
				'',
			].map( imageTypeOfUrl )
		).toStrictEqual( [
			'image/jpeg',
			'image/jpeg',
			'image/jpeg',
			'image/jpeg',
		] );
	} );
} );

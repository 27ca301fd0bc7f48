import { isUploading, pickedImage, safeImageUrl } from '../image-source';

describe( 'safeImageUrl', () => {
	it( 'keeps web, site-relative and upload-preview addresses', () => {
		expect(
			[
				'https://example.org/a.png',
				' http://localhost:8888/wp-content/uploads/a.png ',
				'/wp-content/uploads/a.png',
				'blob:http://localhost:8888/0b1c',
			].map( safeImageUrl )
		).toStrictEqual( [
			'https://example.org/a.png',
			'http://localhost:8888/wp-content/uploads/a.png',
			'/wp-content/uploads/a.png',
			'blob:http://localhost:8888/0b1c',
		] );
	} );

	it( 'loads nothing for scripts, data, protocol-relative and junk', () => {
		expect(
			[
				'javascript:alert(1)',
				' JAVASCRIPT:alert(1)',
				'data:image/svg+xml,<svg onload=alert(1)>',
				'//evil.example/a.png',
				'relative.png',
				'',
				42,
				null,
			].map( safeImageUrl )
		).toStrictEqual( [ '', '', '', '', '', '', '', '' ] );
	} );
} );

it( 'isUploading tells a blob: preview from a stored upload', () => {
	expect(
		[ 'blob:http://x/1', 'BLOB:x', 'http://x/blob:1', 'xblob:1' ].map(
			isUploading
		)
	).toStrictEqual( [ true, true, false, false ] );
} );

describe( 'pickedImage', () => {
	it( 'keeps the known fields with their types', () => {
		expect(
			pickedImage( {
				id: 12,
				url: 'https://example.org/a.png',
				alt: 'A lake',
				width: 640,
				height: 1,
				extra: 'dropped',
			} )
		).toStrictEqual( {
			id: 12,
			url: 'https://example.org/a.png',
			alt: 'A lake',
			width: 640,
			height: 1,
		} );
	} );

	it( 'drops ids and sizes that are not whole positive numbers', () => {
		expect(
			pickedImage( {
				id: 0,
				url: '/a.png',
				alt: 5,
				width: 1.5,
				height: '480',
			} )
		).toStrictEqual( { url: '/a.png', alt: '' } );
	} );

	it( 'is null without a usable address', () => {
		expect(
			[ null, 'x', {}, { url: 'javascript:alert(1)' } ].map( pickedImage )
		).toStrictEqual( [ null, null, null, null ] );
	} );
} );

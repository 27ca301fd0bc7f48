import { fixedMediaType, menuSources, takesImages } from '../sources';

describe( 'what a block takes', () => {
	it( 'forces photos on image-only blocks and videos on video-only ones', () => {
		expect( fixedMediaType( [ 'image' ] ) ).toBe( 'photo' );
		expect( fixedMediaType( [ 'image/jpeg', 'image/png' ] ) ).toBe(
			'photo'
		);
		expect( fixedMediaType( [ 'video' ] ) ).toBe( 'video' );
		expect( fixedMediaType( [ 'video/mp4' ] ) ).toBe( 'video' );
		expect( fixedMediaType( [ 'image', 'video' ] ) ).toBeNull();
		expect( fixedMediaType( [ 'image', 'audio' ] ) ).toBeNull();
		expect( fixedMediaType( [] ) ).toBeNull();
		expect( fixedMediaType( undefined ) ).toBeNull();
		// Only a whole kind or a kind with a subtype counts.
		expect( fixedMediaType( [ 'images' ] ) ).toBeNull();
		expect( fixedMediaType( [ 'xvideo' ] ) ).toBeNull();
	} );

	it( 'offers the stock photos only to blocks that take images', () => {
		expect( takesImages( undefined ) ).toBe( true );
		expect( takesImages( [ 'video', 'image/webp' ] ) ).toBe( true );
		expect( takesImages( [ 'video' ] ) ).toBe( false );
		expect( menuSources( [ 'image', 'video' ] ) ).toStrictEqual( [
			{ source: 'library', label: 'Media Library' },
			{ source: 'google_photos', label: 'Google Photos' },
			{ source: 'pexels', label: 'Pexels Free Photos' },
		] );
		expect( menuSources( [ 'video' ] ) ).toStrictEqual( [
			{ source: 'library', label: 'Media Library' },
			{ source: 'google_photos', label: 'Google Photos' },
		] );
	} );
} );

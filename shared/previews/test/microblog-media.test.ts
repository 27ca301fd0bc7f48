import { visibleMedia } from '../microblog/media';
import type { MicroblogMedia } from '../microblog/types';

const image = ( n: number ): MicroblogMedia => ( {
	type: 'image/jpeg',
	url: `https://example.com/${ n }.jpg`,
	alt: `Photo ${ n }`,
} );
const gif: MicroblogMedia = {
	type: 'image/gif',
	url: 'https://example.com/a.gif',
};
const video: MicroblogMedia = {
	type: 'video/mp4',
	url: 'https://example.com/v.mp4',
};
const pdf: MicroblogMedia = {
	type: 'application/pdf',
	url: 'https://example.com/d.pdf',
};
const images = ( count: number ) =>
	Array.from( { length: count }, ( _, i ) => image( i + 1 ) );

describe( 'visibleMedia', () => {
	it.each( [ 0, 1, 2, 3, 4 ] )( 'shows all of %i images', ( count ) => {
		expect( visibleMedia( images( count ) ) ).toEqual( images( count ) );
	} );

	it( 'shows the first 4 of 5 images', () => {
		expect( visibleMedia( images( 5 ) ) ).toEqual( images( 4 ) );
	} );

	it( 'shows nothing for no media', () => {
		expect( visibleMedia( undefined ) ).toEqual( [] );
	} );

	it( 'shows a first animated gif alone', () => {
		expect( visibleMedia( [ gif, ...images( 3 ) ] ) ).toEqual( [ gif ] );
	} );

	it( 'shows a first video alone', () => {
		expect( visibleMedia( [ video, ...images( 3 ), gif ] ) ).toEqual( [
			video,
		] );
	} );

	it( 'drops videos and gifs after a first image', () => {
		expect(
			visibleMedia( [ image( 1 ), video, image( 2 ), gif, image( 3 ) ] )
		).toEqual( [ image( 1 ), image( 2 ), image( 3 ) ] );
	} );

	it( 'keeps only images and videos, then applies the rules', () => {
		expect( visibleMedia( [ pdf, video, image( 1 ) ] ) ).toEqual( [
			video,
		] );
		expect( visibleMedia( [ pdf, ...images( 5 ) ] ) ).toEqual(
			images( 4 )
		);
		expect( visibleMedia( [ pdf ] ) ).toEqual( [] );
	} );

	it( 'counts the limit after dropping: 4 images among videos', () => {
		expect(
			visibleMedia( [
				image( 1 ),
				video,
				image( 2 ),
				image( 3 ),
				gif,
				image( 4 ),
				image( 5 ),
			] )
		).toEqual( images( 4 ) );
	} );
} );

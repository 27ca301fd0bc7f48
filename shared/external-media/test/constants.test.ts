import {
	MAX_SELECTED,
	PAGE_SIZE,
	PATH_ALBUMS,
	PATH_RECENT,
	PEXELS_EXAMPLE_QUERIES,
	googlePhotosCategories,
} from '../constants';

describe( 'the picker constants', () => {
	it( 'asks for 20 items a page, selects up to 10, and names the two Google views', () => {
		expect( [
			PAGE_SIZE,
			MAX_SELECTED,
			PATH_RECENT,
			PATH_ALBUMS,
		] ).toStrictEqual( [ 20, 10, 'recent', '/' ] );
	} );

	it( 'starts the stock search with one of the seven example terms', () => {
		expect( PEXELS_EXAMPLE_QUERIES ).toStrictEqual( [
			'mountain',
			'ocean',
			'river',
			'clouds',
			'pattern',
			'abstract',
			'sky',
		] );
	} );

	it( 'offers the twenty Google Photos categories', () => {
		expect(
			googlePhotosCategories().map( ( category ) => category.value )
		).toStrictEqual( [
			'animals',
			'arts',
			'birthdays',
			'cityscapes',
			'crafts',
			'fashion',
			'food',
			'flowers',
			'gardens',
			'holidays',
			'houses',
			'landmarks',
			'landscapes',
			'night',
			'people',
			'pets',
			'selfies',
			'sport',
			'travel',
			'weddings',
		] );
	} );
} );

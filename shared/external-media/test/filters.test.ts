import {
	NO_DATE_BOUNDS,
	addableFilters,
	canApplyPeriod,
	dateRangeValue,
	filterQueryParts,
	initialFilters,
	isValidPeriod,
	removeFilter,
	setFilter,
} from '../filters';
import { categoryLabel } from '../constants';

// A Wednesday off the round numbers, in the local time zone the picker works in.
const today = new Date( 2026, 10, 25, 17, 45 );

describe( 'filter rules', () => {
	it( 'starts with photos only when the block takes only images', () => {
		expect( initialFilters( 'photo' ) ).toStrictEqual( {
			mediaType: 'photo',
		} );
		expect( initialFilters( 'video' ) ).toStrictEqual( {
			mediaType: 'video',
		} );
		expect( initialFilters( null ) ).toStrictEqual( {} );
	} );

	it( 'drops the category when videos are chosen, and videos when a category is', () => {
		expect(
			setFilter(
				{ category: 'pets', favorite: true },
				'mediaType',
				'video',
				null
			)
		).toStrictEqual( { mediaType: 'video', favorite: true } );
		expect(
			setFilter( { mediaType: 'video' }, 'category', 'food', null )
		).toStrictEqual( { category: 'food' } );
		expect(
			setFilter( { mediaType: 'photo' }, 'category', 'food', null )
		).toStrictEqual( { mediaType: 'photo', category: 'food' } );
		expect(
			setFilter( { category: 'pets' }, 'mediaType', 'photo', null )
		).toStrictEqual( { category: 'pets', mediaType: 'photo' } );
	} );

	it( 'keeps the media type at photo when only images are allowed', () => {
		const filters = { mediaType: 'photo' as const };
		expect( setFilter( filters, 'mediaType', 'video', 'photo' ) ).toBe(
			filters
		);
		expect( removeFilter( filters, 'mediaType', 'photo' ) ).toBe( filters );
		expect( removeFilter( filters, 'mediaType', null ) ).toStrictEqual(
			{}
		);
		expect( addableFilters( filters, 'photo' ) ).toStrictEqual( [
			'category',
			'date',
			'favorite',
		] );
		expect( addableFilters( {}, 'photo' ) ).toStrictEqual( [
			'category',
			'date',
			'favorite',
		] );
	} );

	it( 'keeps the media type at video, without categories, when only videos are allowed', () => {
		const filters = {
			mediaType: 'video' as const,
			favorite: true as const,
		};
		expect( setFilter( filters, 'mediaType', 'photo', 'video' ) ).toBe(
			filters
		);
		expect( setFilter( filters, 'category', 'pets', 'video' ) ).toBe(
			filters
		);
		expect(
			setFilter( filters, 'date', { range: 'last30Days' }, 'video' )
		).toStrictEqual( {
			mediaType: 'video',
			favorite: true,
			date: { range: 'last30Days' },
		} );
		expect( removeFilter( filters, 'mediaType', 'video' ) ).toBe( filters );
		expect( removeFilter( filters, 'favorite', 'video' ) ).toStrictEqual( {
			mediaType: 'video',
		} );
		expect( addableFilters( filters, 'video' ) ).toStrictEqual( [
			'date',
		] );
		expect( addableFilters( {}, 'video' ) ).toStrictEqual( [
			'date',
			'favorite',
		] );
	} );

	it( 'offers only the filters not in use', () => {
		expect( addableFilters( {}, null ) ).toStrictEqual( [
			'category',
			'date',
			'favorite',
			'mediaType',
		] );
		expect(
			addableFilters( { favorite: true, date: { range: 'any' } }, null )
		).toStrictEqual( [ 'category', 'mediaType' ] );
	} );
} );

describe( 'date ranges', () => {
	it( 'counts back from today for the recent periods', () => {
		expect( dateRangeValue( { range: 'last7Days' }, today ) ).toBe(
			'2026-11-18:2026-11-25'
		);
		expect( dateRangeValue( { range: 'last30Days' }, today ) ).toBe(
			'2026-10-26:2026-11-25'
		);
		expect( dateRangeValue( { range: 'last6Months' }, today ) ).toBe(
			'2026-05-25:2026-11-25'
		);
		expect( dateRangeValue( { range: 'lastYear' }, today ) ).toBe(
			'2025-11-25:2026-11-25'
		);
		expect( dateRangeValue( { range: 'any' }, today ) ).toBeNull();
	} );

	it( 'covers a custom month to its last day, and the whole year for month -1', () => {
		expect(
			dateRangeValue( { range: 'custom', month: 1, year: 2024 } )
		).toBe( '2024-02-01:2024-02-29' );
		expect(
			dateRangeValue( { range: 'custom', month: 1, year: 2023 } )
		).toBe( '2023-02-01:2023-02-28' );
		expect(
			dateRangeValue( { range: 'custom', month: 0, year: 1970 } )
		).toBe( '1970-01-01:1970-01-31' );
		expect(
			dateRangeValue( { range: 'custom', month: 11, year: 2019 } )
		).toBe( '2019-12-01:2019-12-31' );
		expect(
			dateRangeValue( { range: 'custom', month: -1, year: 2023 } )
		).toBe( '2023-01-01:2023-12-31' );
	} );

	it( 'has no bounds for an invalid month or year', () => {
		for ( const [ month, year ] of [
			[ 0, 1969 ],
			[ 12, 2024 ],
			[ -2, 2024 ],
			[ 1.5, 2024 ],
			[ 3, NaN ],
			[ undefined, 2024 ],
			[ 3, 10000 ],
		] ) {
			expect(
				dateRangeValue( {
					range: 'custom',
					month: month as number,
					year: year as number,
				} )
			).toBe( NO_DATE_BOUNDS );
		}
		expect( NO_DATE_BOUNDS ).toBe( '0000-00-00:0000-00-00' );
		expect( isValidPeriod( 11, 9999 ) ).toBe( true );
		expect( isValidPeriod( -1, 1970 ) ).toBe( true );
		expect( isValidPeriod( '3', 2024 ) ).toBe( false );
	} );

	it( 'offers Apply only when the month or year changed', () => {
		const applied = { range: 'custom' as const, month: 5, year: 2024 };
		expect( canApplyPeriod( applied, 5, 2024 ) ).toBe( false );
		expect( canApplyPeriod( applied, 6, 2024 ) ).toBe( true );
		expect( canApplyPeriod( applied, 5, 2023 ) ).toBe( true );
		expect( canApplyPeriod( { range: 'custom' }, 5, 2024 ) ).toBe( true );
		expect( canApplyPeriod( undefined, 5, 2024 ) ).toBe( true );
	} );
} );

describe( 'query parts', () => {
	it( 'names every filter in use', () => {
		expect(
			filterQueryParts(
				{
					mediaType: 'photo',
					category: 'landscapes',
					favorite: true,
					date: { range: 'custom', month: 7, year: 2023 },
				},
				today
			)
		).toStrictEqual( [
			'mediaType=photo',
			'categoryInclude=landscapes',
			'feature=favorite',
			'dateRange=2023-08-01:2023-08-31',
		] );
	} );

	it( 'never sends a category with videos, nor a date for any time', () => {
		expect(
			filterQueryParts(
				{
					mediaType: 'video',
					category: 'pets',
					date: { range: 'any' },
				},
				today
			)
		).toStrictEqual( [ 'mediaType=video' ] );
		expect( filterQueryParts( {}, today ) ).toStrictEqual( [] );
		expect(
			filterQueryParts( { mediaType: 'all', category: 'pets' }, today )
		).toStrictEqual( [ 'categoryInclude=pets' ] );
		expect(
			filterQueryParts( {
				date: { range: 'custom', month: 3, year: 1969 },
			} )
		).toStrictEqual( [ 'dateRange=0000-00-00:0000-00-00' ] );
	} );
} );

describe( 'categories', () => {
	it( 'labels a known category and refuses others', () => {
		expect( categoryLabel( 'landscapes' ) ).toBe( 'Landscapes' );
		expect( () => categoryLabel( 'xlandscapes' ) ).toThrow(
			'Could not find a category from the provided list'
		);
		expect( () => categoryLabel( 'landscapes ' ) ).toThrow(
			'Could not find a category from the provided list'
		);
	} );
} );

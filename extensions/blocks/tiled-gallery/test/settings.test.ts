import {
	galleryFilter,
	galleryImages,
	galleryLink,
	galleryStyle,
	hasColumnsSetting,
	isSquareish,
	roundedCorners,
} from '../settings';

it( 'reads the layout from the block style class', () => {
	expect(
		[
			'is-style-circle',
			'foo is-style-square bar',
			'is-style-columns',
			'is-style-rectangular',
			'',
			undefined,
			'is-style-circles',
			'xis-style-circle',
			'is-style-square-x',
		].map( galleryStyle )
	).toStrictEqual( [
		'circle',
		'square',
		'columns',
		'rectangular',
		'rectangular',
		'rectangular',
		'rectangular',
		'rectangular',
		'rectangular',
	] );
} );

it( 'shows the columns slider for columns, circles and squares with more than one image', () => {
	expect( [
		hasColumnsSetting( 'columns', 2 ),
		hasColumnsSetting( 'circle', 2 ),
		hasColumnsSetting( 'square', 5 ),
		hasColumnsSetting( 'square', 1 ),
		hasColumnsSetting( 'rectangular', 5 ),
	] ).toStrictEqual( [ true, true, true, false, false ] );
	expect(
		[ 'circle', 'square', 'columns', 'rectangular' ].map( ( s ) =>
			isSquareish( s as never )
		)
	).toStrictEqual( [ true, true, false, false ] );
} );

it( 'keeps rounded corners within 0 and 20', () => {
	expect(
		[ -1, 0, 1, 19.6, 20, 21, '5', NaN ].map( roundedCorners )
	).toStrictEqual( [ 0, 0, 1, 20, 20, 20, 0, 0 ] );
} );

it( 'knows the filters and links, and nothing else', () => {
	expect(
		[
			'black-and-white',
			'sepia',
			'1977',
			'clarendon',
			'gingham',
			'original',
			'Sepia',
			' sepia',
			1977,
		].map( galleryFilter )
	).toStrictEqual( [
		'black-and-white',
		'sepia',
		'1977',
		'clarendon',
		'gingham',
		undefined,
		undefined,
		undefined,
		undefined,
	] );
	expect(
		[ 'attachment', 'media', 'none', 'file', '', null ].map( galleryLink )
	).toStrictEqual( [
		'attachment',
		'media',
		'none',
		'none',
		'none',
		'none',
	] );
} );

it( 'keeps saved images with a usable address', () => {
	expect(
		galleryImages( [
			{
				id: 3,
				url: 'https://example.org/a.jpg',
				alt: 'A',
				width: 600,
				height: 400,
				link: 'https://example.org/?attachment_id=3',
				caption: 'Cap',
			},
			{ url: 'javascript:alert(1)', alt: 'x' },
			'junk',
			{ url: '/b.png', alt: 'B', caption: 5 },
		] )
	).toStrictEqual( [
		{
			id: 3,
			url: 'https://example.org/a.jpg',
			alt: 'A',
			width: 600,
			height: 400,
			caption: 'Cap',
			link: 'https://example.org/?attachment_id=3',
		},
		{ url: '/b.png', alt: 'B' },
	] );
	expect( galleryImages( 'x' ) ).toStrictEqual( [] );
} );

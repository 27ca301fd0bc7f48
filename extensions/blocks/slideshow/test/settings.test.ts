import {
	sizeLimit,
	slideDelay,
	slideEffect,
	slideSize,
	slides,
} from '../settings';

it( 'keeps the delay within 1 and 5 seconds, 3 by default', () => {
	expect(
		[ 0, 0.4, 1, 2.5, 5, 5.6, 6, -3, undefined, '4', NaN ].map( slideDelay )
	).toStrictEqual( [ 1, 1, 1, 3, 5, 5, 5, 1, 3, 3, 3 ] );
} );

it( 'knows the slide and fade effects', () => {
	expect(
		[ 'slide', 'fade', 'Fade', 'cube', undefined ].map( slideEffect )
	).toStrictEqual( [ 'slide', 'fade', 'slide', 'slide', 'slide' ] );
} );

it( 'uses full size for library images and large otherwise, unless a size is chosen', () => {
	expect( [
		slideSize( undefined, [ 4 ] ),
		slideSize( undefined, [] ),
		slideSize( undefined, undefined ),
		slideSize( 'medium', [ 4 ] ),
		slideSize( 'full', [] ),
		slideSize( 'huge', [ 4 ] ),
		slideSize( 'huge', [] ),
		slideSize( 'constructor', [ 4 ] ),
		slideSize( undefined, [ 'x', 0, -1, 2.5 ] ),
		slideSize( undefined, [ 'x', 3 ] ),
	] ).toStrictEqual( [
		'full',
		'large',
		'large',
		'medium',
		'full',
		'full',
		'large',
		'full',
		'large',
		'full',
	] );
} );

it( 'serves a size no wider than it or the image', () => {
	expect( [
		sizeLimit( 'large', 3000 ),
		sizeLimit( 'large', 800 ),
		sizeLimit( 'full', 3000 ),
		sizeLimit( 'thumbnail', 3000 ),
		sizeLimit( 'medium_large', 3000 ),
	] ).toStrictEqual( [ 1024, 800, 3000, 150, 768 ] );
} );

it( 'keeps slides with a usable address and a text caption', () => {
	expect(
		slides( [
			{
				id: 1,
				url: 'https://example.org/a.jpg',
				alt: 'A',
				caption: 'One',
				width: 10,
				height: 5,
			},
			{ url: 'javascript:alert(1)' },
			{ url: '/b.jpg', caption: 3 },
		] )
	).toStrictEqual( [
		{
			id: 1,
			url: 'https://example.org/a.jpg',
			alt: 'A',
			width: 10,
			height: 5,
			caption: 'One',
		},
		{ url: '/b.jpg', alt: '' },
	] );
} );

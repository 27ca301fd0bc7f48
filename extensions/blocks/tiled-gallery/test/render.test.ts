import { readFileSync } from 'fs';
import { join } from 'path';
import { parse } from '@wordpress/block-serialization-default-parser';
import { prepareAttributesForRender } from '../../../../shared/block-attributes/prepare-for-render';
import type { AttributeSchema } from '../../../../shared/block-attributes/schema';
import { registerServiceHost } from '../../../../shared/service-hosts';
import metadata from '../block.json';
import { render } from '../render';
import type { TiledGalleryAttributes } from '../types';

const UPLOADS = 'http://localhost:8888/u/';
/** Where the resizing service's addresses are served here (the CDN stand-in). */
const CDN = 'http://localhost:8888/stand-ins/i0.wp.com/localhost:8888/u/';

beforeAll( () => {
	registerServiceHost(
		'https://i0.wp.com',
		'http://localhost:8888/stand-ins/i0.wp.com'
	);
} );

/** An image as the gallery keeps it: its file under the uploads, its size, and more fields. */
const photo = (
	id: number,
	name: string,
	[ width, height ]: [ number, number ],
	fields: Record< string, string > = {}
) => ( {
	id,
	url: `${ UPLOADS }${ name }.jpg`,
	alt: name[ 0 ].toUpperCase() + name.slice( 1 ),
	width,
	height,
	...fields,
} );
const dunes = photo( 51, 'dunes', [ 1600, 1067 ], {
	link: 'http://localhost:8888/?attachment_id=51',
} );
const tower = photo( 52, 'tower', [ 400, 600 ], {
	link: 'http://localhost:8888/?attachment_id=52',
} );
const boats = photo( 53, 'boats', [ 500, 250 ], {
	caption: 'Boats in the <em>harbour</em>',
} );

/** The attributes as the server hands them to the render: block.json's defaults applied. */
function attributesOf( saved: Record< string, unknown > ) {
	return prepareAttributesForRender(
		metadata.attributes as Record< string, AttributeSchema >,
		saved
	) as unknown as TiledGalleryAttributes;
}

function draw( saved: Record< string, unknown > ): string {
	return render( attributesOf( saved ), '', { locale: 'en_US' } );
}

function root( html: string ): Element {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	expect( doc.body.children ).toHaveLength( 1 );
	return doc.body.firstElementChild!;
}

/** The gallery's layout: each row's style, and its columns' styles with their tiles' styles and image ids. */
function layout( html: string ) {
	return [ ...root( html ).querySelectorAll( '.tiled-gallery__row' ) ].map(
		( row ) => ( {
			style: row.getAttribute( 'style' ),
			columns: [ ...row.children ].map( ( column ) => ( {
				style: column.getAttribute( 'style' ),
				tiles: [ ...column.children ].map( ( tile ) => [
					tile.getAttribute( 'style' ),
					tile.querySelector( 'img' )!.getAttribute( 'data-id' ),
				] ),
			} ) ),
		} )
	);
}

/** Each tile's figure: its link, image attributes and caption. */
function tiles( html: string ) {
	return [ ...root( html ).querySelectorAll( 'figure' ) ].map( ( figure ) => {
		const img = figure.querySelector( 'img' )!;
		return {
			href: figure.querySelector( 'a' )?.getAttribute( 'href' ) ?? null,
			img: Object.fromEntries(
				[ ...img.attributes ].map( ( { name, value } ) => [
					name,
					value,
				] )
			),
			caption: figure.querySelector( 'figcaption' )?.innerHTML ?? null,
		};
	} );
}

const wrapperClass = ( html: string ) => root( html ).getAttribute( 'class' );
const sizesOf = ( html: string ) =>
	tiles( html ).map( ( tile ) => tile.img.sizes ?? null );

describe( 'render: the four styles', () => {
	it( 'draws a mosaic row whose columns share its ratio', () => {
		expect( draw( { images: [ dunes, tower ] } ) ).toBe(
			'<div class="wp-block-tessera-tiled-gallery aligncenter is-style-rectangular"><div class="tiled-gallery__gallery">' +
				'<div class="tiled-gallery__row" style="aspect-ratio:2.1662">' +
				'<div class="tiled-gallery__col" style="width:69.224113066051%"><div class="tiled-gallery__tile"><figure class="tiled-gallery__item">' +
				`<img alt="Dunes" data-id="51" data-width="1600" data-height="1067" src="${ CDN }dunes.jpg?w=1600" srcset="${ CDN }dunes.jpg?w=600 600w, ${ CDN }dunes.jpg?w=900 900w, ${ CDN }dunes.jpg?w=1200 1200w, ${ CDN }dunes.jpg?w=1500 1500w" sizes="(max-width: 680px) 69.22vw, 471px" loading="lazy"/>` +
				'</figure></div></div>' +
				'<div class="tiled-gallery__col" style="width:30.775886933949%"><div class="tiled-gallery__tile"><figure class="tiled-gallery__item">' +
				`<img alt="Tower" data-id="52" data-width="400" data-height="600" src="${ CDN }tower.jpg?w=400" srcset="${ CDN }tower.jpg?w=400 400w" sizes="(max-width: 680px) 30.78vw, 210px" loading="lazy"/>` +
				'</figure></div></div></div></div></div>'
		);
	} );

	it( 'stacks two wide images in one mosaic column, each growing by its share', () => {
		const wide = ( id: number ) => ( {
			id,
			url: `${ UPLOADS }${ id }.jpg`,
			alt: '',
			width: 2000,
			height: 1000,
		} );
		expect(
			layout( draw( { images: [ tower, wide( 61 ), wide( 62 ) ] } ) )
		).toStrictEqual( [
			{
				style: 'aspect-ratio:1.66667',
				columns: [
					{ style: 'width:40%', tiles: [ [ null, '52' ] ] },
					{
						style: 'width:60%',
						tiles: [
							[ 'flex-grow:0.5', '61' ],
							[ 'flex-grow:0.5', '62' ],
						],
					},
				],
			},
		] );
	} );

	it( 'draws circles as rows of square crops, without rounded corners, with captions', () => {
		expect(
			draw( {
				className: 'is-style-circle',
				images: [ dunes, tower, boats ],
				columns: 2,
				roundedCorners: 8,
				align: 'wide',
			} )
		).toBe(
			'<div class="wp-block-tessera-tiled-gallery alignwide is-style-circle"><div class="tiled-gallery__gallery">' +
				'<div class="tiled-gallery__row">' +
				'<div class="tiled-gallery__col" style="width:50%"><div class="tiled-gallery__tile"><figure class="tiled-gallery__item">' +
				`<img alt="Dunes" data-id="51" data-width="1600" data-height="1067" src="${ CDN }dunes.jpg?resize=1067%2C1067" srcset="${ CDN }dunes.jpg?resize=600%2C600 600w, ${ CDN }dunes.jpg?resize=900%2C900 900w" sizes="(max-width: 1100px) 50vw, 550px" loading="lazy"/>` +
				'</figure></div></div>' +
				'<div class="tiled-gallery__col" style="width:50%"><div class="tiled-gallery__tile"><figure class="tiled-gallery__item">' +
				`<img alt="Tower" data-id="52" data-width="400" data-height="600" src="${ CDN }tower.jpg?resize=400%2C400" srcset="${ CDN }tower.jpg?resize=400%2C400 400w" sizes="(max-width: 1100px) 50vw, 550px" loading="lazy"/>` +
				'</figure></div></div></div>' +
				'<div class="tiled-gallery__row">' +
				'<div class="tiled-gallery__col" style="width:50%"><div class="tiled-gallery__tile"><figure class="tiled-gallery__item">' +
				`<img alt="Boats" data-id="53" data-width="500" data-height="250" src="${ CDN }boats.jpg?resize=250%2C250" srcset="${ CDN }boats.jpg?resize=250%2C250 250w" sizes="(max-width: 1100px) 50vw, 550px" loading="lazy"/>` +
				'<figcaption class="tiled-gallery__caption">Boats in the <em>harbour</em></figcaption>' +
				'</figure></div></div></div></div></div>'
		);
	} );

	it( 'draws square tiles in rows of three by default, with the filter and corner classes', () => {
		const html = draw( {
			className: 'is-style-square',
			images: [ dunes, tower, boats, dunes ],
			imageFilter: 'sepia',
			roundedCorners: 20,
		} );
		expect( wrapperClass( html ) ).toBe(
			'wp-block-tessera-tiled-gallery aligncenter filter__sepia has-rounded-corners-20 is-style-square'
		);
		const third = { style: 'width:33.333333333333%' };
		expect( layout( html ) ).toStrictEqual( [
			{
				style: null,
				columns: [
					{ ...third, tiles: [ [ null, '51' ] ] },
					{ ...third, tiles: [ [ null, '52' ] ] },
					{ ...third, tiles: [ [ null, '53' ] ] },
				],
			},
			{
				style: null,
				columns: [ { ...third, tiles: [ [ null, '51' ] ] } ],
			},
		] );
		expect( tiles( html )[ 0 ].img.src ).toBe(
			`${ CDN }dunes.jpg?resize=1067%2C1067`
		);
	} );

	it( 'pours "Tiled columns" into equal columns, each image to the shortest', () => {
		const html = draw( {
			className: 'is-style-columns',
			images: [ tower, dunes, boats, dunes ],
			columns: 2,
		} );
		expect( layout( html ) ).toStrictEqual( [
			{
				style: null,
				columns: [
					{ style: 'width:50%', tiles: [ [ null, '52' ] ] },
					{
						style: 'width:50%',
						tiles: [
							[ null, '51' ],
							[ null, '53' ],
							[ null, '51' ],
						],
					},
				],
			},
		] );
		// Columns keep each image's ratio: no square crop.
		expect( tiles( html )[ 0 ].img.src ).toBe( `${ CDN }tower.jpg?w=400` );
	} );
} );

describe( 'render: settings read from the attributes', () => {
	it( 'keeps the rounded corners within 0 to 20', () => {
		const corners = ( roundedCorners: unknown ) =>
			wrapperClass( draw( { images: [ tower ], roundedCorners } ) );
		expect( corners( 1 ) ).toBe(
			'wp-block-tessera-tiled-gallery aligncenter has-rounded-corners-1 is-style-rectangular'
		);
		expect( corners( 20 ) ).toContain( ' has-rounded-corners-20 ' );
		expect( corners( 21 ) ).toContain( ' has-rounded-corners-20 ' );
		expect( corners( 0 ) ).toBe(
			'wp-block-tessera-tiled-gallery aligncenter is-style-rectangular'
		);
		expect( corners( -1 ) ).toBe( corners( 0 ) );
		expect( corners( '12"><script>' ) ).toBe( corners( 0 ) );
	} );

	it( 'takes only the six filters', () => {
		const filter = ( imageFilter: unknown ) =>
			wrapperClass( draw( { images: [ tower ], imageFilter } ) );
		for ( const name of [
			'black-and-white',
			'sepia',
			'1977',
			'clarendon',
			'gingham',
		] ) {
			expect( filter( name ) ).toBe(
				`wp-block-tessera-tiled-gallery aligncenter filter__${ name } is-style-rectangular`
			);
		}
		for ( const junk of [ 'xsepia', 'sepia ', 'sepia" onload="x', 7 ] ) {
			expect( filter( junk ) ).toBe(
				'wp-block-tessera-tiled-gallery aligncenter is-style-rectangular'
			);
		}
	} );

	it( 'fits `sizes` to the alignment: 680 centred, 1100 wide, the viewport at full width', () => {
		const at = ( align: unknown ) => {
			const html = draw( { images: [ dunes ], align } );
			return [ wrapperClass( html ), sizesOf( html ) ];
		};
		expect( at( 'center' ) ).toStrictEqual( [
			'wp-block-tessera-tiled-gallery aligncenter is-style-rectangular',
			[ '(max-width: 680px) 100vw, 680px' ],
		] );
		expect( at( 'wide' ) ).toStrictEqual( [
			'wp-block-tessera-tiled-gallery alignwide is-style-rectangular',
			[ '(max-width: 1100px) 100vw, 1100px' ],
		] );
		expect( at( 'full' ) ).toStrictEqual( [
			'wp-block-tessera-tiled-gallery alignfull is-style-rectangular',
			[ '100vw' ],
		] );
		// An alignment the block does not offer gets no class and the content width.
		expect( at( 'left' ) ).toStrictEqual( [
			'wp-block-tessera-tiled-gallery is-style-rectangular',
			[ '(max-width: 680px) 100vw, 680px' ],
		] );
		expect( at( 'fullx' ) ).toStrictEqual( at( 'left' ) );
	} );

	it( 'offers srcset widths from 600 in steps of 300 up to the smaller of the image and 2000', () => {
		const sources = ( width: number ) => {
			const [ tile ] = tiles(
				draw( {
					images: [ { ...dunes, width, height: 1000 } ],
				} )
			);
			return [ tile.img.src, tile.img.srcset ];
		};
		const set = ( ...widths: number[] ) =>
			widths
				.map(
					( width ) => `${ CDN }dunes.jpg?w=${ width } ${ width }w`
				)
				.join( ', ' );
		expect( sources( 599 ) ).toStrictEqual( [
			`${ CDN }dunes.jpg?w=599`,
			set( 599 ),
		] );
		expect( sources( 600 ) ).toStrictEqual( [
			`${ CDN }dunes.jpg?w=600`,
			set( 600 ),
		] );
		expect( sources( 899 ) ).toStrictEqual( [
			`${ CDN }dunes.jpg?w=899`,
			set( 600 ),
		] );
		expect( sources( 900 ) ).toStrictEqual( [
			`${ CDN }dunes.jpg?w=900`,
			set( 600, 900 ),
		] );
		expect( sources( 2000 ) ).toStrictEqual( [
			`${ CDN }dunes.jpg?w=2000`,
			set( 600, 900, 1200, 1500, 1800 ),
		] );
		expect( sources( 2101 ) ).toStrictEqual( [
			`${ CDN }dunes.jpg?w=2000`,
			set( 600, 900, 1200, 1500, 1800 ),
		] );
	} );

	it( 'links each image to its attachment page, its file, or nothing', () => {
		const links = ( linkTo: unknown ) =>
			tiles( draw( { images: [ dunes, boats ], linkTo } ) ).map(
				( tile ) => tile.href
			);
		expect( links( 'attachment' ) ).toStrictEqual( [
			'http://localhost:8888/?attachment_id=51',
			// No attachment page known: no link.
			null,
		] );
		expect( links( 'media' ) ).toStrictEqual( [
			`${ UPLOADS }dunes.jpg`,
			`${ UPLOADS }boats.jpg`,
		] );
		expect( links( 'none' ) ).toStrictEqual( [ null, null ] );
		expect( links( 'mediax' ) ).toStrictEqual( [ null, null ] );
	} );

	it( 'uses saved column widths that fit the mosaic, and the computed ones otherwise', () => {
		const widths = ( columnWidths: unknown ) =>
			layout(
				draw( { images: [ dunes, tower ], columnWidths } )
			)[ 0 ].columns.map( ( column ) => column.style );
		const computed = [ 'width:69.224113066051%', 'width:30.775886933949%' ];
		expect( widths( [ [ 40.5, 59.5 ] ] ) ).toStrictEqual( [
			'width:40.5%',
			'width:59.5%',
		] );
		expect( widths( [ [ 0.00001, 100 ] ] ) ).toStrictEqual( [
			'width:0.00001%',
			'width:100%',
		] );
		expect( widths( [] ) ).toStrictEqual( computed );
		expect( widths( [ [ 40, 60, 0 ] ] ) ).toStrictEqual( computed );
		expect( widths( [ [ 0, 100 ] ] ) ).toStrictEqual( computed );
		expect( widths( [ [ 40, 100.00001 ] ] ) ).toStrictEqual( computed );
		expect( widths( [ [ '40', 60 ] ] ) ).toStrictEqual( computed );
		expect( widths( [ [ 40, 60 ], [ 100 ] ] ) ).toStrictEqual( computed );
	} );

	it( 'keeps the columns within 1 to min(20, images), three by default', () => {
		const many = Array.from( { length: 21 }, ( _, i ) => ( {
			...tower,
			id: i + 1,
		} ) );
		const perRow = ( columns: unknown, count = 21 ) =>
			layout(
				draw( {
					className: 'is-style-square',
					images: many.slice( 0, count ),
					columns,
				} )
			)[ 0 ].columns.length;
		expect( perRow( undefined ) ).toBe( 3 );
		expect( perRow( undefined, 2 ) ).toBe( 2 );
		expect( perRow( 1 ) ).toBe( 1 );
		expect( perRow( 0 ) ).toBe( 1 );
		expect( perRow( 20 ) ).toBe( 20 );
		expect( perRow( 21 ) ).toBe( 20 );
		expect( perRow( 5, 4 ) ).toBe( 4 );
		expect( perRow( '5' ) ).toBe( 3 );
	} );
} );

describe( 'render: hostile attributes', () => {
	it( 'renders nothing without a usable image', () => {
		expect( draw( {} ) ).toBe( '' );
		expect( draw( { images: 'not a list' } ) ).toBe( '' );
		expect( draw( { images: { 0: dunes } } ) ).toBe( '' );
		expect(
			draw( {
				images: [
					{ ...dunes, url: 'javascript:alert(1)' },
					{ ...dunes, url: ' JaVaScRiPt:alert(1)' },
					{ ...dunes, url: 'data:image/png;base64,AAAA' },
					null,
					'a.jpg',
				],
			} )
		).toBe( '' );
	} );

	it( 'leaves out an upload that had not finished when the post was saved', () => {
		const html = draw( {
			images: [
				{ ...tower, url: 'blob:http://localhost:8888/4f1c' },
				dunes,
			],
		} );
		expect(
			tiles( html ).map( ( tile ) => tile.img[ 'data-id' ] )
		).toStrictEqual( [ '51' ] );
	} );

	it( 'escapes alt text and drops links, ids and sizes that are not what they claim', () => {
		const [ tile ] = tiles(
			draw( {
				linkTo: 'attachment',
				images: [
					{
						id: '51"><script>alert(1)</script>',
						url: `${ UPLOADS }dunes.jpg`,
						alt: '"><script>alert(1)</script>',
						width: '1600',
						height: 1067.5,
						link: 'javascript:alert(1)',
					},
				],
			} )
		);
		expect( tile ).toStrictEqual( {
			href: null,
			img: {
				alt: '"><script>alert(1)</script>',
				src: `${ UPLOADS }dunes.jpg`,
				loading: 'lazy',
			},
			caption: null,
		} );
		const html = draw( {
			images: [ { ...dunes, alt: '"><script>alert(1)</script>' } ],
		} );
		expect( html ).toContain(
			'<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-id="51"'
		);
		expect( html ).not.toContain( '<script' );
	} );

	it( 'keeps only well-formed class names from the saved className', () => {
		expect(
			wrapperClass(
				draw( {
					images: [ tower ],
					className: 'is-style-square my-gallery "><script> x"y',
				} )
			)
		).toBe(
			'wp-block-tessera-tiled-gallery aligncenter is-style-square my-gallery'
		);
	} );

	it( 'draws at most 200 images', () => {
		const list = ( count: number ) =>
			Array.from( { length: count }, ( _, i ) => ( {
				...tower,
				id: i + 1,
			} ) );
		const count = ( images: unknown[] ) =>
			tiles( draw( { images } ) ).length;
		expect( count( list( 199 ) ) ).toBe( 199 );
		expect( count( list( 200 ) ) ).toBe( 200 );
		expect( count( list( 201 ) ) ).toBe( 200 );
		expect( count( list( 5000 ) ) ).toBe( 200 );
		// Images that cannot be drawn do not count.
		expect( count( [ null, ...list( 200 ) ] ) ).toBe( 200 );
	} );
} );

describe( 'render: posts saved by the static version', () => {
	it( 'draws the markup the static version saved, class for class', () => {
		const [ block ] = parse(
			readFileSync(
				join(
					__dirname,
					'fixtures',
					'tessera__tiled-gallery__deprecated-v1.html'
				),
				'utf8'
			)
		);
		const saved = block.innerHTML.trim();
		// The server applies the className default (the mosaic's style class), which the saved
		// markup left out; everything else is the same.
		expect( draw( block.attrs as Record< string, unknown > ) ).toBe(
			saved
				.replace( ' aligncenter', ' aligncenter is-style-rectangular' )
				.replace(
					/https:\/\/i0\.wp\.com\//g,
					'http://localhost:8888/stand-ins/i0.wp.com/'
				)
		);
	} );
} );

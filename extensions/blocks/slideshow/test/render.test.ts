import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { render } from '../render';
import type { SlideshowAttributes } from '../types';

const context = { locale: 'en_US' };
const UPLOADS = 'http://localhost:8888/wp-content/uploads/2026/11';
const CDN = 'https://i0.wp.com/localhost:8888/wp-content/uploads/2026/11';

const base: SlideshowAttributes = {
	align: 'center',
	autoplay: false,
	delay: 3,
	ids: [],
	images: [],
	effect: 'slide',
};

/** Untrusted attributes, as a post saved elsewhere may hold them. */
const run = ( attributes: Record< string, unknown > ) =>
	render(
		{ ...base, ...attributes } as unknown as SlideshowAttributes,
		'',
		context
	);

const wrapper = ( data: string, classes: string, slides: string ) =>
	`<div ${ data } class="${ classes }"><div class="wp-block-tessera-slideshow__container swiper"><ul class="wp-block-tessera-slideshow__list swiper-wrapper">${ slides }</ul></div></div>`;
const DEFAULT_DATA = 'data-autoplay="false" data-delay="3" data-effect="slide"';
const slide = ( inner: string ) =>
	`<li class="wp-block-tessera-slideshow__slide swiper-slide"><figure>${ inner }</figure></li>`;

const lake = {
	url: `${ UPLOADS }/lake.jpg`,
	alt: 'Lake',
	width: 1300,
	height: 800,
};

/** The one slide of `lake` with the given sizes, srcset widths and src width. */
const lakeSlide = ( sizes: string, widths: number[], top: number ) =>
	slide(
		`<img alt="Lake" class="wp-block-tessera-slideshow__image" src="${ CDN }/lake.jpg?w=${ top }" srcset="${ widths
			.map( ( w ) => `${ CDN }/lake.jpg?w=${ w } ${ w }w` )
			.join( ', ' ) }" sizes="${ sizes }"/>`
	);

describe( 'render', () => {
	it( 'draws a typical slideshow whole: slides through the resizing service, library ids, captions', () => {
		expect(
			run( {
				ids: [ 61, 62 ],
				images: [
					{
						id: 61,
						url: `${ UPLOADS }/cliffs.jpg`,
						alt: 'Chalk cliffs',
						width: 2400,
						height: 1600,
						caption: 'The cliffs at <em>dawn</em>',
					},
					{
						id: 62,
						url: `${ UPLOADS }/bay.jpg`,
						alt: 'The bay',
						width: 900,
						height: 600,
					},
				],
				className: 'is-framed',
			} )
		).toBe(
			'<div data-autoplay="false" data-delay="3" data-effect="slide" class="wp-block-tessera-slideshow aligncenter is-framed"><div class="wp-block-tessera-slideshow__container swiper"><ul class="wp-block-tessera-slideshow__list swiper-wrapper">' +
				`<li class="wp-block-tessera-slideshow__slide swiper-slide"><figure><img alt="Chalk cliffs" class="wp-block-tessera-slideshow__image wp-image-61" data-id="61" src="${ CDN }/cliffs.jpg?w=2000" srcset="${ CDN }/cliffs.jpg?w=600 600w, ${ CDN }/cliffs.jpg?w=900 900w, ${ CDN }/cliffs.jpg?w=1200 1200w, ${ CDN }/cliffs.jpg?w=1500 1500w, ${ CDN }/cliffs.jpg?w=1800 1800w" sizes="(max-width: 680px) 100vw, 680px"/><figcaption class="wp-block-tessera-slideshow__caption">The cliffs at <em>dawn</em></figcaption></figure></li>` +
				`<li class="wp-block-tessera-slideshow__slide swiper-slide"><figure><img alt="The bay" class="wp-block-tessera-slideshow__image wp-image-62" data-id="62" src="${ CDN }/bay.jpg?w=900" srcset="${ CDN }/bay.jpg?w=600 600w, ${ CDN }/bay.jpg?w=900 900w" sizes="(max-width: 680px) 100vw, 680px"/></figure></li>` +
				'</ul></div></div>'
		);
	} );

	it( 'draws exactly what the earlier version saved, for every post it saved', () => {
		const dir = join( __dirname, 'fixtures' );
		const files = readdirSync( dir ).filter( ( file ) =>
			/__deprecated-v1(__[a-z-]+)?\.json$/.test( file )
		);
		expect( files ).toHaveLength( 3 );
		for ( const file of files ) {
			const [ block ] = JSON.parse(
				readFileSync( join( dir, file ), 'utf8' )
			);
			expect( render( block.attributes, '', context ) ).toBe(
				block.originalContent
			);
		}
	} );

	it( 'writes autoplay and the fade effect as data for the view script', () => {
		expect(
			run( {
				autoplay: true,
				delay: 4,
				effect: 'fade',
				images: [ lake ],
			} )
		).toBe(
			wrapper(
				'data-autoplay="true" data-delay="4" data-effect="fade"',
				'wp-block-tessera-slideshow aligncenter',
				lakeSlide(
					'(max-width: 680px) 100vw, 680px',
					[ 600, 900 ],
					1024
				)
			)
		);
	} );

	it( 'keeps the delay from 1 to 5 seconds, 3 for anything not a number', () => {
		const delays = [
			0,
			1,
			2.4,
			5,
			6,
			-2,
			'4',
			'4<script>',
			null,
			true,
			NaN,
		];
		expect(
			delays.map(
				( delay ) =>
					/data-delay="([^"]*)"/.exec(
						run( { autoplay: true, delay, images: [ lake ] } )
					)?.[ 1 ]
			)
		).toStrictEqual( [
			'1',
			'1',
			'2',
			'5',
			'5',
			'1',
			'3',
			'3',
			'3',
			'3',
			'3',
		] );
	} );

	it( 'knows only the slide and fade effects, and autoplay only when it is true', () => {
		expect(
			[
				{ effect: 'cube' },
				{ effect: 'fade" onload="x' },
				{ effect: 'FADE' },
				{ autoplay: 'true' },
				{ autoplay: 1 },
			].map(
				( attributes ) =>
					/^<div ([^>]*) class=/.exec(
						run( { ...attributes, images: [ lake ] } )
					)?.[ 1 ]
			)
		).toStrictEqual( Array( 5 ).fill( DEFAULT_DATA ) );
	} );

	it( 'serves library images at full size and others at large, unless a size is chosen', () => {
		const withId = { ...lake, id: 7 };
		const img = ( widths: number[], top: number, id?: number ) =>
			slide(
				`<img alt="Lake" class="wp-block-tessera-slideshow__image${
					id ? ` wp-image-${ id }` : ''
				}"${ id ? ` data-id="${ id }"` : '' } src="${ CDN }/lake.jpg?w=${ top }" srcset="${ widths
					.map( ( w ) => `${ CDN }/lake.jpg?w=${ w } ${ w }w` )
					.join( ', ' ) }" sizes="(max-width: 680px) 100vw, 680px"/>`
			);
		const classes = 'wp-block-tessera-slideshow aligncenter';
		expect( [
			run( { ids: [ 7 ], images: [ withId ] } ),
			run( { ids: [], images: [ lake ] } ),
			run( { ids: [ 'x', 0, 7.5 ], images: [ lake ] } ),
			run( { ids: [ 7 ], images: [ withId ], sizeSlug: 'large' } ),
			run( { images: [ lake ], sizeSlug: 'full' } ),
			run( { images: [ lake ], sizeSlug: 'medium' } ),
			run( { ids: [ 7 ], images: [ withId ], sizeSlug: 'constructor' } ),
			run( { images: [ lake ], sizeSlug: 'huge' } ),
		] ).toStrictEqual(
			[
				img( [ 600, 900, 1200 ], 1300, 7 ),
				img( [ 600, 900 ], 1024 ),
				img( [ 600, 900 ], 1024 ),
				img( [ 600, 900 ], 1024, 7 ),
				img( [ 600, 900, 1200 ], 1300 ),
				img( [ 300 ], 300 ),
				img( [ 600, 900, 1200 ], 1300, 7 ),
				img( [ 600, 900 ], 1024 ),
			].map( ( html ) => wrapper( DEFAULT_DATA, classes, html ) )
		);
	} );

	it( 'gives the sizes of each alignment: 680 centred or unknown, 1100 wide, the viewport full', () => {
		const centred = '(max-width: 680px) 100vw, 680px';
		const cases: Array< [ string, string, string ] > = [
			[ 'center', 'wp-block-tessera-slideshow aligncenter', centred ],
			[
				'wide',
				'wp-block-tessera-slideshow alignwide',
				'(max-width: 1100px) 100vw, 1100px',
			],
			[ 'full', 'wp-block-tessera-slideshow alignfull', '100vw' ],
			[ 'left', 'wp-block-tessera-slideshow', centred ],
			[ 'toString', 'wp-block-tessera-slideshow', centred ],
		];
		expect(
			cases.map( ( [ align ] ) =>
				run( { images: [ lake ], sizeSlug: 'full', align } )
			)
		).toStrictEqual(
			cases.map( ( [ , classes, sizes ] ) =>
				wrapper(
					DEFAULT_DATA,
					classes,
					lakeSlide( sizes, [ 600, 900, 1200 ], 1300 )
				)
			)
		);
	} );

	it( 'keeps an image it cannot resize at its own address, without srcset or sizes', () => {
		expect(
			run( {
				images: [
					{ url: '/wp-content/uploads/a&b.jpg', alt: 'Relative' },
					{ url: `${ UPLOADS }/no-size.jpg`, alt: '' },
				],
			} )
		).toBe(
			wrapper(
				DEFAULT_DATA,
				'wp-block-tessera-slideshow aligncenter',
				slide(
					'<img alt="Relative" class="wp-block-tessera-slideshow__image" src="/wp-content/uploads/a&amp;b.jpg"/>'
				) +
					slide(
						`<img alt="" class="wp-block-tessera-slideshow__image" src="${ UPLOADS }/no-size.jpg"/>`
					)
			)
		);
	} );

	it( 'escapes or drops hostile attributes', () => {
		expect(
			run( {
				align: 'wide',
				className: 'ok" onmouseover="x <b> also-ok',
				ids: [ '1" onload="x' ],
				images: [
					{ url: 'javascript:alert(1)', alt: 'script' },
					{ url: ' java\tscript:alert(1)', alt: 'script' },
					{ url: 'data:image/png;base64,AAAA', alt: 'data' },
					{
						url: 'blob:http://localhost:8888/1234',
						alt: 'uploading',
					},
					'not an image',
					null,
					{
						id: '5" data-x="',
						url: `${ UPLOADS }/a.jpg?x="><script>`,
						alt: '"><script>alert(1)</script>',
						width: '1300',
						caption: 42,
					},
				],
			} )
		).toBe(
			wrapper(
				DEFAULT_DATA,
				'wp-block-tessera-slideshow alignwide also-ok',
				slide(
					`<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" class="wp-block-tessera-slideshow__image" src="${ UPLOADS }/a.jpg?x=&quot;&gt;&lt;script&gt;"/>`
				)
			)
		);
	} );

	it( 'renders nothing without a slide to show', () => {
		expect( [
			run( { images: [] } ),
			run( { images: 'not a list' } ),
			run( { images: { 0: lake } } ),
			run( { images: [ { url: 'javascript:alert(1)', alt: '' } ] } ),
		] ).toStrictEqual( [ '', '', '', '' ] );
	} );

	it( 'shows at most 200 slides', () => {
		const many = Array.from( { length: 201 }, ( _, i ) => ( {
			url: `/wp-content/uploads/${ i }.jpg`,
			alt: '',
		} ) );
		const html = run( { images: many } );
		expect( html.match( /<li /g ) ).toHaveLength( 200 );
		expect( html ).toContain( 'uploads/199.jpg' );
		expect( html ).not.toContain( 'uploads/200.jpg' );
	} );
} );

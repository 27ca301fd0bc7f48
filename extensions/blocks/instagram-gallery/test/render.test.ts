import type { BlockRenderContext } from '../../../../shared/server-render/types';
import type { PhotoFeedGallery } from '../../../../shared/photo-feed/types';
import { render } from '../render';
import type { InstagramGalleryAttributes } from '../types';

const DEFAULTS: InstagramGalleryAttributes = {
	columns: 3,
	count: 9,
	spacing: 10,
	isStackedOnMobile: true,
};

const IMAGES = [
	{
		link: 'https://www.instagram.com/p/A1/',
		title: 'Harbour "at dusk" <b>',
		type: 'image' as const,
		url: 'https://scontent.cdninstagram.com/v/t51.29350-15/1_n.jpg',
	},
	{
		link: 'javascript:alert(1)',
		title: 'bad link',
		type: 'image' as const,
		url: 'https://scontent.cdninstagram.com/v/t51.29350-15/2_n.jpg',
	},
	{
		link: 'https://www.instagram.com/reel/A3/',
		title: '',
		type: 'video' as const,
		url: 'https://scontent.cdninstagram.com/v/t51.29350-15/3_thumb.jpg',
	},
];

function context(
	gallery: PhotoFeedGallery | undefined,
	extra: Partial< BlockRenderContext > = {}
): BlockRenderContext & { asked: unknown[] } {
	const asked: unknown[] = [];
	return {
		locale: 'en_US',
		asked,
		photoFeed: ( token, count ) => {
			asked.push( [ token, count ] );
			return gallery;
		},
		...extra,
	};
}

describe( 'render', () => {
	it( 'prints nothing without an account', () => {
		const ctx = context( { external_name: 'x', images: IMAGES } );
		expect( render( DEFAULTS, '', ctx ) ).toBe( '' );
		expect( ctx.asked ).toStrictEqual( [] );
	} );

	it( 'prints the grid of posts, escaped, without unsafe links', () => {
		const ctx = context( {
			external_name: 'alexrivera.studio',
			images: IMAGES,
		} );
		const html = render(
			{
				...DEFAULTS,
				accessToken: '12',
				columns: 4,
				spacing: 6,
				align: 'wide',
			} as InstagramGalleryAttributes,
			'',
			ctx
		);
		expect( ctx.asked ).toStrictEqual( [ [ '12', 9 ] ] );
		expect( html ).toBe(
			'<div class="wp-block-tessera-instagram-gallery alignwide">' +
				'<div class="wp-block-tessera-instagram-gallery__grid wp-block-tessera-instagram-gallery__grid-columns-4 is-stacked-on-mobile" style="grid-gap:6px;--tessera-instagram-gallery-spacing:6px">' +
				'<a class="wp-block-tessera-instagram-gallery__grid-post" href="https://www.instagram.com/p/A1/" rel="noopener noreferrer" target="_blank"><img alt="Harbour &quot;at dusk&quot; &lt;b&gt;" src="https://scontent.cdninstagram.com/v/t51.29350-15/1_n.jpg" loading="lazy"></a>' +
				'<a class="wp-block-tessera-instagram-gallery__grid-post" href="https://www.instagram.com/reel/A3/" rel="noopener noreferrer" target="_blank"><img alt="https://www.instagram.com/reel/A3/" src="https://scontent.cdninstagram.com/v/t51.29350-15/3_thumb.jpg" loading="lazy"></a>' +
				'</div></div>'
		);
	} );

	it( 'cuts the posts to the count, asking within the limits', () => {
		const ctx = context( { external_name: 'a', images: IMAGES } );
		const html = render(
			{ ...DEFAULTS, accessToken: '3', count: 1 },
			'',
			ctx
		);
		expect( html.match( /<a /g ) ).toHaveLength( 1 );
		render( { ...DEFAULTS, accessToken: '3', count: 99 }, '', ctx );
		expect( ctx.asked ).toStrictEqual( [
			[ '3', 1 ],
			[ '3', 30 ],
		] );
	} );

	it( 'prints nothing for an empty account', () => {
		expect(
			render(
				{ ...DEFAULTS, accessToken: '3' },
				'',
				context( { external_name: 'a', images: [] } )
			)
		).toBe( '' );
	} );

	it( 'tells only signed-in people when the feed cannot be read', () => {
		const attributes = { ...DEFAULTS, accessToken: '3' };
		for ( const gallery of [
			undefined,
			{ external_name: 'a', images: 'ERROR' as const },
		] ) {
			expect(
				render( attributes, '', context( gallery, { userId: 0 } ) )
			).toBe( '' );
			expect(
				render( attributes, '', context( gallery, { userId: 1 } ) )
			).toBe(
				'<div class="wp-block-tessera-instagram-gallery"><p class="wp-block-tessera-instagram-gallery__error">An error occurred in the Latest Instagram Posts block. Please try again later.</p></div>'
			);
		}
	} );
} );

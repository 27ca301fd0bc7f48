import type { RelatedPost } from '../../../../shared/related-posts/types';
import { relatedPostsHtml } from '../markup';
import { render } from '../render';

const post = (
	id: number,
	extra: Partial< RelatedPost > = {}
): RelatedPost => ( {
	id,
	url: `http://localhost/?p=${ id }`,
	title: `Post ${ id }`,
	img: { src: '', alt_text: '' },
	date: 'October 1, 2026',
	context: 'In "Brakes"',
	...extra,
} );

describe( 'relatedPostsHtml', () => {
	it( 'writes rows of linked titles with the date, in a labelled navigation landmark', () => {
		expect(
			relatedPostsHtml(
				[ post( 4 ), post( 5 ) ],
				{ displayDate: true, postsToShow: 3 },
				'Related posts',
				'rp'
			)
		).toBe(
			'<nav class="wp-block-tessera-related-posts is-grid" aria-label="Related posts">' +
				'<div class="wp-block-tessera-related-posts__row" data-post-count="2">' +
				'<article class="wp-block-tessera-related-posts__post" aria-labelledby="rp-0"><h3 class="wp-block-tessera-related-posts__title" id="rp-0"><a href="http://localhost/?p=4">Post 4</a></h3><div class="wp-block-tessera-related-posts__date">October 1, 2026</div></article>' +
				'<article class="wp-block-tessera-related-posts__post" aria-labelledby="rp-1"><h3 class="wp-block-tessera-related-posts__title" id="rp-1"><a href="http://localhost/?p=5">Post 5</a></h3><div class="wp-block-tessera-related-posts__date">October 1, 2026</div></article>' +
				'</div></nav>'
		);
	} );

	it( 'shows thumbnails and context when asked, in the list layout, and at most postsToShow posts', () => {
		const html = relatedPostsHtml(
			[
				post( 1, {
					img: { src: 'http://localhost/a.jpg', alt_text: 'A bike' },
				} ),
				post( 2 ),
				post( 3 ),
			],
			{
				displayThumbnails: true,
				displayContext: true,
				displayDate: false,
				postLayout: 'list',
				postsToShow: 2,
			},
			'Related posts',
			'rp'
		);
		expect( html ).toContain(
			'class="wp-block-tessera-related-posts is-list"'
		);
		expect( html ).toContain(
			'<img class="wp-block-tessera-related-posts__image" src="http://localhost/a.jpg" alt="A bike" loading="lazy">'
		);
		expect( html.match( /<article/g ) ).toHaveLength( 2 );
		expect( html.match( /__context">In "Brakes"<\/div>/g ) ).toHaveLength(
			2
		);
		expect( html ).not.toContain( '__date' );
	} );

	it( 'escapes titles and refuses script addresses', () => {
		const html = relatedPostsHtml(
			[
				post( 1, {
					title: '<img src=x onerror=alert(1)>',
					url: 'javascript:alert(1)',
					img: { src: 'javascript:alert(2)', alt_text: '"><script>' },
				} ),
			],
			{ displayThumbnails: true },
			'Related posts',
			'rp'
		);
		expect( html ).not.toMatch( /<img src=x|javascript:|<script>/ );
		expect( html ).toContain( '&lt;img src=x onerror=alert(1)>' );
		expect( html ).toContain( '<a href="">' );
	} );

	it( 'is empty without posts, and the render asks the site for the clamped count', () => {
		expect( relatedPostsHtml( [], {}, 'Related posts', 'rp' ) ).toBe( '' );
		const sizes: number[] = [];
		const html = render(
			{
				postLayout: 'grid',
				displayDate: true,
				displayThumbnails: false,
				displayContext: false,
				postsToShow: 9,
			},
			'',
			{
				locale: 'en_US',
				postId: 3,
				relatedPosts: ( size ) => {
					sizes.push( size );
					return [ post( 8 ) ];
				},
			}
		);
		expect( sizes ).toStrictEqual( [ 6 ] );
		expect( html ).toContain( 'id="related-posts-3-0"' );
		expect(
			render(
				{
					postLayout: 'grid',
					displayDate: true,
					displayThumbnails: false,
					displayContext: false,
					postsToShow: 3,
				},
				'',
				{ locale: 'en_US' }
			)
		).toBe( '' );
	} );
} );

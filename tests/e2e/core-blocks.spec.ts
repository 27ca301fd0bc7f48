/**
 * A post built from WordPress's core blocks: layout blocks holding uploaded images, and the
 * dynamic blocks the site server renders (lists of posts, archives, terms, a calendar, search,
 * pages, a query loop, comments, a feed). Each shows its content in the editor without an error,
 * the post saves and reopens valid, and a visitor sees every block, with nothing of the drafts,
 * private or protected posts.
 */
import type { Page } from '@playwright/test';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/core-blocks';

/** Posts, pages, terms and images for the blocks to show, created through the REST API. */
async function addSiteContent( page: Page ) {
	return page.evaluate( async () => {
		const api = ( path: string, data: unknown ) =>
			window.wp.apiFetch( { path, method: 'POST', data } );
		const image = async ( name: string, color: string ) => {
			const drawing = document.createElement( 'canvas' );
			drawing.width = 640;
			drawing.height = 400;
			const pen = drawing.getContext( '2d' ) as CanvasRenderingContext2D;
			pen.fillStyle = color;
			pen.fillRect( 0, 0, 640, 400 );
			pen.fillStyle = '#ffffff';
			pen.fillRect( 220, 120, 200, 160 );
			const blob = await new Promise< Blob >( ( resolve ) =>
				drawing.toBlob(
					( made ) => resolve( made as Blob ),
					'image/png'
				)
			);
			const form = new FormData();
			form.append( 'file', blob, `${ name }.png` );
			form.append( 'alt_text', `${ name } picture` );
			const media = await window.wp.apiFetch( {
				path: '/wp/v2/media',
				method: 'POST',
				body: form,
			} );
			return { id: media.id as number, url: media.source_url as string };
		};
		const almanac = await api( '/wp/v2/categories', { name: 'Almanac' } );
		const garden = await api( '/wp/v2/tags', { name: 'garden' } );
		const kitchen = await api( '/wp/v2/tags', { name: 'kitchen' } );
		const teal = await image( 'teal', '#1b7f79' );
		const plum = await image( 'plum', '#6b3a73' );
		const amber = await image( 'amber', '#c77d0a' );
		const post = ( title: string, extra: Record< string, unknown > ) =>
			api( '/wp/v2/posts', {
				title,
				status: 'publish',
				content: `<!-- wp:paragraph --><p>${ title }: notes from the season, with a few words to make an excerpt.</p><!-- /wp:paragraph -->`,
				...extra,
			} );
		await post( 'Spring planting', {
			date: '2024-03-12T09:00:00',
			categories: [ almanac.id ],
			tags: [ garden.id ],
			featured_media: teal.id,
		} );
		await post( 'Bread for beginners', {
			date: '2024-04-03T10:30:00',
			categories: [ almanac.id ],
			tags: [ kitchen.id, garden.id ],
			featured_media: amber.id,
		} );
		await post( 'Summer market', {
			date: '2024-04-20T08:15:00',
			categories: [ almanac.id ],
			tags: [ garden.id, kitchen.id ],
			featured_media: plum.id,
		} );
		await post( 'Members only', {
			date: '2024-04-21T08:15:00',
			categories: [ almanac.id ],
			password: 'sesame',
			content:
				'<!-- wp:paragraph --><p>SECRET protected body</p><!-- /wp:paragraph -->',
		} );
		await post( 'SECRET draft', {
			status: 'draft',
			date: '2024-04-22T08:00:00',
			categories: [ almanac.id ],
		} );
		await post( 'SECRET private', {
			status: 'private',
			date: '2024-04-23T08:00:00',
			categories: [ almanac.id ],
		} );
		const about = await api( '/wp/v2/pages', {
			title: 'About the garden',
			status: 'publish',
		} );
		await api( '/wp/v2/pages', {
			title: 'Volunteers',
			status: 'publish',
			parent: about.id,
		} );
		return { teal, plum, amber, almanac: almanac.id as number };
	} );
}

/** The layout blocks and the rest of the dynamic blocks, placed through the block editor store. */
async function insertCoreBlocks(
	page: Page,
	images: Awaited< ReturnType< typeof addSiteContent > >
) {
	await page.evaluate( ( { teal, plum, amber, almanac } ) => {
		const { createBlock } = window.wp.blocks;
		const paragraph = ( content: string ) =>
			createBlock( 'core/paragraph', { content } );
		const blocks = [
			createBlock( 'core/heading', { content: 'Layout blocks' } ),
			createBlock( 'core/columns', {}, [
				createBlock( 'core/column', {}, [
					paragraph( 'Left column text.' ),
				] ),
				createBlock( 'core/column', {}, [
					paragraph( 'Right column text.' ),
				] ),
			] ),
			createBlock(
				'core/group',
				{
					backgroundColor: 'light',
					style: {
						spacing: { padding: { top: '1em', bottom: '1em' } },
					},
				},
				[ paragraph( 'A group with a background.' ) ]
			),
			createBlock(
				'core/cover',
				{ url: teal.url, id: teal.id, dimRatio: 40 },
				[
					createBlock( 'core/paragraph', {
						content: 'Text on a cover',
						align: 'center',
					} ),
				]
			),
			createBlock(
				'core/media-text',
				{ mediaId: plum.id, mediaUrl: plum.url, mediaType: 'image' },
				[ paragraph( 'Media and text, side by side.' ) ]
			),
			createBlock( 'core/gallery', { linkTo: 'none' }, [
				createBlock( 'core/image', {
					id: teal.id,
					url: teal.url,
					alt: 'teal',
				} ),
				createBlock( 'core/image', {
					id: amber.id,
					url: amber.url,
					alt: 'amber',
				} ),
			] ),
			createBlock( 'core/buttons', {}, [
				createBlock( 'core/button', {
					text: 'Visit the market',
					url: '/',
				} ),
			] ),
			createBlock( 'core/heading', { content: 'Dynamic blocks' } ),
			createBlock( 'core/calendar', { month: 4, year: 2024 } ),
			createBlock( 'core/categories', { showPostCounts: true } ),
			createBlock( 'core/tag-cloud', { showTagCounts: true } ),
			createBlock( 'core/search', {
				label: 'Search the site',
				buttonText: 'Search',
				placeholder: 'Words to find',
			} ),
			createBlock( 'core/page-list' ),
			createBlock( 'core/latest-comments' ),
			createBlock( 'core/rss', { feedURL: 'https://example.org/feed/' } ),
			createBlock(
				'core/query',
				{
					query: {
						perPage: 2,
						pages: 0,
						offset: 0,
						postType: 'post',
						order: 'desc',
						orderBy: 'date',
						author: '',
						search: '',
						exclude: [],
						sticky: '',
						inherit: false,
						taxQuery: { include: { category: [ almanac ] } },
					},
				},
				[
					createBlock( 'core/post-template', {}, [
						createBlock( 'core/post-featured-image', {
							isLink: true,
						} ),
						createBlock( 'core/post-title', { isLink: true } ),
						// As the Query Loop's patterns place it: bound to the post's date.
						createBlock( 'core/post-date', {
							metadata: {
								bindings: {
									datetime: {
										source: 'core/post-data',
										args: { field: 'date' },
									},
								},
							},
						} ),
						createBlock( 'core/post-excerpt' ),
					] ),
					createBlock( 'core/query-pagination', {}, [
						createBlock( 'core/query-pagination-previous' ),
						createBlock( 'core/query-pagination-numbers' ),
						createBlock( 'core/query-pagination-next' ),
					] ),
					createBlock( 'core/query-no-results', {}, [
						paragraph( 'No posts yet.' ),
					] ),
				]
			),
		];
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( blocks );
	}, images );
}

/**
 * Searches the inserter for `search` and checks that the core block `title` is not offered.
 *
 * @param page         The editor page.
 * @param search       What is typed into the inserter's search box.
 * @param title        The core block that must not be offered.
 * @param shownInstead The block the search finds instead; without it, 'No results found'.
 */
async function expectNotOffered(
	page: Page,
	search: string,
	title: string,
	shownInstead?: string
) {
	const toggle = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /block inserter/i } );
	await toggle.click();
	const library = page.getByRole( 'region', { name: 'Block Library' } );
	await library.getByRole( 'searchbox', { name: /search/i } ).fill( search );
	// The search's own results: until they show, the library still lists every category, where a
	// block can stand twice (Embeds and Tessera).
	const results = library.getByRole( 'listbox', { name: 'Blocks' } );
	await expect(
		shownInstead
			? results.getByRole( 'option', { name: shownInstead } )
			: library.getByText( /No results found/i )
	).toBeVisible();
	await expect(
		results.getByRole( 'option', { name: title, exact: true } )
	).toHaveCount( 0 );
	await toggle.click();
}

test( 'a post of core blocks renders in the editor and for a visitor, without errors', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	const images = await addSiteContent( page );
	await setTitle( page, 'Core blocks on this site' );

	// Two of them as a person adds them, through the inserter.
	await insertBlockFromInserter( page, 'latest posts', 'Latest Posts' );
	await page.evaluate( ( almanac ) => {
		const [ latest ] = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks();
		window.wp.data
			.dispatch( 'core/block-editor' )
			.updateBlockAttributes( latest.clientId, {
				categories: [ { id: almanac } ],
				displayPostDate: true,
				displayFeaturedImage: true,
				displayPostContent: true,
				postsToShow: 3,
			} );
	}, images.almanac );
	await insertBlockFromInserter( page, 'archives', 'Archives' );
	// The Podcast Player takes an RSS feed, so it is what 'rss' finds.
	await expectNotOffered( page, 'rss', 'RSS', 'Podcast Player' );
	await insertCoreBlocks( page, images );

	const editor = canvas( page );
	await expect( editor.locator( '.wp-block-latest-posts li' ) ).toHaveCount(
		3
	);
	await expect( editor.locator( '.wp-block-archives-list' ) ).toContainText(
		'April 2024'
	);
	// The editor previews the calendar at the post's own month, as WordPress's editor does.
	await expect( editor.locator( '.wp-calendar-table caption' ) ).toHaveText(
		/^\w+ \d{4}$/
	);
	await expect( editor.locator( '.wp-block-tag-cloud' ) ).toContainText(
		'garden'
	);
	await expect( editor.getByText( 'No comments to show.' ) ).toBeVisible();
	await expect(
		editor.getByText(
			'An error has occurred, which probably means the feed is down.',
			{
				exact: false,
			}
		)
	).toBeVisible();
	// The loop's Date blocks show each post's date (bound to the post's data).
	await expect(
		editor.locator( '.wp-block-post-template li' ).first()
	).toContainText( 'April 21, 2024' );
	await expect( editor.locator( '.wp-block-categories' ) ).toContainText(
		'Almanac'
	);
	await expect( editor.locator( '.wp-block-page-list' ) ).toContainText(
		'About the garden'
	);
	await expect(
		editor.getByText( /Error loading block|Block rendered as empty/ )
	).toHaveCount( 0 );
	// (The editor shows the signed-in administrator what they may read, protected text included,
	// as WordPress's editor does; the visitor page below must not.)
	await page.screenshot( { path: `${ SHOTS }/editor.png`, fullPage: true } );
	for ( const [ selector, name ] of [
		[ '.wp-block-archives', 'editor-archives' ],
		[ '.wp-block-calendar', 'editor-calendar' ],
		[ '.wp-block-tag-cloud', 'editor-terms-search-pages' ],
	] ) {
		await editor.locator( selector ).first().scrollIntoViewIfNeeded();
		await page.screenshot( { path: `${ SHOTS }/${ name }.png` } );
	}
	await editor.locator( '.wp-block-query' ).scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/editor-query-loop.png` } );

	const postId = await publish( page );
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toStrictEqual( [] );
	await expect(
		canvas( page ).getByText(
			/Error loading block|Block rendered as empty/
		)
	).toHaveCount( 0 );

	const visitorContext = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
	} );
	const visitor = await visitorContext.newPage();
	const visitorErrors: string[] = [];
	visitor.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			visitorErrors.push( message.text() );
		}
	} );
	await visitor.goto( `${ new URL( page.url() ).origin }/?p=${ postId }` );
	const content = visitor.locator( '.entry-content' );
	await expect(
		content.locator( '.wp-block-columns .wp-block-column' )
	).toHaveCount( 2 );
	await expect( content.locator( '.wp-block-cover' ) ).toContainText(
		'Text on a cover'
	);
	await expect( content.locator( '.wp-block-media-text img' ) ).toBeVisible();
	await expect( content.locator( '.wp-block-gallery img' ) ).toHaveCount( 2 );
	await expect( content.locator( '.wp-block-button__link' ) ).toHaveText(
		'Visit the market'
	);
	await expect( content.locator( '.wp-block-latest-posts li' ) ).toHaveCount(
		3
	);
	await expect(
		content.locator( '.wp-block-latest-posts__featured-image img' ).first()
	).toBeVisible();
	await expect( content.locator( '.wp-block-archives-list' ) ).toContainText(
		'March 2024'
	);
	await expect( content.locator( '.wp-calendar-table caption' ) ).toHaveText(
		'April 2024'
	);
	await expect( content.locator( '.wp-calendar-table a' ) ).toHaveCount( 3 );
	await expect( content.locator( '.wp-block-categories' ) ).toContainText(
		'Almanac (4)'
	);
	// garden is on three posts, kitchen on two: the largest and the smallest size.
	await expect(
		content.locator( '.tag-cloud-link', { hasText: 'garden' } )
	).toHaveAttribute( 'style', 'font-size: 22pt;' );
	await expect(
		content.locator( '.tag-cloud-link', { hasText: 'kitchen' } )
	).toHaveAttribute( 'style', 'font-size: 8pt;' );
	await expect( content.locator( '.wp-block-page-list' ) ).toContainText(
		'Volunteers'
	);
	await expect( content.getByText( 'No comments to show.' ) ).toBeVisible();
	await expect(
		content.locator( '.wp-block-post-template > li' )
	).toHaveCount( 2 );
	await expect(
		content.locator( '.wp-block-post-featured-image img' ).first()
	).toBeVisible();
	await expect(
		content.locator( '.wp-block-query-pagination-next' )
	).toBeVisible();
	await expect( content ).toContainText( 'Members only' );
	await expect( content ).not.toContainText( 'SECRET' );
	await visitor.screenshot( {
		path: `${ SHOTS }/visitor.png`,
		fullPage: true,
	} );

	// The query loop's next page, and the search form, work as links and forms do.
	await content.locator( '.wp-block-query-pagination-next' ).click();
	await expect(
		visitor.locator( '.wp-block-query-pagination-numbers .current' )
	).toHaveText( '2' );
	await visitor
		.locator( 'form.wp-block-search input[type="search"]' )
		.fill( 'market' );
	await visitor.locator( 'form.wp-block-search button' ).click();
	await expect( visitor ).toHaveURL( /[?&]s=market/ );
	await expect(
		visitor.locator( '.entry-title', { hasText: 'Summer market' } )
	).toBeVisible();
	expect( visitorErrors ).toStrictEqual( [] );
	await visitorContext.close();
	expect( pageProblems ).toStrictEqual( [] );
} );

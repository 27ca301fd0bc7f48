import { entryContent, visitorHtml, siteWithContent } from './site-content';

const fixture = siteWithContent();

const LISTING_BLOCKS = [
	'<!-- wp:latest-posts {"postsToShow":20,"displayPostContent":true,"displayPostContentRadio":"excerpt"} /-->',
	'<!-- wp:latest-posts {"postsToShow":20,"displayPostContent":true,"displayPostContentRadio":"full_post"} /-->',
	'<!-- wp:latest-posts {"postsToShow":20,"order":"asc","orderBy":"title"} /-->',
	'<!-- wp:archives {"type":"daily","showPostCounts":true} /-->',
	'<!-- wp:archives {"type":"yearly","displayAsDropdown":true} /-->',
	'<!-- wp:categories {"showPostCounts":true,"showEmpty":true} /-->',
	'<!-- wp:tag-cloud {"showTagCounts":true} /-->',
	'<!-- wp:calendar {"month":4,"year":2024} /-->',
	'<!-- wp:page-list /-->',
	'<!-- wp:query {"queryId":1,"query":{"perPage":50,"postType":"post","inherit":false,"search":"SECRET"}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- wp:post-excerpt /--><!-- wp:post-terms {"term":"category"} /--><!-- /wp:post-template --><!-- /wp:query -->',
	'<!-- wp:query {"queryId":2,"query":{"perPage":50,"postType":"post","inherit":false}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- wp:post-excerpt /--><!-- wp:footnotes /--><!-- /wp:post-template --><!-- /wp:query -->',
];

describe( 'what core blocks list', () => {
	it( 'never shows a draft, pending, scheduled or private post, or a protected post’s text', async () => {
		const html = entryContent(
			await visitorHtml( fixture.site, LISTING_BLOCKS.join( '\n' ) )
		);
		expect( html ).toContain( 'April showers' );
		expect( html ).toContain( 'Protected: Locked story' );
		expect( html ).not.toMatch( /SECRET/ );
		// Protected posts: the sentences WordPress shows instead of their text.
		expect( html ).toContain( 'This content is password protected.' );
		expect( html ).toContain(
			'There is no excerpt because this is a protected post.'
		);
	} );

	it( 'shows the same to a signed-in administrator and in the editor’s preview', async () => {
		const id = (
			await fixture.site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Admin host',
				content: LISTING_BLOCKS.join( '\n' ),
				status: 'publish',
			} )
		).json().id;
		const page = entryContent(
			( await fixture.site.admin.get( `/?p=${ id }` ) ).body
		);
		expect( page ).toContain( 'April showers' );
		expect( page ).not.toMatch( /SECRET/ );
		for ( const [ name, query ] of [
			[
				'latest-posts',
				'attributes[postsToShow]=20&attributes[displayPostContent]=true',
			],
			[ 'archives', 'attributes[type]=weekly' ],
			[ 'calendar', 'attributes[month]=4&attributes[year]=2024' ],
			[
				'tag-cloud',
				'attributes[taxonomy]=category&attributes[showTagCounts]=true',
			],
		] ) {
			const response = await fixture.site.admin.get(
				`/wp-json/wp/v2/block-renderer/core/${ name }?context=edit&${ query }`
			);
			expect( response.statusCode ).toBe( 200 );
			expect( response.json().rendered ).not.toMatch( /SECRET/ );
		}
	} );

	it( 'counts only published posts in archives, categories and the calendar', async () => {
		const html = entryContent(
			await visitorHtml(
				fixture.site,
				[
					'<!-- wp:archives {"showPostCounts":true} /-->',
					'<!-- wp:categories {"showPostCounts":true} /-->',
					'<!-- wp:calendar {"month":4,"year":2024} /-->',
				].join( '\n' )
			)
		);
		// April 2024: the 10th, the 15th (protected) and the 22nd; not the 11th–13th.
		expect( html ).toContain( 'April 2024</a>&nbsp;(3)' );
		expect( html ).toContain( '>News</a> (3)' );
		expect( html ).toContain( 'href="http://localhost/2024/04/15/"' );
		for ( const hiddenDay of [ '11', '12', '13' ] ) {
			expect( html ).not.toContain( `/2024/04/${ hiddenDay }/` );
		}
	} );

	it( 'renders a synced pattern only when it is published, and never inside itself', async () => {
		const create = async ( body: Record< string, unknown > ) =>
			(
				await fixture.site.admin.post( '/wp-json/wp/v2/blocks', body )
			).json().id;
		const published = await create( {
			title: 'Greeting',
			content:
				'<!-- wp:paragraph --><p>PATTERN-TEXT</p><!-- /wp:paragraph -->',
			status: 'publish',
		} );
		const draft = await create( {
			title: 'Draft pattern',
			content:
				'<!-- wp:paragraph --><p>SECRET-PATTERN</p><!-- /wp:paragraph -->',
			status: 'draft',
		} );
		const looping = await create( {
			title: 'Loop',
			content:
				'<!-- wp:paragraph --><p>LOOP-TEXT</p><!-- /wp:paragraph -->',
			status: 'publish',
		} );
		await fixture.site.admin.post( `/wp-json/wp/v2/blocks/${ looping }`, {
			content: `<!-- wp:paragraph --><p>LOOP-TEXT</p><!-- /wp:paragraph --><!-- wp:block {"ref":${ looping }} /-->`,
		} );
		const html = entryContent(
			await visitorHtml(
				fixture.site,
				[ published, draft, looping, fixture.content.published.march ]
					.map( ( ref ) => `<!-- wp:block {"ref":${ ref }} /-->` )
					.join( '\n' )
			)
		);
		expect( html ).toContain( '<p>PATTERN-TEXT</p>' );
		expect( html ).not.toContain( 'SECRET-PATTERN' );
		expect( html.match( /LOOP-TEXT/g ) ).toHaveLength( 1 );
		// A post is not a pattern.
		expect( html ).not.toContain( 'Text of March visit' );
	} );

	it( 'does not print a protected post’s footnotes, nor its content through Latest Posts', async () => {
		const footnoted = (
			await fixture.site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Footnoted',
				status: 'publish',
				password: 'open',
				content: '<!-- wp:footnotes /-->',
				meta: {
					footnotes: JSON.stringify( [
						{ id: 'f1', content: 'SECRET-FOOTNOTE' },
					] ),
				},
			} )
		).json().id;
		const protectedPage = await fixture.site.anonymous.get(
			`/?p=${ footnoted }`
		);
		expect( protectedPage.body ).not.toContain( 'SECRET-FOOTNOTE' );
		const list = entryContent(
			await visitorHtml(
				fixture.site,
				'<!-- wp:latest-posts {"postsToShow":50,"displayPostContent":true,"displayPostContentRadio":"full_post"} /-->'
			)
		);
		expect( list ).not.toMatch( /SECRET/ );
	} );
} );

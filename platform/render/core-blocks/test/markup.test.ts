import {
	entryContent,
	pngOf,
	visitorHtml,
	siteWithContent,
} from './site-content';

const fixture = siteWithContent();

const O = 'http://localhost';

/** The rendered post content of the page holding only `block`, without the layout support's classes. */
async function render( block: string, query = '' ): Promise< string > {
	return entryContent(
		await visitorHtml( fixture.site, block, query )
	).replace(
		/ (?:is-layout-[a-z]+|wp-container-[\w-]+|wp-block-[\w-]+-is-layout-[a-z]+)(?=[ "])/g,
		''
	);
}

describe( 'Archives', () => {
	it( 'lists months with counts, newest first', async () => {
		expect(
			await render(
				'<!-- wp:archives {"showPostCounts":true,"className":"side"} /-->'
			)
		).toMatch(
			new RegExp(
				`^<ul class="wp-block-archives-list side wp-block-archives">\t<li><a href="${ O }/\\d{4}/\\d{2}/">\\w+ \\d{4}</a>&nbsp;\\(\\d+\\)</li>\n` +
					`(\t<li>.*\n)*` +
					`\t<li><a href="${ O }/2024/04/">April 2024</a>&nbsp;\\(3\\)</li>\n` +
					`\t<li><a href="${ O }/2024/03/">March 2024</a>&nbsp;\\(1\\)</li>\n</ul>$`
			)
		);
	} );

	it( 'lists years and days, and weeks starting on the site’s first day', async () => {
		const years = await render( '<!-- wp:archives {"type":"yearly"} /-->' );
		expect( years ).toContain(
			`\t<li><a href="${ O }/2024/">2024</a></li>\n`
		);
		const days = await render( '<!-- wp:archives {"type":"daily"} /-->' );
		expect( days ).toContain(
			`\t<li><a href="${ O }/2024/04/15/">April 15, 2024</a></li>\n\t<li><a href="${ O }/2024/04/10/">April 10, 2024</a></li>\n\t<li><a href="${ O }/2024/03/05/">March 5, 2024</a></li>\n</ul>`
		);
		const weeks = await render( '<!-- wp:archives {"type":"weekly"} /-->' );
		expect( weeks ).toContain(
			`\t<li><a href="${ O }/?m=2024&amp;w=15">April 8, 2024&#8211;April 14, 2024</a></li>\n\t<li><a href="${ O }/?m=2024&amp;w=10">March 4, 2024&#8211;March 10, 2024</a></li>\n</ul>`
		);
	} );

	it( 'offers a dropdown with a hidden label and a navigation script', async () => {
		const html = await render(
			'<!-- wp:archives {"displayAsDropdown":true,"showLabel":false,"showPostCounts":true} /-->'
		);
		expect( html ).toMatch(
			/^<div class="wp-block-archives-dropdown wp-block-archives"><label for="wp-block-archives-1" class="wp-block-archives__label screen-reader-text">Archives<\/label>\n\t\t<select id="wp-block-archives-1" name="archive-dropdown">\n\t\t<option value="">Select Month<\/option>/
		);
		expect( html ).toContain(
			`\t<option value="${ O }/2024/03/"> March 2024 &nbsp;(1)</option>\n</select><script>`
		);
		expect( html ).toContain( '["wp-block-archives-1",""]' );
	} );
} );

describe( 'Terms List (categories)', () => {
	it( 'nests sub-categories with counts', async () => {
		expect(
			await render(
				'<!-- wp:categories {"showHierarchy":true,"showPostCounts":true} /-->'
			)
		).toBe(
			'<ul class="wp-block-categories-list wp-block-categories-taxonomy-category wp-block-categories">' +
				`\t<li class="cat-item cat-item-${ fixture.content.news }"><a href="${ O }/category/news/">News</a> (3)\n` +
				`\t<ul class='children'>\n\t<li class="cat-item cat-item-${ fixture.content.local }"><a href="${ O }/category/local/">Local</a> (1)\n</li>\n\t</ul>\n</li>\n` +
				`\t<li class="cat-item cat-item-1"><a href="${ O }/category/uncategorized/">Uncategorized</a> (2)\n</li>\n</ul>`
		);
	} );

	it( 'shows top-level terms only, tags, and a dropdown of slugs', async () => {
		const top = await render(
			'<!-- wp:categories {"showOnlyTopLevel":true} /-->'
		);
		expect( top ).not.toContain( 'Local' );
		expect( top ).toContain( '>News</a>' );
		const tags = await render(
			'<!-- wp:categories {"taxonomy":"post_tag"} /-->'
		);
		expect( tags ).toContain(
			`wp-block-categories-taxonomy-post_tag wp-block-categories">\t<li class="cat-item cat-item-${ fixture.content.tagBlue }"><a href="${ O }/tag/blue/">blue</a>\n</li>\n`
		);
		const dropdown = await render(
			'<!-- wp:categories {"displayAsDropdown":true,"showHierarchy":true,"label":"<em>Topics</em>"} /-->'
		);
		expect( dropdown ).toContain(
			'<label class="wp-block-categories__label" for="wp-block-categories-1"><em>Topics</em></label><select name="category_name" id="wp-block-categories-1" class="postform">\n\t<option value=\'-1\'>Select Category</option>\n' +
				'\t<option class="level-0" value="news">News</option>\n\t<option class="level-1" value="local">&nbsp;&nbsp;&nbsp;Local</option>\n'
		);
		expect( dropdown ).toContain(
			`["wp-block-categories-1","${ O }/category/"]`
		);
	} );

	it( 'says when a taxonomy has no terms, and renders nothing for a private one', async () => {
		const none = await render(
			'<!-- wp:categories {"taxonomy":"post_tag","showOnlyTopLevel":true,"showEmpty":false} /-->'
		);
		expect( none ).toContain( 'blue' );
		expect(
			await render(
				'<!-- wp:categories {"taxonomy":"wp_pattern_category"} /-->'
			)
		).toBe( '' );
	} );
} );

describe( 'Tag Cloud', () => {
	it( 'sizes terms by count between the smallest and largest size, sorted by name', async () => {
		expect(
			await render(
				'<!-- wp:tag-cloud {"smallestFontSize":"10px","largestFontSize":"30px","showTagCounts":true} /-->'
			)
		).toBe(
			'<p class="wp-block-tag-cloud">' +
				`<a href="${ O }/tag/blue/" class="tag-cloud-link tag-link-${ fixture.content.tagBlue } tag-link-position-1" style="font-size: 10px;" aria-label="blue (1 item)">blue<span class="tag-link-count"> (1)</span></a>\n` +
				`<a href="${ O }/tag/green/" class="tag-cloud-link tag-link-${ fixture.content.tagGreen } tag-link-position-2" style="font-size: 30px;" aria-label="green (2 items)">green</a>`.replace(
					'green</a>',
					'green<span class="tag-link-count"> (2)</span></a>'
				) +
				'</p>'
		);
	} );

	it( 'keeps the most used terms when asked for fewer, and prints nothing for none', async () => {
		const one = await render( '<!-- wp:tag-cloud {"numberOfTags":1} /-->' );
		expect( one ).toContain( '>green</a>' );
		expect( one ).not.toContain( '>blue</a>' );
		expect( one ).toContain( 'style="font-size: 8pt;"' );
		expect(
			await render(
				'<!-- wp:tag-cloud {"taxonomy":"wp_pattern_category"} /-->'
			)
		).toBe( '' );
	} );
} );

describe( 'Calendar', () => {
	it( 'draws the month with Monday first, linking days with posts and the nearest months', async () => {
		const html = await render(
			'<!-- wp:calendar {"month":4,"year":2024} /-->'
		);
		expect( html ).toContain(
			'<div class="wp-block-calendar"><table id="wp-calendar" class="wp-calendar-table">\n\t<caption>April 2024</caption>\n\t<thead>\n\t<tr>\n\t\t<th scope="col" title="Monday">M</th>'
		);
		expect( html ).toContain(
			'\t<tr><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6</td><td>7</td>\n\t</tr>'
		);
		expect( html ).toContain(
			`<td><a href="${ O }/2024/04/10/" aria-label="Posts published on April 10, 2024">10</a></td><td>11</td>`
		);
		expect( html ).toContain(
			'<td>29</td><td>30</td>\n\t\t<td class="pad" colspan="5">&nbsp;</td>\n\t</tr>\n\t</tbody>\n\t</table>'
		);
		expect( html ).toContain(
			`<nav aria-label="Previous and next months" class="wp-calendar-nav">\n\t\t<span class="wp-calendar-nav-prev"><a href="${ O }/2024/03/">&laquo; Mar</a></span>\n\t\t<span class="pad">&nbsp;</span>\n\t\t<span class="wp-calendar-nav-next"><a href="${ O }/2024/05/">May &raquo;</a></span>\n\t</nav></div>`
		);
	} );

	it( 'starts on Sunday when the site says so, and colours the table', async () => {
		await fixture.site.admin.post( '/wp-json/wp/v2/settings', {
			start_of_week: 0,
		} );
		const html = await render(
			'<!-- wp:calendar {"month":3,"year":2024,"backgroundColor":"pale-pink","style":{"color":{"text":"#123456"}}} /-->'
		);
		await fixture.site.admin.post( '/wp-json/wp/v2/settings', {
			start_of_week: 1,
		} );
		expect( html ).toContain(
			'<table style="color:#123456;" id="wp-calendar" class="wp-calendar-table has-text-color has-background has-pale-pink-background-color">'
		);
		expect( html ).toContain( '<th scope="col" title="Sunday">S</th>' );
		// 1 March 2024 was a Friday.
		expect( html ).toContain(
			'<td colspan="5" class="pad">&nbsp;</td><td>1</td>'
		);
		expect( html ).toContain(
			'<span class="wp-calendar-nav-prev">&nbsp;</span>'
		);
	} );
} );

describe( 'Latest Posts', () => {
	it( 'lists the newest posts of a category with date, author and excerpt', async () => {
		expect(
			await render(
				`<!-- wp:latest-posts {"categories":[{"id":${ fixture.content.news }}],"postsToShow":2,"displayPostDate":true,"displayAuthor":true,"displayPostContent":true,"excerptLength":3,"layout":{"type":"grid","columnCount":2}} /-->`
			)
		).toBe(
			'<ul class="wp-block-latest-posts__list is-grid columns-2 has-dates has-author wp-block-latest-posts">' +
				`<li><a class="wp-block-latest-posts__post-title" href="${ O }/2024/04/late-april/">Late April</a><div class="wp-block-latest-posts__post-author">by admin</div><time datetime="2024-04-22T17:45:00+00:00" class="wp-block-latest-posts__post-date">April 22, 2024</time>` +
				`<div class="wp-block-latest-posts__post-excerpt">Text of Late… <a class="wp-block-latest-posts__read-more" href="${ O }/2024/04/late-april/" rel="noopener">Read more<span class="screen-reader-text">: Late April</span></a></div></li>\n` +
				`<li><a class="wp-block-latest-posts__post-title" href="${ O }/2024/04/locked-story/">Protected: Locked story</a><div class="wp-block-latest-posts__post-author">by admin</div><time datetime="2024-04-15T12:00:00+00:00" class="wp-block-latest-posts__post-date">April 15, 2024</time>` +
				'<div class="wp-block-latest-posts__post-excerpt">This content is password protected.</div></li>\n</ul>'
		);
	} );

	it( 'orders by title, filters by author and shows full content', async () => {
		const html = await render(
			'<!-- wp:latest-posts {"order":"asc","orderBy":"title","postsToShow":1,"selectedAuthor":1,"displayPostContent":true,"displayPostContentRadio":"full_post"} /-->'
		);
		expect( html ).toContain( '>April showers</a>' );
		expect( html ).toContain(
			'<div class="wp-block-latest-posts__post-full-content"><p>Text of April showers for everyone.</p></div>'
		);
		expect(
			await render( '<!-- wp:latest-posts {"selectedAuthor":999} /-->' )
		).toBe(
			'<ul class="wp-block-latest-posts__list wp-block-latest-posts"></ul>'
		);
	} );

	it( 'draws featured images at the size asked for, from the original file', async () => {
		const upload = await fixture.site.admin.request(
			'POST',
			'/wp-json/wp/v2/media',
			{
				headers: {
					'content-type': 'image/png',
					'content-disposition': 'attachment; filename="wide.png"',
				},
				payload: pngOf( 640, 400 ),
			}
		);
		expect( upload.statusCode ).toBe( 201 );
		await fixture.site.admin.post(
			`/wp-json/wp/v2/posts/${ fixture.content.published.aprilLate }`,
			{
				featured_media: upload.json().id,
			}
		);
		const shown = async ( extra: string ) =>
			/<img [^>]*>/.exec(
				await render(
					`<!-- wp:latest-posts {"postsToShow":1,"categories":[{"id":${ fixture.content.news }}],"displayFeaturedImage":true${ extra }} /-->`
				)
			)?.[ 0 ];
		expect( await shown( '' ) ).toMatch(
			/^<img width="150" height="150" src="[^"]+\/wide\.png" class="attachment-thumbnail size-thumbnail wp-post-image" alt="" decoding="async" loading="lazy" style="width:150px;height:150px;object-fit:cover;" \/>$/
		);
		expect(
			await shown(
				',"featuredImageSizeSlug":"medium","featuredImageSizeWidth":200,"featuredImageAlign":"left","addLinkToFeaturedImage":true'
			)
		).toMatch(
			/width="300" height="188" .*style="max-width:300px;max-width:200px;" \/>$/
		);
		expect( await shown( ',"featuredImageSizeSlug":"full"' ) ).toMatch(
			/^<img width="640" height="400" [^>]*loading="lazy" \/>$/
		);
	} );

	it( 'accepts the single category ID old posts saved', async () => {
		const html = await render(
			`<!-- wp:latest-posts {"categories":"${ fixture.content.local }"} /-->`
		);
		expect( html ).toContain( '>April showers</a>' );
		expect( html ).not.toContain( '>Late April</a>' );
	} );
} );

describe( 'Search', () => {
	it( 'sends the visitor to /?s= with the label, field and button', async () => {
		expect(
			await render(
				'<!-- wp:search {"label":"Find","placeholder":"Words…","buttonText":"Go","width":75,"widthUnit":"%"} /-->'
			)
		).toBe(
			`<form role="search" method="get" action="${ O }/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search">` +
				'<label class="wp-block-search__label" for="wp-block-search__input-1">Find</label>' +
				'<div class="wp-block-search__inside-wrapper" style="width: 75%;">' +
				'<input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="Words…" value="" type="search" name="s" required/>' +
				'<button aria-label="Go" class="wp-block-search__button wp-element-button" type="submit">Go</button></div></form>'
		);
	} );

	it( 'keeps the visitor’s words, hides the label, and puts colours on the button', async () => {
		const html = await render(
			'<!-- wp:search {"showLabel":false,"buttonPosition":"button-inside","buttonUseIcon":true,"backgroundColor":"black","tagName":"search"} /-->',
			'&s=%22hello%22'
		);
		expect( html ).toContain(
			'<search class="wp-block-search__button-inside wp-block-search__icon-button wp-block-search"><form method="get" action'
		);
		expect( html ).toContain(
			'class="wp-block-search__label screen-reader-text"'
		);
		expect( html ).toContain( 'value="&quot;hello&quot;"' );
		expect( html ).toContain(
			'class="wp-block-search__button has-background has-black-background-color has-icon wp-element-button"'
		);
		expect( html ).toContain( '<svg class="search-icon"' );
	} );
} );

describe( 'Page List', () => {
	it( 'nests published pages under their parents and marks the current one', async () => {
		const html = await render( '<!-- wp:page-list /-->' );
		expect( html ).toBe(
			'<ul class="wp-block-page-list"><li class="wp-block-pages-list__item has-child">' +
				`<a class="wp-block-pages-list__item__link" href="${ O }/about-us/">About us</a><ul class="wp-block-navigation__submenu-container">` +
				`<li class="wp-block-pages-list__item"><a class="wp-block-pages-list__item__link" href="${ O }/our-team/">Our team</a></li></ul></li></ul>`
		);
		await fixture.site.admin.post(
			`/wp-json/wp/v2/pages/${ fixture.content.pages.team }`,
			{
				content: '<!-- wp:page-list /-->',
			}
		);
		const team = entryContent(
			(
				await fixture.site.anonymous.get(
					`/?page_id=${ fixture.content.pages.team }`
				)
			).body
		);
		expect( team ).toContain(
			'<li class="wp-block-pages-list__item current-menu-ancestor has-child">'
		);
		expect( team ).toContain(
			`<li class="wp-block-pages-list__item current-menu-item"><a class="wp-block-pages-list__item__link" href="${ O }/our-team/" aria-current="page">Our team</a></li>`
		);
		expect(
			await render(
				`<!-- wp:page-list {"parentPageID":${ fixture.content.pages.about }} /-->`
			)
		).toBe(
			`<ul class="wp-block-page-list"><li class="wp-block-pages-list__item"><a class="wp-block-pages-list__item__link" href="${ O }/our-team/">Our team</a></li></ul>`
		);
	} );
} );

describe( 'Latest Comments and RSS', () => {
	it( 'says there are no comments to show', async () => {
		expect(
			await render(
				'<!-- wp:latest-comments {"displayAvatar":false} /-->'
			)
		).toBe(
			'<div class="has-dates has-excerpts no-comments wp-block-latest-comments">No comments to show.</div>'
		);
	} );

	it( 'shows WordPress’s feed error, since no feed can be fetched', async () => {
		expect(
			await render(
				'<!-- wp:rss {"feedURL":"https://example.org/feed/"} /-->'
			)
		).toBe(
			'<div class="components-placeholder"><div class="notice notice-error">An error has occurred, which probably means the feed is down. Try again later.</div></div>'
		);
		expect(
			await render( `<!-- wp:rss {"feedURL":"${ O }/"} /-->` )
		).toContain(
			'Adding an RSS feed to this site’s homepage is not supported'
		);
		expect( await render( '<!-- wp:rss /-->' ) ).toBe( '' );
	} );
} );

describe( 'Query Loop', () => {
	const loop = ( query: string, template: string, more = '' ) =>
		`<!-- wp:query {"queryId":7,"query":${ query }} --><div class="wp-block-query"><!-- wp:post-template -->${ template }<!-- /wp:post-template -->${ more }</div><!-- /wp:query -->`;

	it( 'renders its template once per post of the page, with pagination', async () => {
		const html = await render(
			loop(
				'{"perPage":1,"offset":1,"postType":"post","order":"desc","orderBy":"date","inherit":false,"taxQuery":{"include":{"category":[' +
					fixture.content.news +
					']}}}',
				'<!-- wp:post-title {"isLink":true,"level":3} /--><!-- wp:post-date {"format":"Y-m-d"} /-->',
				'<!-- wp:query-pagination {"paginationArrow":"arrow"} --><!-- wp:query-pagination-previous /--><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next {"label":"More"} /--><!-- /wp:query-pagination -->'
			),
			'&query-7-page=2'
		);
		// News, newest first: Late April, Locked story, March visit; one per page after one skipped.
		expect( html ).toContain(
			`<li class="wp-block-post post-${ fixture.content.published.march } post type-post status-publish format-standard hentry category-news tag-green"><h3 class="wp-block-post-title"><a href="${ O }/2024/03/march-visit/" target="_self">March visit</a></h3><div class="wp-block-post-date"><time datetime="2024-03-05T10:00:00+00:00">2024-03-05</time></div></li>`
		);
		expect( html ).not.toContain( 'Late April' );
		expect( html ).toContain(
			`<a href="${ O }/?p=` // the previous page, addressed by the post's ID
		);
		expect( html ).toMatch(
			/<a href="[^"]*\?p=\d+" class="wp-block-query-pagination-previous"><span class='wp-block-query-pagination-previous-arrow is-arrow-arrow' aria-hidden='true'>←<\/span>Previous Page<\/a>/
		);
		expect( html ).toContain(
			'<span aria-current="page" class="page-numbers current">2</span>'
		);
		// Two pages: 3 posts in News, 1 skipped, 1 per page.
		expect( html ).not.toContain( 'wp-block-query-pagination-next' );
	} );

	it( 'shows No Results only when nothing matches, and filters by search and author', async () => {
		const empty = await render(
			loop(
				'{"perPage":5,"postType":"post","inherit":false,"author":"999"}',
				'<!-- wp:post-title /-->',
				'<!-- wp:query-no-results --><!-- wp:paragraph --><p>Nothing found.</p><!-- /wp:paragraph --><!-- /wp:query-no-results -->'
			)
		);
		expect( empty ).toBe(
			'<div class="wp-block-query"><div class="wp-block-query-no-results"><p>Nothing found.</p></div></div>'
		);
		const found = await render(
			loop(
				'{"perPage":5,"postType":"post","inherit":false,"search":"showers","author":"1"}',
				'<!-- wp:post-title /-->',
				'<!-- wp:query-no-results --><!-- wp:paragraph --><p>Nothing found.</p><!-- /wp:paragraph --><!-- /wp:query-no-results -->'
			)
		);
		expect( found ).toContain(
			'<h2 class="wp-block-post-title">April showers</h2>'
		);
		expect( found ).not.toContain( 'Nothing found.' );
	} );

	it( 'lists pages, excludes tags, and shows only sticky posts when asked', async () => {
		const pages = await render(
			loop(
				'{"perPage":5,"postType":"page","inherit":false,"orderBy":"title","order":"asc"}',
				'<!-- wp:post-title /-->'
			)
		);
		expect( pages ).toContain( 'About us</h2>' );
		expect( pages ).toContain(
			'post-' +
				fixture.content.pages.team +
				' page type-page status-publish hentry'
		);
		const noGreen = await render(
			loop(
				`{"perPage":10,"postType":"post","inherit":false,"taxQuery":{"exclude":{"post_tag":[${ fixture.content.tagGreen }]}}}`,
				'<!-- wp:post-title /-->'
			)
		);
		expect( noGreen ).toContain( 'Late April' );
		expect( noGreen ).not.toContain( 'March visit' );
		await fixture.site.admin.post(
			`/wp-json/wp/v2/posts/${ fixture.content.published.march }`,
			{ sticky: true }
		);
		const sticky = await render(
			loop(
				'{"perPage":10,"postType":"post","inherit":false,"sticky":"only"}',
				'<!-- wp:post-title /-->'
			)
		);
		expect( sticky.match( /wp-block-post-title/g ) ).toHaveLength( 1 );
		expect( sticky ).toContain( 'March visit' );
	} );

	it( 'inherits the page’s own query: on a single post, the post itself', async () => {
		const html = await render(
			loop(
				'{"inherit":true}',
				'<!-- wp:post-title /--><!-- wp:read-more /-->'
			)
		);
		expect( html ).toContain(
			'<h2 class="wp-block-post-title">Block host</h2>'
		);
		expect( html ).toMatch(
			/<a class="wp-block-read-more" href="[^"]+\/2024\/05\/block-host\/" target="_self">Read more<span class="screen-reader-text">: Block host<\/span><\/a>/
		);
	} );

	it( 'prints the featured image, excerpt with a more link, terms and author', async () => {
		const upload = await fixture.site.admin.request(
			'POST',
			'/wp-json/wp/v2/media',
			{
				headers: {
					'content-type': 'image/png',
					'content-disposition': 'attachment; filename="pic.png"',
				},
				payload: Buffer.from(
					'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwyBNAMAO8gH+ZYtBHsAAAAASUVORK5CYII=',
					'base64'
				),
			}
		);
		expect( upload.statusCode ).toBe( 201 );
		await fixture.site.admin.post(
			`/wp-json/wp/v2/posts/${ fixture.content.published.aprilEarly }`,
			{
				featured_media: upload.json().id,
			}
		);
		const html = await render(
			loop(
				`{"perPage":1,"postType":"post","inherit":false,"taxQuery":{"category":[${ fixture.content.local }]}}`,
				'<!-- wp:post-featured-image {"isLink":true,"aspectRatio":"4/3"} /--><!-- wp:post-excerpt {"moreText":"Continue","showMoreOnNewLine":false} /--><!-- wp:post-terms {"term":"post_tag","prefix":"Tags: "} /--><!-- wp:post-author-name {"isLink":true} /-->'
			)
		);
		expect( html ).toMatch(
			new RegExp(
				`<figure class="wp-block-post-featured-image"><a href="${ O }/2024/04/april-showers/" target="_self"><img width="2" height="1" src="${ O }/wp-content/uploads/\\d{4}/\\d{2}/pic\\.png" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt="April showers" decoding="async" loading="lazy" style="aspect-ratio:4/3;width:100%;object-fit:cover;" /></a></figure>`
			)
		);
		expect( html ).toContain(
			`<div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">A written excerpt &amp; more <a class="wp-block-post-excerpt__more-link" href="${ O }/2024/04/april-showers/">Continue</a></p></div>`
		);
		expect( html ).toContain(
			`<div class="taxonomy-post_tag wp-block-post-terms"><span class="wp-block-post-terms__prefix">Tags: </span><a href="${ O }/tag/blue/" rel="tag">blue</a><span class="wp-block-post-terms__separator">, </span><a href="${ O }/tag/green/" rel="tag">green</a></div>`
		);
		expect( html ).toContain(
			`<div class="wp-block-post-author-name"><a href="${ O }/author/admin/" target="_self" class="wp-block-post-author-name__link">admin</a></div>`
		);
	} );
} );

describe( 'Site, sign-in and footnote blocks', () => {
	it( 'prints the site title and tagline, escaped', async () => {
		await fixture.site.admin.post( '/wp-json/wp/v2/settings', {
			title: 'Cats & <Dogs>',
			description: 'A tagline',
		} );
		expect( await render( '<!-- wp:site-title {"level":0} /-->' ) ).toBe(
			`<p class="wp-block-site-title"><a href="${ O }/" target="_self" rel="home">Cats &amp; &lt;Dogs></a></p>`
		);
		expect(
			await render(
				'<!-- wp:site-tagline {"level":3,"isLink":false} /-->'
			)
		).toBe( '<h3 class="wp-block-site-tagline">A tagline</h3>' );
		expect(
			await render( '<!-- wp:site-title {"isLink":false} /-->' )
		).toBe( '<h1 class="wp-block-site-title">Cats &amp; &lt;Dogs></h1>' );
	} );

	it( 'offers visitors to sign in, returning to the page', async () => {
		const link = await render( '<!-- wp:loginout /-->' );
		expect( link ).toMatch(
			new RegExp(
				`^<div class="logged-out wp-block-loginout"><a href="${ O }/wp-login.php\\?redirect_to=%2F%3Fp%3D\\d+">Log in</a></div>$`
			)
		);
		const form = await render(
			'<!-- wp:loginout {"displayLoginAsForm":true} /-->'
		);
		expect( form ).toContain(
			'class="logged-out has-login-form wp-block-loginout"'
		);
		expect( form ).toContain(
			'<input type="password" name="pwd" id="user_pass"'
		);
	} );

	it( 'lists the post’s footnotes with links back to their marks', async () => {
		const id = (
			await fixture.site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Noted',
				status: 'publish',
				content: '<!-- wp:footnotes /-->',
				meta: {
					footnotes: JSON.stringify( [
						{ id: 'a1', content: 'First <strong>note</strong>' },
						{ id: 'b2', content: 'Second' },
					] ),
				},
			} )
		).json().id;
		const html = entryContent(
			( await fixture.site.anonymous.get( `/?p=${ id }` ) ).body
		);
		expect( html ).toContain(
			'<ol class="wp-block-footnotes"><li id="a1">First <strong>note</strong> <a href="#a1-link" aria-label="Jump to footnote reference 1">↩︎</a></li><li id="b2">Second <a href="#b2-link" aria-label="Jump to footnote reference 2">↩︎</a></li></ol>'
		);
	} );
} );

/**
 * The more tag on visitor pages, as WordPress shows it: on the post's own page it becomes the
 * `more-<id>` anchor the archives' links point at; a generated excerpt is made of the teaser only
 * (and of the first page of a paged post).
 */
import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( () => site.close() );

const paragraph = ( text: string ) =>
	`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;

async function publish( title: string, content: string ) {
	return (
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title,
			content,
			status: 'publish',
		} )
	).json() as { id: number; link: string };
}

it( 'marks the more tag with an anchor on the post page, and keeps the rest out of the excerpt', async () => {
	const post = await publish(
		'Teaser',
		[
			paragraph( 'Before the fold.' ),
			'<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->',
			paragraph( 'After the fold.' ),
		].join( '\n\n' )
	);
	const page = ( await site.anonymous.get( new URL( post.link ).pathname ) )
		.body;
	expect( [
		page.includes( `<span id="more-${ post.id }"></span>` ),
		page.includes( '<!--more-->' ),
		page.includes( 'After the fold.' ),
	] ).toStrictEqual( [ true, false, true ] );
	const home = ( await site.anonymous.get( '/' ) ).body;
	const article = home.slice( home.indexOf( `post-${ post.id }` ) );
	const body = article.slice( 0, article.indexOf( '</article>' ) );
	expect( [
		body.includes( 'Before the fold.' ),
		body.includes( 'After the fold.' ),
	] ).toStrictEqual( [ true, false ] );
} );

it( 'makes the excerpt of a paged post from its first page', async () => {
	const post = await publish(
		'Paged',
		[
			paragraph( 'First page words.' ),
			'<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->',
			paragraph( 'Second page words.' ),
		].join( '\n\n' )
	);
	const home = ( await site.anonymous.get( '/' ) ).body;
	const article = home.slice( home.indexOf( `post-${ post.id }` ) );
	const body = article.slice( 0, article.indexOf( '</article>' ) );
	expect( [
		body.includes( 'First page words.' ),
		body.includes( 'Second page words.' ),
	] ).toStrictEqual( [ true, false ] );
} );

it( 'shows a paged post one page at a time, with links to its pages; a page past the last is not found', async () => {
	const post = await publish(
		'Three pages',
		[
			paragraph( 'Page one text.' ),
			'<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->',
			paragraph( 'Page two text.' ),
			'<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->',
			paragraph( 'Page three text.' ),
		].join( '\n\n' )
	);
	const path = new URL( post.link ).pathname;
	const shown = async ( url: string ) => {
		const response = await site.anonymous.get( url );
		const body = response.body;
		return [
			response.statusCode,
			// As paragraphs of the content (the page's description quotes the first page).
			[ 'one', 'two', 'three' ].filter( ( n ) =>
				body.includes( `<p>Page ${ n } text.</p>` )
			),
			/<p class="post-nav-links">(.*?)<\/p>/.exec( body )?.[ 1 ],
		];
	};
	const links = ( current: number ) =>
		'Pages: ' +
		[ 1, 2, 3 ]
			.map( ( n ) => {
				if ( n === current ) {
					return `<span class="post-page-numbers current" aria-current="page">${ n }</span>`;
				}
				const href = n === 1 ? post.link : `${ post.link }${ n }/`;
				return `<a href="${ href }" class="post-page-numbers">${ n }</a>`;
			} )
			.join( ' ' );
	expect( await shown( path ) ).toStrictEqual( [
		200,
		[ 'one' ],
		links( 1 ),
	] );
	expect( await shown( `${ path }2/` ) ).toStrictEqual( [
		200,
		[ 'two' ],
		links( 2 ),
	] );
	expect(
		( await shown( `/?p=${ post.id }&page=3` ) ).slice( 0, 2 )
	).toStrictEqual( [ 200, [ 'three' ] ] );
	expect( ( await shown( `${ path }4/` ) )[ 0 ] ).toBe( 404 );
} );

/** The article of a post in a list page, from its opening tag to its end. */
function articleIn( page: string, id: number ): string {
	const start = page.indexOf( `<article id="post-${ id }"` );
	return start < 0
		? ''
		: page.slice( start, page.indexOf( '</article>', start ) );
}

it( 'shows a post with a more tag in lists as its teaser and a "Continue reading" link to the rest', async () => {
	const post = await publish(
		'Fold "here"',
		[
			paragraph( 'Teaser <strong>words</strong>.' ),
			'<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->',
			paragraph( 'The rest.' ),
		].join( '\n\n' )
	);
	const link = `<div class="more-link-container"><a href="${ post.link }#more-${ post.id }" class="more-link">Continue reading<span class="screen-reader-text"> “Fold &#8220;here&#8221;”</span></a></div>`;
	const teaser = `<div class="entry-summary"><p>Teaser <strong>words</strong>.</p>\n${ link }\n</div>`;
	const home = articleIn( ( await site.anonymous.get( '/' ) ).body, post.id );
	expect( home ).toContain( teaser );
	expect( home ).not.toContain( 'The rest.' );
	// Every list of posts but the search results: archives of the category, the author, the month.
	const month = post.link.split( '/' ).slice( 3, 5 ).join( '/' );
	for ( const path of [
		'/category/uncategorized/',
		'/author/admin/',
		`/${ month }/`,
	] ) {
		expect(
			articleIn( ( await site.anonymous.get( path ) ).body, post.id )
		).toContain( teaser );
	}
	// Search results show an excerpt, made of the teaser's words, without the link.
	const found = articleIn(
		( await site.anonymous.get( '/?s=Teaser' ) ).body,
		post.id
	);
	expect( [
		found.includes( '<div class="entry-summary"><p>Teaser words' ),
		found.includes( 'more-link' ),
		found.includes( 'The rest.' ),
	] ).toStrictEqual( [ true, false, false ] );
	// The link leads to the anchor on the post's page.
	expect(
		( await site.anonymous.get( new URL( post.link ).pathname ) ).body
	).toContain( `<span id="more-${ post.id }"></span>` );
} );

it( 'uses the link text written in the more tag, as text, and leaves posts without a tag as excerpts', async () => {
	const own = await publish(
		'Own text',
		[
			paragraph( 'Short start.' ),
			'<!-- wp:more {"customText":"Read the <b>rest</b> & more"} -->\n<!--more Read the <b>rest</b> & more-->\n<!-- /wp:more -->',
			paragraph( 'Long end.' ),
		].join( '\n\n' )
	);
	const plain = await publish( 'No fold', paragraph( 'All of it here.' ) );
	const home = ( await site.anonymous.get( '/' ) ).body;
	expect( articleIn( home, own.id ) ).toContain(
		`<a href="${ own.link }#more-${ own.id }" class="more-link">Read the rest &amp; more</a>`
	);
	expect( articleIn( home, plain.id ) ).toContain(
		'<div class="entry-summary"><p>All of it here.</p>\n</div>'
	);
	expect( articleIn( home, plain.id ) ).not.toContain( 'more-link' );
} );

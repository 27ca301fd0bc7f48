import { JSDOM } from 'jsdom';
import { wpautop } from '../../platform/content/formatting/wpautop';
import { createSite, type Client, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

let visitorAddress = 10;

/**
 * Posts the comment form as a browser would (form-encoded), from its own address so that the
 * 15-second flood check of one visitor does not meet another test's comment.
 */
function postForm(
	fields: Record< string, string | number >,
	client?: Client
) {
	return site.app.inject( {
		method: 'POST',
		url: '/wp-comments-post.php',
		remoteAddress: `198.51.100.${ visitorAddress++ }`,
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			...( client?.cookie ? { cookie: client.cookie } : {} ),
		},
		payload: new URLSearchParams(
			Object.entries( fields ).map( ( [ k, v ] ) => [ k, String( v ) ] )
		).toString(),
	} );
}

async function createPost( fields: Record< string, unknown > = {} ) {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title: 'Tell us "what" you think',
		status: 'publish',
		...fields,
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json() as { id: number; link: string };
}

/** The page at a full address of the site, parsed. */
async function visit( url: string, client: Client = site.anonymous ) {
	const response = await client.get( url.replace( 'http://localhost', '' ) );
	expect( response.statusCode ).toBe( 200 );
	return new JSDOM( response.body ).window.document;
}

/** Every element carrying an event handler attribute, and every script element, under `root`. */
function scriptedElements( root: Element | Document ): string[] {
	return [ ...root.querySelectorAll( '*' ) ]
		.filter(
			( element ) =>
				element.tagName === 'SCRIPT' ||
				[ ...element.attributes ].some( ( a ) =>
					a.name.toLowerCase().startsWith( 'on' )
				)
		)
		.map( ( element ) => element.outerHTML );
}

const approve = ( id: number ) =>
	site.admin.post( `/wp-json/wp/v2/comments/${ id }`, {
		status: 'approved',
	} );

const HOSTILE_TEXT =
	'Nice post! <script>alert(1)</script><img src=x onerror=alert(2)> <b onclick="alert(3)">bold</b> & "quoted"\n\n<a href="javascript:alert(4)">link</a>';

describe( '/wp-comments-post.php', () => {
	it( 'stores a visitor’s comment held, sends them back to it, and shows it (escaped) only to them', async () => {
		const post = await createPost();
		const response = await postForm( {
			comment_post_ID: post.id,
			comment_parent: 0,
			author: '<i>Eve</i> & co',
			email: 'eve@example.test',
			url: 'javascript:alert(5)',
			comment: HOSTILE_TEXT,
		} );
		expect( response.statusCode ).toBe( 302 );
		const id = site.count( 'SELECT MAX(comment_ID) AS n FROM comments' );
		const location = String( response.headers.location );
		expect( location ).toMatch(
			new RegExp(
				`^${ post.link.replace( /[.?]/g, '\\$&' ) }\\?unapproved=${ id }&moderation-hash=[0-9a-f]{32}#comment-${ id }$`
			)
		);
		const stored = site.db
			.prepare(
				'SELECT comment_author, comment_author_url, comment_approved, comment_content FROM comments WHERE comment_ID = ?'
			)
			.get( id );
		expect( stored ).toStrictEqual( {
			comment_author: 'Eve & co',
			comment_author_url: '',
			comment_approved: '0',
			comment_content:
				'Nice post! alert(1) <b>bold</b> &amp; "quoted"\n\n<a href="alert(4)" rel="nofollow ugc">link</a>',
		} );

		const others = await visit( post.link );
		expect( others.getElementById( `comment-${ id }` ) ).toBeNull();
		const forged = await visit(
			location.replace(
				/moderation-hash=[0-9a-f]+/,
				'moderation-hash=0000'
			)
		);
		expect( forged.getElementById( `comment-${ id }` ) ).toBeNull();

		const own = await visit( location );
		const comment = own.getElementById( `comment-${ id }` )!;
		expect( comment.querySelector( '.fn' )!.textContent ).toBe(
			'Eve & co'
		);
		expect(
			comment.querySelector( '.comment-awaiting-moderation' )!.textContent
		).toBe(
			'Your comment is awaiting moderation. This is a preview; your comment will be visible after it has been approved.'
		);
		expect(
			comment.querySelector( '.comment-content' )!.innerHTML.trim()
		).toBe(
			'<p>Nice post! alert(1) <b>bold</b> &amp; “quoted”</p>\n<p><a href="alert(4)" rel="nofollow ugc">link</a></p>'
		);
		expect(
			scriptedElements( own.getElementById( 'comments' )! )
		).toStrictEqual( [] );
	} );

	it( 'threads an approved reply under its comment and answers ?replytocom with the reply form', async () => {
		const post = await createPost( { title: 'Threads' } );
		await postForm( {
			comment_post_ID: post.id,
			author: 'Ann',
			email: 'ann@example.test',
			comment: 'Top level',
		} );
		const parent = site.count(
			'SELECT MAX(comment_ID) AS n FROM comments'
		);
		await approve( parent );
		await postForm( {
			comment_post_ID: post.id,
			comment_parent: parent,
			author: 'Bob',
			email: 'bob@example.test',
			url: 'example.org/bob',
			comment: 'A reply',
		} );
		const reply = site.count( 'SELECT MAX(comment_ID) AS n FROM comments' );
		await approve( reply );

		const page = await visit( post.link );
		expect( page.querySelector( '.comments-title' )!.textContent ).toBe(
			'2 responses to “Tell us "what" you think”'.replace(
				'Tell us "what" you think',
				'Threads'
			)
		);
		const top = page.querySelector( 'ol.comment-list > li' )!;
		expect( top.id ).toBe( `comment-${ parent }` );
		expect( top.className ).toBe(
			'comment even thread-even depth-1 parent'
		);
		const nested = top.querySelector( 'ol.children > li' )!;
		expect( nested.id ).toBe( `comment-${ reply }` );
		expect( nested.className ).toBe( 'comment odd alt depth-2' );
		const author = nested.querySelector( '.fn a' )!;
		expect( author.getAttribute( 'href' ) ).toBe(
			'http://example.org/bob'
		);
		expect( author.getAttribute( 'rel' ) ).toBe( 'ugc external nofollow' );

		const replyLink = top
			.querySelector( ':scope > article .comment-reply-link' )!
			.getAttribute( 'href' )!;
		expect( replyLink ).toBe(
			`${ post.link }?replytocom=${ parent }#respond`
		);
		const form = await visit( replyLink );
		expect( form.getElementById( 'reply-title' )!.textContent ).toBe(
			'Leave a Reply to Ann Cancel reply'
		);
		expect(
			( form.getElementById( 'comment_parent' ) as HTMLInputElement )
				.value
		).toBe( String( parent ) );
	} );

	const ANN = { author: 'Ann', email: 'ann@example.test' };

	it.each( [
		[
			'a missing name and address',
			{},
			{ author: '', email: '', comment: 'Who am I?' },
			200,
			'<strong>Error:</strong> Please fill the required fields.',
		],
		[
			'an empty comment',
			{},
			{ ...ANN, comment: '   ' },
			200,
			'<strong>Error:</strong> Please type your comment text.',
		],
		[
			'a malformed address',
			{},
			{ ...ANN, email: 'not-an-address', comment: 'Hello' },
			200,
			'<strong>Error:</strong> Please enter a valid email address.',
		],
		[
			'closed comments',
			{ comment_status: 'closed' },
			{ ...ANN, comment: 'Hello' },
			403,
			'Sorry, comments are closed for this item.',
		],
	] )(
		'answers %s with WordPress’s failure page and status',
		async ( _case, postFields, form, status, message ) => {
			const post = await createPost( postFields );
			const response = await postForm( {
				comment_post_ID: post.id,
				...form,
			} );
			expect( response.statusCode ).toBe( status );
			expect( response.body ).toContain(
				'<title>Comment Submission Failure</title>'
			);
			expect( response.body ).toContain(
				`<div class="wp-die-message"><p>${ message }</p></div>`
			);
		}
	);

	it( 'answers a comment on a draft with an empty page, a duplicate with 409, and GET with 405', async () => {
		const draft = await createPost( { status: 'draft' } );
		const silent = await postForm( {
			comment_post_ID: draft.id,
			...ANN,
			comment: 'Hello',
		} );
		expect( {
			status: silent.statusCode,
			body: silent.body,
		} ).toStrictEqual( {
			status: 200,
			body: '',
		} );
		const post = await createPost( { title: 'Errors' } );
		const fields = {
			comment_post_ID: post.id,
			author: 'Dee',
			email: 'dee@example.test',
			comment: 'Said once',
		};
		expect( ( await postForm( fields ) ).statusCode ).toBe( 302 );
		const duplicate = await postForm( fields );
		expect( duplicate.statusCode ).toBe( 409 );
		expect( duplicate.body ).toContain(
			'<p>Duplicate comment detected; it looks as though you&#8217;ve already said that!</p>'
		);
		const get = await site.anonymous.get( '/wp-comments-post.php' );
		expect( get.statusCode ).toBe( 405 );
		expect( get.headers.allow ).toBe( 'POST' );
	} );

	it( 'follows redirect_to on this site only', async () => {
		const post = await createPost( { title: 'Redirects' } );
		const local = await postForm( {
			comment_post_ID: post.id,
			...ANN,
			email: 'local@example.test',
			comment: 'Back to the front page',
			redirect_to: '/?from=comment',
		} );
		const id = site.count( 'SELECT MAX(comment_ID) AS n FROM comments' );
		expect( local.headers.location ).toMatch(
			new RegExp(
				`^/\\?from=comment&unapproved=${ id }&moderation-hash=[0-9a-f]{32}#comment-${ id }$`
			)
		);
		const away = await postForm( {
			comment_post_ID: post.id,
			...ANN,
			email: 'away@example.test',
			comment: 'Off to another site',
			redirect_to: 'https://elsewhere.example/',
		} );
		expect( String( away.headers.location ) ).toMatch(
			new RegExp(
				`^${ post.link.replace( /[.?]/g, '\\$&' ) }\\?unapproved=`
			)
		);
	} );

	it( 'filters an administrator’s form comment unless the form’s unfiltered-HTML nonce came with it', async () => {
		const post = await createPost( { title: 'Admin markup' } );
		const page = await site.admin.get(
			post.link.replace( 'http://localhost', '' )
		);
		const nonce = new JSDOM( page.body ).window.document.getElementById(
			'_wp_unfiltered_html_comment_disabled'
		) as HTMLInputElement;
		expect( nonce.value ).toMatch( /^[0-9a-f]{10}$/ );
		const markup = '<p class="callout">Kept <span>markup</span></p>';

		const withoutNonce = await postForm(
			{ comment_post_ID: post.id, comment: markup },
			site.admin
		);
		// The administrator's comment is approved at once: no held-comment link.
		expect( withoutNonce.headers.location ).toMatch( /\/#comment-\d+$/ );
		const forged = site.count(
			'SELECT MAX(comment_ID) AS n FROM comments'
		);
		const content = ( id: number ) =>
			(
				site.db
					.prepare(
						'SELECT comment_content FROM comments WHERE comment_ID = ?'
					)
					.get( id ) as { comment_content: string }
			 ).comment_content;
		expect( content( forged ) ).toBe( 'Kept markup' );

		await postForm(
			{
				comment_post_ID: post.id,
				comment: `${ markup } again`,
				_wp_unfiltered_html_comment: nonce.value,
			},
			site.admin
		);
		const kept = site.count( 'SELECT MAX(comment_ID) AS n FROM comments' );
		expect( content( kept ) ).toBe( `${ markup } again` );
	} );
} );

describe( 'the Latest Comments block', () => {
	it( 'lists approved comments on published posts, newest first, and leaves held ones out', async () => {
		const post = await createPost( { title: 'Listed' } );
		await postForm( {
			comment_post_ID: post.id,
			author: 'Old <b>Reader</b>',
			email: 'old@example.test',
			comment: 'An older remark',
		} );
		const older = site.count( 'SELECT MAX(comment_ID) AS n FROM comments' );
		await approve( older );
		await postForm( {
			comment_post_ID: post.id,
			author: 'Held Reader',
			email: 'held@example.test',
			comment: 'Still waiting',
		} );
		const newer = (
			await site.admin.post( '/wp-json/wp/v2/comments', {
				post: post.id,
				content: 'The newest word',
			} )
		).json().id;
		const page = await createPost( {
			title: 'Latest',
			content:
				'<!-- wp:latest-comments {"commentsToShow":2,"displayAvatar":false,"displayDate":false} /-->',
		} );
		const list = ( await visit( page.link ) ).querySelector(
			'ol.wp-block-latest-comments'
		)!;
		const items = [ ...list.querySelectorAll( 'li' ) ].map( ( item ) => ( {
			author: item.querySelector(
				'.wp-block-latest-comments__comment-author'
			)!.textContent,
			link: item
				.querySelector( '.wp-block-latest-comments__comment-link' )!
				.getAttribute( 'href' ),
			excerpt: item
				.querySelector( '.wp-block-latest-comments__comment-excerpt' )!
				.textContent!.trim(),
		} ) );
		expect( items ).toStrictEqual( [
			{
				author: 'admin',
				link: `${ post.link }#comment-${ newer }`,
				excerpt: 'The newest word',
			},
			{
				author: 'Old Reader',
				link: `${ post.link }#comment-${ older }`,
				excerpt: 'An older remark',
			},
		] );
	} );
} );

describe( 'markup that formatting could turn into attributes', () => {
	const PAYLOAD =
		'<blockquote cite="a\nb"><code>x" onfocus=alert(document.domain) autofocus tabindex=0</code></blockquote>';

	it( 'keeps wpautop’s paragraph out of a blockquote’s quoted attribute', () => {
		expect( wpautop( PAYLOAD ) ).toBe(
			'<blockquote cite="a\nb"><p><code>x" onfocus=alert(document.domain) autofocus tabindex=0</code></p></blockquote>\n'
		);
	} );

	it( 'never gives a visitor’s comment an event handler, in the thread or in a full Latest Comments block', async () => {
		const post = await createPost( { title: 'Quotes' } );
		await postForm( {
			comment_post_ID: post.id,
			author: 'Mallory',
			email: 'mallory@example.test',
			comment: PAYLOAD,
		} );
		await approve(
			site.count( 'SELECT MAX(comment_ID) AS n FROM comments' )
		);
		const latest = await createPost( {
			title: 'Latest comments',
			content:
				'<!-- wp:latest-comments {"displayContent":"full","displayAvatar":false} /-->',
		} );
		for ( const link of [ post.link, latest.link ] ) {
			const page = await visit( link );
			expect( page.body.innerHTML ).toContain( 'autofocus tabindex=0' );
			expect( scriptedElements( page.body ) ).toStrictEqual( [] );
		}
	} );
} );

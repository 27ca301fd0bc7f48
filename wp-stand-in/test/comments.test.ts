import { updateOption } from '../../platform/store/options';
import { createSite, expectError, type Client, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const COMMENTS = '/wp-json/wp/v2/comments';

async function createPost(
	fields: Record< string, unknown > = {},
	as: Client = site.admin
) {
	const response = await as.post( '/wp-json/wp/v2/posts', {
		title: 'Commented post',
		status: 'publish',
		...fields,
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json() as { id: number; link: string };
}

/** Moves every stored comment an hour back, so that the next one is not a flood. */
function ageComments() {
	site.db
		.prepare(
			"UPDATE comments SET comment_date_gmt = datetime( comment_date_gmt, '-1 hour' ), comment_date = datetime( comment_date, '-1 hour' )"
		)
		.run();
}

const storedComments = () => site.count( 'SELECT COUNT(*) AS n FROM comments' );

describe( 'creating comments', () => {
	it( 'stores an administrator’s comment approved and answers it in edit context', async () => {
		const post = await createPost();
		const response = await site.admin.post( COMMENTS, {
			post: post.id,
			content: 'First "comment"\n\nSecond paragraph',
		} );
		expect( response.statusCode ).toBe( 201 );
		const body = response.json();
		expect( response.headers.location ).toBe(
			`http://localhost/wp-json/wp/v2/comments/${ body.id }`
		);
		expect( Object.keys( body ) ).toStrictEqual( [
			'id',
			'post',
			'parent',
			'author',
			'author_name',
			'author_email',
			'author_url',
			'author_ip',
			'author_user_agent',
			'date',
			'date_gmt',
			'content',
			'link',
			'status',
			'type',
			'author_avatar_urls',
			'meta',
			'_links',
		] );
		expect( body ).toMatchObject( {
			post: post.id,
			parent: 0,
			author: site.admin.userId,
			author_name: 'admin',
			author_email: 'admin@localhost.test',
			author_url: '',
			author_ip: '127.0.0.1',
			author_user_agent: 'lightMyRequest',
			content: {
				raw: 'First "comment"\n\nSecond paragraph',
				rendered:
					'<p>First &#8220;comment&#8221;</p>\n<p>Second paragraph</p>\n',
			},
			link: `${ post.link }#comment-${ body.id }`,
			status: 'approved',
			type: 'comment',
			meta: [],
		} );
		expect( body.author_avatar_urls ).toStrictEqual( {
			24: `http://localhost/wp-content/avatars/${ site.admin.userId }.svg?s=24`,
			48: `http://localhost/wp-content/avatars/${ site.admin.userId }.svg?s=48`,
			96: `http://localhost/wp-content/avatars/${ site.admin.userId }.svg?s=96`,
		} );
		expect( body._links ).toStrictEqual( {
			self: [ { href: `http://localhost${ COMMENTS }/${ body.id }` } ],
			collection: [ { href: `http://localhost${ COMMENTS }` } ],
			author: [
				{
					embeddable: true,
					href: `http://localhost/wp-json/wp/v2/users/${ site.admin.userId }`,
				},
			],
			up: [
				{
					embeddable: true,
					post_type: 'post',
					href: `http://localhost/wp-json/wp/v2/posts/${ post.id }`,
				},
			],
		} );
	} );

	it( 'holds an author’s first comment on someone else’s post and approves one on their own', async () => {
		const author = await site.as( 'author', 'comment-author' );
		const own = await createPost( {}, author );
		const other = await createPost();
		const onOther = await author.post( COMMENTS, {
			post: other.id,
			content: 'On the admin’s post',
		} );
		expect( onOther.statusCode ).toBe( 201 );
		expect( onOther.json().status ).toBe( 'hold' );
		// Not a moderator: the answer is in view context.
		expect( onOther.json() ).not.toHaveProperty( 'author_email' );
		ageComments();
		const onOwn = await author.post( COMMENTS, {
			post: own.id,
			content: 'On my own post',
		} );
		expect( onOwn.json().status ).toBe( 'approved' );
	} );

	it( 'holds a subscriber’s first comment, then approves the next once one was approved', async () => {
		const subscriber = await site.as( 'subscriber', 'commenter' );
		const post = await createPost();
		const first = await subscriber.post( COMMENTS, {
			post: post.id,
			content: 'My first comment',
		} );
		expect( first.json().status ).toBe( 'hold' );
		const approve = await site.admin.post(
			`${ COMMENTS }/${ first.json().id }`,
			{ status: 'approved' }
		);
		expect( approve.json().status ).toBe( 'approved' );
		ageComments();
		const second = await subscriber.post( COMMENTS, {
			post: post.id,
			content: 'My second comment',
		} );
		expect( second.json().status ).toBe( 'approved' );
	} );

	it( 'refuses visitors who are not signed in and stores nothing', async () => {
		const post = await createPost();
		const before = storedComments();
		const body = expectError(
			await site.anonymous.post( COMMENTS, {
				post: post.id,
				content: 'Anonymous',
				author_name: 'Eve',
				author_email: 'eve@example.test',
			} ),
			401,
			'rest_comment_login_required'
		);
		expect( body.message ).toBe(
			'Sorry, you must be logged in to comment.'
		);
		expect( storedComments() ).toBe( before );
	} );

	it( 'refuses closed comments, drafts, trashed posts and missing posts', async () => {
		const editor = await site.as( 'editor', 'closed-editor' );
		const closed = await createPost( { comment_status: 'closed' } );
		const closedBody = expectError(
			await editor.post( COMMENTS, {
				post: closed.id,
				content: 'Closed?',
			} ),
			403,
			'rest_comment_closed'
		);
		expect( closedBody.message ).toBe(
			'Sorry, comments are closed for this item.'
		);
		const draft = await createPost( { status: 'draft' } );
		expectError(
			await editor.post( COMMENTS, {
				post: draft.id,
				content: 'Draft?',
			} ),
			403,
			'rest_comment_draft_post'
		);
		const missing = expectError(
			await editor.post( COMMENTS, { post: 99999, content: 'Nowhere' } ),
			403,
			'rest_comment_invalid_post_id'
		);
		expect( missing.message ).toBe(
			'Sorry, you are not allowed to create this comment without a post.'
		);
		expectError(
			await editor.post( COMMENTS, { content: 'No post' } ),
			403,
			'rest_comment_invalid_post_id'
		);
		const open = await createPost();
		expectError(
			await editor.post( COMMENTS, { post: open.id, content: '   ' } ),
			400,
			'rest_comment_content_invalid'
		);
	} );

	it( 'answers a duplicate with 409 and a second comment too soon with comment_flood', async () => {
		const contributor = await site.as( 'contributor', 'repeater' );
		const post = await createPost();
		const first = await contributor.post( COMMENTS, {
			post: post.id,
			content: 'Same words',
		} );
		expect( first.statusCode ).toBe( 201 );
		ageComments();
		const again = expectError(
			await contributor.post( COMMENTS, {
				post: post.id,
				content: 'Same words',
			} ),
			409,
			'comment_duplicate'
		);
		expect( again.message ).toBe(
			'Duplicate comment detected; it looks as though you&#8217;ve already said that!'
		);
		const other = await contributor.post( COMMENTS, {
			post: post.id,
			content: 'Different words',
		} );
		expect( other.statusCode ).toBe( 201 );
		const flood = expectError(
			await contributor.post( COMMENTS, {
				post: post.id,
				content: 'Yet more words',
			} ),
			400,
			'comment_flood'
		);
		expect( flood.message ).toBe(
			'You are posting comments too quickly. Slow down.'
		);
	} );

	it( 'lets only moderators set the author, the status and the IP address', async () => {
		const subscriber = await site.as( 'subscriber', 'pretender' );
		const post = await createPost();
		const status = expectError(
			await subscriber.post( COMMENTS, {
				post: post.id,
				content: 'Approve me',
				status: 'approved',
			} ),
			403,
			'rest_comment_invalid_status'
		);
		expect( status.message ).toBe(
			"Sorry, you are not allowed to edit 'status' for comments."
		);
		expectError(
			await subscriber.post( COMMENTS, {
				post: post.id,
				content: 'As the admin',
				author: site.admin.userId,
			} ),
			403,
			'rest_comment_invalid_author'
		);
		expectError(
			await subscriber.post( COMMENTS, {
				post: post.id,
				content: 'From elsewhere',
				author_ip: '203.0.113.9',
			} ),
			403,
			'rest_comment_invalid_author_ip'
		);
		const held = await site.admin.post( COMMENTS, {
			post: post.id,
			content: 'Held by the admin',
			status: 'hold',
			author_ip: '203.0.113.9',
		} );
		expect( held.json() ).toMatchObject( {
			status: 'hold',
			author_ip: '203.0.113.9',
		} );
	} );
} );

describe( 'what each reader sees', () => {
	let post: { id: number };
	let approvedId: number;
	let heldId: number;
	let spamId: number;
	let subscriber: Client;

	beforeAll( async () => {
		post = await createPost( { title: 'Visibility' } );
		approvedId = (
			await site.admin.post( COMMENTS, {
				post: post.id,
				content: 'Approved',
			} )
		).json().id;
		subscriber = await site.as( 'subscriber', 'held-writer' );
		ageComments();
		heldId = (
			await subscriber.post( COMMENTS, {
				post: post.id,
				content: 'Held',
			} )
		).json().id;
		spamId = (
			await site.admin.post( COMMENTS, {
				post: post.id,
				content: 'Buy now',
				status: 'spam',
			} )
		).json().id;
	} );

	it( 'lists only approved comments to visitors', async () => {
		const response = await site.anonymous.get(
			`${ COMMENTS }?post=${ post.id }`
		);
		expect( response.statusCode ).toBe( 200 );
		expect(
			response.json().map( ( c: { id: number } ) => c.id )
		).toStrictEqual( [ approvedId ] );
		expect( response.headers[ 'x-wp-total' ] ).toBe( '1' );
	} );

	it( 'hides held and spam comments from visitors and other users, shows them to their writer and moderators', async () => {
		expectError(
			await site.anonymous.get( `${ COMMENTS }/${ heldId }` ),
			401,
			'rest_cannot_read'
		);
		expectError(
			await site.anonymous.get( `${ COMMENTS }/${ spamId }` ),
			401,
			'rest_cannot_read'
		);
		const other = await site.as( 'subscriber', 'onlooker' );
		expectError(
			await other.get( `${ COMMENTS }/${ heldId }` ),
			403,
			'rest_cannot_read'
		);
		const own = await subscriber.get( `${ COMMENTS }/${ heldId }` );
		expect( own.json() ).toMatchObject( { id: heldId, status: 'hold' } );
		const editor = await site.as( 'editor', 'moderating-editor' );
		const held = await editor.get(
			`${ COMMENTS }?post=${ post.id }&status=hold`
		);
		expect(
			held.json().map( ( c: { id: number } ) => c.id )
		).toStrictEqual( [ heldId ] );
		const spam = await editor.get(
			`${ COMMENTS }?post=${ post.id }&status=spam&context=edit`
		);
		expect( spam.json() ).toHaveLength( 1 );
		expect( spam.json()[ 0 ] ).toMatchObject( {
			id: spamId,
			status: 'spam',
		} );
	} );

	it( 'refuses the status and author filters to users who cannot edit posts', async () => {
		const body = expectError(
			await subscriber.get( `${ COMMENTS }?status=hold&author=1` ),
			403,
			'rest_forbidden_param'
		);
		expect( body.message ).toBe(
			'Query parameter not permitted: author, status'
		);
		expectError(
			await site.anonymous.get( `${ COMMENTS }?status=spam` ),
			401,
			'rest_forbidden_param'
		);
	} );

	it( 'shows the e-mail address, IP address, browser and raw text only in edit context, to moderators', async () => {
		const view = (
			await site.anonymous.get( `${ COMMENTS }/${ approvedId }` )
		).json();
		for ( const field of [
			'author_email',
			'author_ip',
			'author_user_agent',
		] ) {
			expect( view ).not.toHaveProperty( field );
		}
		expect( Object.keys( view.content ) ).toStrictEqual( [ 'rendered' ] );
		expectError(
			await site.anonymous.get(
				`${ COMMENTS }/${ approvedId }?context=edit`
			),
			401,
			'rest_forbidden_context'
		);
		expectError(
			await subscriber.get( `${ COMMENTS }?context=edit` ),
			403,
			'rest_forbidden_context'
		);
		const edit = (
			await site.admin.get( `${ COMMENTS }/${ approvedId }?context=edit` )
		).json();
		expect( edit ).toMatchObject( {
			author_email: 'admin@localhost.test',
			author_ip: '127.0.0.1',
			content: { raw: 'Approved' },
		} );
	} );

	it( 'does not search e-mail or IP addresses for readers who do not moderate', async () => {
		const byEmail = await site.anonymous.get(
			`${ COMMENTS }?post=${ post.id }&search=localhost.test`
		);
		expect( byEmail.json() ).toStrictEqual( [] );
		const moderator = await site.admin.get(
			`${ COMMENTS }?post=${ post.id }&search=localhost.test`
		);
		expect(
			moderator.json().map( ( c: { id: number } ) => c.id )
		).toStrictEqual( [ approvedId ] );
	} );

	it( 'answers 404 for a comment that does not exist', async () => {
		const body = expectError(
			await site.anonymous.get( `${ COMMENTS }/999999` ),
			404,
			'rest_comment_invalid_id'
		);
		expect( body.message ).toBe( 'Invalid comment ID.' );
	} );
} );

describe( 'kses on comment text', () => {
	it( 'keeps only the comment tags for writers without unfiltered_html and marks links nofollow ugc', async () => {
		const author = await site.as( 'author', 'kses-author' );
		const post = await createPost( {}, author );
		const response = await author.post( COMMENTS, {
			post: post.id,
			content:
				'<script>alert(1)</script><strong onclick="x()">hi</strong> <a href="javascript:alert(1)">x</a> <a href="https://example.org/" title="t" onmouseover="y()">ok</a><img src=x onerror=alert(1)> <blockquote cite="https://example.org/q" style="color:red">q</blockquote><p class="c">para</p>',
		} );
		expect( response.statusCode ).toBe( 201 );
		const id = response.json().id;
		const raw = (
			await site.admin.get( `${ COMMENTS }/${ id }?context=edit` )
		).json().content.raw;
		expect( raw ).toBe(
			'alert(1)<strong>hi</strong> <a href="alert(1)" rel="nofollow ugc">x</a> <a href="https://example.org/" title="t" rel="nofollow ugc">ok</a> <blockquote cite="https://example.org/q">q</blockquote>para'
		);
	} );

	it( 'keeps an administrator’s markup, and filters an edit of a visitor’s comment even by an administrator', async () => {
		const post = await createPost();
		const response = await site.admin.post( COMMENTS, {
			post: post.id,
			content: '<p class="note">Admin <em>markup</em></p>',
			author_name: 'A visitor',
			author_email: 'visitor@example.test',
		} );
		const id = response.json().id;
		expect( response.json() ).toMatchObject( {
			author: 0,
			author_name: 'A visitor',
			content: { raw: '<p class="note">Admin <em>markup</em></p>' },
		} );
		const edited = await site.admin.post( `${ COMMENTS }/${ id }`, {
			content:
				'<p class="note">Edited <em>markup</em><img src=x onerror=alert(1)></p>',
		} );
		expect( edited.statusCode ).toBe( 200 );
		expect( edited.json().content.raw ).toBe( 'Edited <em>markup</em>' );
	} );
} );

describe( 'editing and deleting', () => {
	it( 'lets moderators and the post’s author edit, refuses the comment’s writer', async () => {
		const author = await site.as( 'author', 'post-owner' );
		const post = await createPost( {}, author );
		const subscriber = await site.as( 'subscriber', 'edit-writer' );
		const id = (
			await subscriber.post( COMMENTS, {
				post: post.id,
				content: 'Original',
			} )
		).json().id;
		const refused = expectError(
			await subscriber.post( `${ COMMENTS }/${ id }`, {
				content: 'Changed by me',
			} ),
			403,
			'rest_cannot_edit'
		);
		expect( refused.message ).toBe(
			'Sorry, you are not allowed to edit this comment.'
		);
		const byOwner = await author.post( `${ COMMENTS }/${ id }`, {
			status: 'approved',
		} );
		expect( byOwner.statusCode ).toBe( 200 );
		expect( byOwner.json() ).toMatchObject( {
			status: 'approved',
			content: { raw: 'Original' },
		} );
	} );

	it( 'trashes, refuses a second trash with 410, restores, and deletes for good moving replies up', async () => {
		const post = await createPost();
		const parent = (
			await site.admin.post( COMMENTS, {
				post: post.id,
				content: 'Parent',
			} )
		).json().id;
		const reply = (
			await site.admin.post( COMMENTS, {
				post: post.id,
				parent,
				content: 'Reply',
			} )
		).json();
		expect( reply.parent ).toBe( parent );
		expect( reply._links[ 'in-reply-to' ] ).toStrictEqual( [
			{
				embeddable: true,
				href: `http://localhost${ COMMENTS }/${ parent }`,
			},
		] );
		const parentRead = (
			await site.admin.get( `${ COMMENTS }/${ parent }` )
		).json();
		expect( parentRead._links.children ).toStrictEqual( [
			{ href: `http://localhost${ COMMENTS }?parent=${ parent }` },
		] );

		const trashed = await site.admin.delete( `${ COMMENTS }/${ parent }` );
		expect( trashed.json().status ).toBe( 'trash' );
		expectError(
			await site.admin.delete( `${ COMMENTS }/${ parent }` ),
			410,
			'rest_already_trashed'
		);
		const restored = await site.admin.post( `${ COMMENTS }/${ parent }`, {
			status: 'untrash',
		} );
		expect( restored.json().status ).toBe( 'approved' );

		const deleted = await site.admin.delete(
			`${ COMMENTS }/${ parent }?force=true`
		);
		expect( deleted.json() ).toMatchObject( {
			deleted: true,
			previous: { id: parent, content: { raw: 'Parent' } },
		} );
		expect(
			( await site.admin.get( `${ COMMENTS }/${ reply.id }` ) ).json()
				.parent
		).toBe( 0 );
		const subscriber = await site.as( 'subscriber', 'deleter' );
		expectError(
			await subscriber.delete( `${ COMMENTS }/${ reply.id }` ),
			403,
			'rest_cannot_delete'
		);
	} );

	it( 'deletes a post’s comments with the post', async () => {
		const post = await createPost();
		await site.admin.post( COMMENTS, {
			post: post.id,
			content: 'Gone soon',
		} );
		const count = () =>
			site.count(
				'SELECT COUNT(*) AS n FROM comments WHERE comment_post_ID = ?',
				post.id
			);
		expect( count() ).toBe( 1 );
		await site.admin.delete(
			`/wp-json/wp/v2/posts/${ post.id }?force=true`
		);
		expect( count() ).toBe( 0 );
	} );
} );

describe( 'password-protected posts and discussion defaults', () => {
	it( 'needs the post’s password to list its comments', async () => {
		const post = await createPost( { password: 'open sesame' } );
		await site.admin.post( COMMENTS, {
			post: post.id,
			content: 'Behind the password',
		} );
		expectError(
			await site.anonymous.get( `${ COMMENTS }?post=${ post.id }` ),
			401,
			'rest_cannot_read_post'
		);
		const unlocked = await site.anonymous.get(
			`${ COMMENTS }?post=${ post.id }&password=open%20sesame`
		);
		expect( unlocked.statusCode ).toBe( 200 );
		expect( unlocked.json() ).toHaveLength( 1 );
		const everyone = await site.anonymous.get( COMMENTS );
		expect(
			everyone
				.json()
				.some( ( c: { post: number } ) => c.post === post.id )
		).toBe( false );
	} );

	it( 'opens new posts as the site says, and closes new pages', async () => {
		expect(
			(
				await site.admin.post( '/wp-json/wp/v2/pages', {
					title: 'A page',
				} )
			).json().comment_status
		).toBe( 'closed' );
		updateOption( site.db as never, 'default_comment_status', 'closed' );
		const closed = (
			await site.admin.post( '/wp-json/wp/v2/posts', { title: 'Quiet' } )
		).json();
		expect( closed.comment_status ).toBe( 'closed' );
		updateOption( site.db as never, 'default_comment_status', 'open' );
		const reopened = await site.admin.post(
			`/wp-json/wp/v2/posts/${ closed.id }`,
			{ comment_status: 'open', status: 'publish' }
		);
		expect( reopened.json().comment_status ).toBe( 'open' );
		expect(
			(
				await site.admin.post( COMMENTS, {
					post: closed.id,
					content: 'Open again',
				} )
			).statusCode
		).toBe( 201 );
	} );
} );

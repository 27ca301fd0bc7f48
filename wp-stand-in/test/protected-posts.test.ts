import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const SECRET = 'Lantern words behind the gate';

/** The administrator's published post behind the password `open sesame`. */
async function protectedPost(): Promise< number > {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title: 'Gated lantern',
		content: `<!-- wp:paragraph --><p>${ SECRET }</p><!-- /wp:paragraph -->`,
		status: 'publish',
		password: 'open sesame',
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json().id;
}

const ids = ( items: Array< { id: number } > ) => items.map( ( p ) => p.id );

describe( 'posts in edit context', () => {
	it( 'lists only the posts the user may edit, so others’ passwords and raw content stay hidden', async () => {
		const gated = await protectedPost();
		const contributor = await site.as( 'contributor' );
		const ownDraft = (
			await contributor.post( '/wp-json/wp/v2/posts', {
				title: 'My draft',
				status: 'draft',
			} )
		).json().id;

		const published = await contributor.get(
			'/wp-json/wp/v2/posts?context=edit&per_page=100'
		);
		expect( published.statusCode ).toBe( 200 );
		// A contributor may edit no published post, not even one of their own.
		expect( published.json() ).toStrictEqual( [] );
		expect( published.body ).not.toContain( 'open sesame' );
		expect( published.body ).not.toContain( SECRET );
		const any = (
			await contributor.get(
				'/wp-json/wp/v2/posts?context=edit&status=any&per_page=100'
			)
		).json();
		expect( ids( any ) ).toStrictEqual( [ ownDraft ] );

		const author = await site.as( 'author' );
		const own = (
			await author.post( '/wp-json/wp/v2/posts', {
				title: 'Author post',
				status: 'publish',
			} )
		).json().id;
		const authorList = (
			await author.get( '/wp-json/wp/v2/posts?context=edit&per_page=100' )
		).json();
		expect( ids( authorList ) ).toStrictEqual( [ own ] );

		// In view context everyone still sees the published posts, without the protected text.
		const view = (
			await contributor.get( '/wp-json/wp/v2/posts?per_page=100' )
		).json();
		expect( ids( view ) ).toContain( gated );
		expect( JSON.stringify( view ) ).not.toContain( SECRET );
		// The editor sees everything in edit context, protected text included.
		const editor = await site.as( 'editor' );
		const editorList = await editor.get(
			'/wp-json/wp/v2/posts?context=edit&per_page=100'
		);
		expect( ids( editorList.json() ) ).toContain( gated );
		expect( editorList.body ).toContain( SECRET );
	} );

	it( 'refuses one post in edit context to a user who may not edit it', async () => {
		const gated = await protectedPost();
		const contributor = await site.as( 'contributor' );
		const body = expectError(
			await contributor.get(
				`/wp-json/wp/v2/posts/${ gated }?context=edit`
			),
			403,
			'rest_forbidden_context'
		);
		expect( body.message ).toBe(
			'Sorry, you are not allowed to edit this post.'
		);
		expectError(
			await site.anonymous.get(
				`/wp-json/wp/v2/posts/${ gated }?context=edit`
			),
			401,
			'rest_forbidden_context'
		);
	} );
} );

describe( 'the post password', () => {
	it( 'hides the content and excerpt without the password, and refuses a wrong one', async () => {
		const gated = await protectedPost();
		const locked = (
			await site.anonymous.get( `/wp-json/wp/v2/posts/${ gated }` )
		).json();
		expect( locked.content ).toStrictEqual( {
			rendered: '',
			protected: true,
		} );
		expect( locked.excerpt ).toStrictEqual( {
			rendered: '',
			protected: true,
		} );
		expect( locked.password ).toBeUndefined();

		for ( const wrong of [ 'open', 'open sesame!', 'OPEN SESAME' ] ) {
			const body = expectError(
				await site.anonymous.get(
					`/wp-json/wp/v2/posts/${ gated }?password=${ encodeURIComponent(
						wrong
					) }`
				),
				403,
				'rest_post_incorrect_password'
			);
			expect( body.message ).toBe( 'Incorrect post password.' );
		}
		// A password sent for a post that has none is wrong too.
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/posts/1?password=x' ),
			403,
			'rest_post_incorrect_password'
		);
	} );

	it( 'shows the content and excerpt to whoever gives the right password', async () => {
		const gated = await protectedPost();
		const open = await site.anonymous.get(
			`/wp-json/wp/v2/posts/${ gated }?password=open%20sesame`
		);
		expect( open.statusCode ).toBe( 200 );
		const post = open.json();
		expect( post.content ).toStrictEqual( {
			rendered: `<p>${ SECRET }</p>`,
			protected: true,
		} );
		expect( post.excerpt.protected ).toBe( true );
		expect( post.excerpt.rendered ).toContain( SECRET );
		expect( post.password ).toBeUndefined();
	} );

	it( 'shows the protected text only in edit context, as WordPress does, even to its editors', async () => {
		const gated = await protectedPost();
		const view = (
			await site.admin.get( `/wp-json/wp/v2/posts/${ gated }` )
		).json();
		expect( view.content.rendered ).toBe( '' );
		const edit = (
			await site.admin.get(
				`/wp-json/wp/v2/posts/${ gated }?context=edit`
			)
		).json();
		expect( edit.content.rendered ).toBe( `<p>${ SECRET }</p>` );
		expect( edit.password ).toBe( 'open sesame' );
	} );
} );

describe( 'searching protected posts', () => {
	it( 'leaves them out of every search for visitors who are not signed in', async () => {
		const gated = await protectedPost();
		const open = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Open lantern',
				content:
					'<!-- wp:paragraph --><p>lantern</p><!-- /wp:paragraph -->',
				status: 'publish',
			} )
		).json().id;

		const posts = (
			await site.anonymous.get( '/wp-json/wp/v2/posts?search=lantern' )
		).json();
		expect( ids( posts ) ).toStrictEqual( [ open ] );
		const search = (
			await site.anonymous.get(
				'/wp-json/wp/v2/search?search=lantern&type=post'
			)
		).json();
		expect( ids( search ) ).toStrictEqual( [ open ] );
		const page = await site.anonymous.get( '/?s=lantern' );
		expect( page.body ).toContain( 'Open lantern' );
		expect( page.body ).not.toContain( 'Gated lantern' );

		// WordPress leaves them out for visitors only: a signed-in reader finds the title.
		const subscriber = await site.as( 'subscriber' );
		const signedIn = (
			await subscriber.get(
				'/wp-json/wp/v2/search?search=lantern&type=post'
			)
		).json();
		expect( ids( signedIn ).sort() ).toStrictEqual(
			[ gated, open ].sort()
		);
		// Without a search, the post is listed for visitors as before (its text still hidden).
		const all = (
			await site.anonymous.get( '/wp-json/wp/v2/posts?per_page=100' )
		).json();
		expect( ids( all ) ).toContain( gated );
	} );
} );

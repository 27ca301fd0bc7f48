import { createSite, SEEDED_POSTS, type TestSite } from './helpers';
import * as article from '../../platform/render/post-article';
import * as postQuery from '../../platform/store/post-query';

// The real render, counted: a response renders content only for the fields it shows.
jest.mock( '../../platform/render/post-article', () => {
	const actual = jest.requireActual( '../../platform/render/post-article' );
	return {
		...actual,
		renderPostContent: jest.fn( actual.renderPostContent ),
	};
} );
const renders = article.renderPostContent as jest.Mock;
// The real query, watched: a list reads the posts' text only when it shows some of it.
jest.mock( '../../platform/store/post-query', () => {
	const actual = jest.requireActual( '../../platform/store/post-query' );
	return { ...actual, queryPosts: jest.fn( actual.queryPosts ) };
} );
const queries = postQuery.queryPosts as jest.Mock;

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const WORDS = 'Words of the lantern post';

async function publish( extra: Record< string, unknown > = {} ) {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title: 'Lantern',
		content: `<!-- wp:paragraph --><p>${ WORDS }</p><!-- /wp:paragraph -->`,
		status: 'publish',
		...extra,
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json().id as number;
}

/** The visitor's answer to `url`, and how many times post content was rendered for it. */
async function visitorGet( url: string, status = 200 ) {
	renders.mockClear();
	const response = await site.anonymous.get( url );
	expect( response.statusCode ).toBe( status );
	return { body: response.json(), renders: renders.mock.calls.length };
}

describe( 'a post response renders only what it shows', () => {
	it( 'renders nothing for _fields=id,title, and the content when it is asked for', async () => {
		const id = await publish();

		expect(
			await visitorGet( `/wp-json/wp/v2/posts/${ id }?_fields=id,title` )
		).toStrictEqual( {
			body: { id, title: { rendered: 'Lantern' } },
			renders: 0,
		} );
		expect(
			await visitorGet( `/wp-json/wp/v2/posts?_fields=id,title` )
		).toStrictEqual( {
			body: [
				{ id, title: { rendered: 'Lantern' } },
				...Array.from( { length: SEEDED_POSTS }, () =>
					expect.objectContaining( { id: expect.any( Number ) } )
				),
			],
			renders: 0,
		} );

		const readsText = async ( fields: string ) => {
			queries.mockClear();
			await visitorGet( `/wp-json/wp/v2/posts?_fields=${ fields }` );
			return queries.mock.calls.map( ( call ) => call[ 2 ]?.content );
		};
		expect( await readsText( 'id,title' ) ).toStrictEqual( [ false ] );
		// An excerpt is made from the text when the post has none of its own.
		expect( await readsText( 'id,excerpt' ) ).toStrictEqual( [ true ] );
		expect( await readsText( 'content.raw' ) ).toStrictEqual( [ true ] );

		const rendered = await visitorGet(
			`/wp-json/wp/v2/posts/${ id }?_fields=content.rendered`
		);
		expect( rendered.renders ).toBe( 1 );
		expect( rendered.body ).toStrictEqual( {
			content: { rendered: `<p>${ WORDS }</p>` },
		} );
		// `content` names all of it, the rendered text included.
		expect(
			(
				await visitorGet(
					`/wp-json/wp/v2/posts/${ id }?_fields=content`
				)
			).renders
		).toBe( 1 );
		expect(
			( await visitorGet( `/wp-json/wp/v2/posts/${ id }` ) ).renders
		).toBe( 1 );
	} );

	it( 'keeps links, and what they embed, only when _fields names them', async () => {
		const id = await publish();
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			title: 'Lantern, revised',
		} );
		const history = await site.admin.get(
			`/wp-json/wp/v2/posts/${ id }?_fields=id,_links.version-history`
		);
		expect( history.json() ).toStrictEqual( {
			id,
			_links: {
				'version-history': [
					{
						// As WordPress: none for the creation, one for the update.
						count: 1,
						href: expect.stringMatching(
							new RegExp( `/wp/v2/posts/${ id }/revisions$` )
						),
					},
				],
			},
		} );
		const embedded = await site.anonymous.get(
			`/wp-json/wp/v2/posts/${ id }?_embed=author&_fields=id,_embedded.author`
		);
		expect( embedded.json() ).toStrictEqual( {
			id,
			_embedded: {
				author: [ expect.objectContaining( { name: 'admin' } ) ],
			},
		} );
		expect(
			(
				await site.anonymous.get(
					`/wp-json/wp/v2/posts/${ id }?_fields=id`
				)
			).json()
		).toStrictEqual( { id } );
	} );

	it( 'renders a revision’s content only when the response shows it', async () => {
		const id = await publish();
		// The update makes the post's first revision.
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			title: 'Lantern, revised',
		} );
		const list = async ( query: string ) => {
			renders.mockClear();
			const response = await site.admin.get(
				`/wp-json/wp/v2/posts/${ id }/revisions${ query }`
			);
			expect( response.statusCode ).toBe( 200 );
			return {
				body: response.json(),
				renders: renders.mock.calls.length,
			};
		};
		expect( await list( '?_fields=id,title' ) ).toStrictEqual( {
			body: [
				{
					id: expect.any( Number ),
					title: { rendered: 'Lantern, revised' },
				},
			],
			renders: 0,
		} );
		const whole = await list( '' );
		expect( whole.renders ).toBe( 1 );
		expect( whole.body[ 0 ].content.rendered ).toBe( `<p>${ WORDS }</p>` );
	} );

	it( 'renders for an excerpt only when the post has none of its own', async () => {
		const own = await publish( { excerpt: 'A short summary' } );
		const generated = await publish();

		expect(
			await visitorGet( `/wp-json/wp/v2/posts/${ own }?_fields=excerpt` )
		).toStrictEqual( {
			body: {
				excerpt: {
					rendered: '<p>A short summary</p>\n',
					protected: false,
				},
			},
			renders: 0,
		} );
		const made = await visitorGet(
			`/wp-json/wp/v2/posts/${ generated }?_fields=excerpt.rendered`
		);
		expect( made.renders ).toBe( 1 );
		expect( made.body.excerpt.rendered ).toContain( WORDS );
	} );

	it( 'renders no content in embed context, whose response has none', async () => {
		const id = await publish( { excerpt: 'A short summary' } );
		const embed = await visitorGet(
			`/wp-json/wp/v2/posts/${ id }?context=embed`
		);
		expect( embed.renders ).toBe( 0 );
		expect( embed.body.content ).toBeUndefined();
		expect( embed.body.excerpt.rendered ).toBe(
			'<p>A short summary</p>\n'
		);
	} );

	it( 'never renders what a password hides, and renders it for the right password', async () => {
		const id = await publish( { password: 'open sesame' } );

		const hidden = await visitorGet(
			`/wp-json/wp/v2/posts/${ id }?_fields=content,excerpt`
		);
		expect( hidden ).toStrictEqual( {
			body: {
				content: { rendered: '', protected: true },
				excerpt: { rendered: '', protected: true },
			},
			renders: 0,
		} );
		const wrong = await visitorGet(
			`/wp-json/wp/v2/posts/${ id }?password=open`,
			403
		);
		expect( wrong.renders ).toBe( 0 );
		expect( JSON.stringify( wrong.body ) ).not.toContain( WORDS );

		const opened = await visitorGet(
			`/wp-json/wp/v2/posts/${ id }?password=open%20sesame&_fields=content.rendered`
		);
		expect( opened ).toStrictEqual( {
			body: { content: { rendered: `<p>${ WORDS }</p>` } },
			renders: 1,
		} );
	} );
} );

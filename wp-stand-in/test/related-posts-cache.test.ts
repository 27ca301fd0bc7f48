import { createSite, deleteSeededPosts, type TestSite } from './helpers';
import { rankRelated } from '../../platform/content/related-posts/rank';
import { relatedPostsOf } from '../../platform/content/related-posts/related-posts';
import { RELATED_CACHE_MS } from '../../shared/related-posts/ranking-hour';

// The real ranking, counted: a post's related posts are ranked again only when something changed.
jest.mock( '../../platform/content/related-posts/rank', () => {
	const actual = jest.requireActual(
		'../../platform/content/related-posts/rank'
	);
	return { ...actual, rankRelated: jest.fn( actual.rankRelated ) };
} );
const rankings = rankRelated as jest.Mock;

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
	// Only this test's posts: the sample posts share words with almost anything.
	await deleteSeededPosts( site );
} );
afterEach( async () => {
	await site.close();
} );

const publish = async ( fields: Record< string, unknown > ) => {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		status: 'publish',
		...fields,
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json() as { id: number; link: string };
};

/** What the related-posts block shows a visitor on the post's page. */
async function visitorPage( link: string ) {
	const response = await site.anonymous.get(
		new URL( link ).pathname + new URL( link ).search
	);
	expect( response.statusCode ).toBe( 200 );
	return response.body;
}

/** Titles, contexts and dates of the related posts, as the editor's REST route answers them. */
async function related( id: number ) {
	const response = await site.admin.get(
		`/wp-json/wpcom/v2/related-posts/${ id }?size=3`
	);
	expect( response.statusCode ).toBe( 200 );
	return response
		.json()
		.map( ( p: { title: string; context: string; date: string } ) =>
			[ p.title, p.context, p.date ].join( ' | ' )
		);
}

describe( 'related posts, kept until the site changes', () => {
	it( 'ranks once for repeated pages and block copies, and again after any change', async () => {
		const tag = (
			await site.admin.post( '/wp-json/wp/v2/tags', { name: 'Brakes' } )
		).json();
		const pads = await publish( {
			title: 'Choosing brake pads',
			content: '<p>Sintered brake pads for wet commuting.</p>',
			tags: [ tag.id ],
			date: '2026-10-01T09:30:00',
		} );
		const block = '<!-- wp:tessera/related-posts {"postsToShow":3} /-->';
		rankings.mockClear();
		const target = await publish( {
			title: 'Winter brake checks',
			content: `<p>Wet roads wear brake pads.</p>${ block }${ block }`,
			tags: [ tag.id ],
		} );

		const first = await visitorPage( target.link );
		expect( first ).toContain( 'Choosing brake pads' );
		await visitorPage( target.link );
		expect( await related( target.id ) ).toStrictEqual( [
			'Choosing brake pads | In "Brakes" | October 1, 2026',
		] );
		// The answer to the publish request, two page views with two copies of the block each, and
		// the REST route: one ranking.
		expect( rankings ).toHaveBeenCalledTimes( 1 );

		// A related post's new title.
		await site.admin.post( `/wp-json/wp/v2/posts/${ pads.id }`, {
			title: 'Choosing quiet brake pads',
		} );
		expect( await related( target.id ) ).toStrictEqual( [
			'Choosing quiet brake pads | In "Brakes" | October 1, 2026',
		] );
		// A renamed tag, and the site's date format.
		await site.admin.post( `/wp-json/wp/v2/tags/${ tag.id }`, {
			name: 'Stopping',
		} );
		await site.admin.post( '/wp-json/wp/v2/settings', {
			date_format: 'Y-m-d',
		} );
		expect( await related( target.id ) ).toStrictEqual( [
			'Choosing quiet brake pads | In "Stopping" | 2026-10-01',
		] );
		// A new related post.
		await publish( {
			title: 'Brake pads in the wet',
			content: '<p>Wet brake pads wear out.</p>',
			tags: [ tag.id ],
			date: '2026-10-02T08:15:00',
		} );
		expect( await related( target.id ) ).toStrictEqual( [
			'Brake pads in the wet | In "Stopping" | 2026-10-02',
			'Choosing quiet brake pads | In "Stopping" | 2026-10-01',
		] );
		// A post gone.
		await site.admin.delete(
			`/wp-json/wp/v2/posts/${ pads.id }?force=true`
		);
		expect( await related( target.id ) ).toStrictEqual( [
			'Brake pads in the wet | In "Stopping" | 2026-10-02',
		] );
	} );

	it( 'sees a change another connection made, and ranks again when the hour turns', async () => {
		const pads = await publish( {
			title: 'Choosing brake pads',
			content: '<p>Sintered brake pads for wet commuting.</p>',
			date: '2026-10-01T09:30:00',
		} );
		const target = await publish( {
			title: 'Winter brake checks',
			content: '<p>Wet roads wear brake pads.</p>',
		} );
		expect( await related( target.id ) ).toStrictEqual( [
			'Choosing brake pads | Similar post | October 1, 2026',
		] );
		site.db
			.prepare( 'UPDATE posts SET post_title = ? WHERE ID = ?' )
			.run( 'Brake pads, chosen', pads.id );
		expect( await related( target.id ) ).toStrictEqual( [
			'Brake pads, chosen | Similar post | October 1, 2026',
		] );

		const db = site.db;
		const now = Date.UTC( 2026, 10, 1, 12, 0 );
		rankings.mockClear();
		relatedPostsOf( db, target.id, 3, '', now );
		relatedPostsOf( db, target.id, 3, '', now + 60_000 );
		expect( rankings ).toHaveBeenCalledTimes( 1 );
		relatedPostsOf( db, target.id, 3, '', now + RELATED_CACHE_MS );
		expect( rankings ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'hands each caller its own copy', async () => {
		await publish( {
			title: 'Choosing brake pads',
			content: '<p>Sintered brake pads.</p>',
		} );
		const target = await publish( {
			title: 'Brake checks',
			content: '<p>Brake pads.</p>',
		} );
		const first = relatedPostsOf( site.db, target.id, 3, '' );
		first[ 0 ].title = 'changed';
		expect( relatedPostsOf( site.db, target.id, 3, '' )[ 0 ].title ).toBe(
			'Choosing brake pads'
		);
	} );
} );

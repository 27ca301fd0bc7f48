import { createSite, deleteSeededPosts, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const post = async ( fields: Record< string, unknown > ) =>
	(
		await site.admin.post( '/wp-json/wp/v2/posts', {
			status: 'publish',
			...fields,
		} )
	).json();

describe( 'GET /wpcom/v2/related-posts/<id>', () => {
	it( "shows the sample posts in the block gallery's related posts on a fresh site", async () => {
		const samples = (
			await site.anonymous.get(
				'/wp-json/wp/v2/posts?exclude=1&_fields=id,title,link'
			)
		).json() as { id: number; title: { rendered: string }; link: string }[];
		expect(
			samples.map( ( sample ) => sample.title.rendered ).sort()
		).toStrictEqual( [
			'A walk at low tide',
			'The harbour wall, repaired',
			'Three blocks to try first',
		] );
		const related = (
			await site.admin.get( '/wp-json/wpcom/v2/related-posts/1?size=3' )
		).json() as { id: number }[];
		expect( related.map( ( p ) => p.id ).sort() ).toStrictEqual(
			samples.map( ( sample ) => sample.id ).sort()
		);
		const page = ( await site.anonymous.get( '/?p=1' ) ).body;
		for ( const sample of samples ) {
			expect( page ).toContain(
				`<a href="${ sample.link }">${ sample.title.rendered }</a>`
			);
		}
	} );

	it( 'answers the related posts of a post in the related-post shape, best first, bread left out', async () => {
		// Only this test's posts: the sample posts share words with almost anything.
		await deleteSeededPosts( site );
		const tag = (
			await site.admin.post( '/wp-json/wp/v2/tags', { name: 'Brakes' } )
		).json();
		const pads = await post( {
			title: 'Choosing brake pads',
			content: '<p>Sintered or organic brake pads for wet commuting.</p>',
			tags: [ tag.id ],
			date: '2026-10-01T09:30:00',
		} );
		const cables = await post( {
			title: 'Replacing gear cables',
			content:
				'<p>Cables stretch: commuting in the wet wears them out.</p>',
			date: '2026-09-12T17:45:00',
		} );
		await post( {
			title: 'Sourdough starter',
			content: '<p>Flour, water and patience.</p>',
		} );
		const target = await post( {
			title: 'Winter brake checks for commuting',
			content: '<p>Wet roads wear brake pads and cables.</p>',
			tags: [ tag.id ],
			status: 'draft',
		} );
		const response = await site.admin.get(
			`/wp-json/wpcom/v2/related-posts/${ target.id }?size=6`
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toStrictEqual( [
			{
				id: pads.id,
				url: pads.link,
				title: 'Choosing brake pads',
				img: { src: '', alt_text: '' },
				date: 'October 1, 2026',
				context: 'In "Brakes"',
			},
			{
				id: cables.id,
				url: cables.link,
				title: 'Replacing gear cables',
				img: { src: '', alt_text: '' },
				date: 'September 12, 2026',
				context: 'Similar post',
			},
		] );
		const one = await site.admin.get(
			`/wp-json/wpcom/v2/related-posts/${ target.id }?size=1`
		);
		expect( one.json().map( ( p: { id: number } ) => p.id ) ).toStrictEqual(
			[ pads.id ]
		);
	} );

	it( 'gives titles as text, never an empty link, and ranks on the words shown', async () => {
		await deleteSeededPosts( site );
		const tagged = await post( {
			title: 'Why <em class="highlight">brake</em> pads squeal',
			content: '<p>Squealing brake pads.</p>',
		} );
		const untitled = await post( {
			title: '',
			content: '<p>Pads wear out.</p>',
		} );
		const target = await post( {
			title: 'Squealing brakes',
			content:
				'<!-- wp:tessera/related-posts /--><p>Squealing brake pads.</p>',
		} );
		const response = await site.admin.get(
			`/wp-json/wpcom/v2/related-posts/${ target.id }?size=6`
		);
		expect(
			response
				.json()
				.map( ( p: { id: number; title: string } ) => [
					p.id,
					p.title,
				] )
		).toStrictEqual( [
			[ tagged.id, 'Why brake pads squeal' ],
			[ untitled.id, '(no title)' ],
		] );
		const page = await site.anonymous.get( `/?p=${ target.id }` );
		expect( page.body ).toContain(
			`<a href="${ tagged.link }">Why brake pads squeal</a>`
		);
		expect( page.body ).toContain(
			`<a href="${ untitled.link }">(no title)</a>`
		);
	} );

	it( 'refuses sizes outside 1 to 6, unknown posts and people who may not edit the post', async () => {
		const target = await post( { title: 'Brakes' } );
		for ( const size of [ 0, 7, 'x' ] ) {
			const response = await site.admin.get(
				`/wp-json/wpcom/v2/related-posts/${ target.id }?size=${ size }`
			);
			expect( response.statusCode ).toBe( 400 );
			expect( response.json().code ).toBe( 'rest_invalid_param' );
		}
		expect(
			(
				await site.admin.get(
					`/wp-json/wpcom/v2/related-posts/${ target.id }?size=6`
				)
			).statusCode
		).toBe( 200 );
		expect(
			(
				await site.admin.get( '/wp-json/wpcom/v2/related-posts/99999' )
			).json()
		).toStrictEqual( {
			code: 'rest_post_invalid_id',
			message: 'Invalid post ID.',
			data: { status: 404 },
		} );
		expect(
			(
				await site.anonymous.get(
					`/wp-json/wpcom/v2/related-posts/${ target.id }`
				)
			).statusCode
		).toBe( 401 );
		const contributor = await site.as( 'contributor' );
		expect(
			(
				await contributor.get(
					`/wp-json/wpcom/v2/related-posts/${ target.id }`
				)
			).statusCode
		).toBe( 403 );
	} );
} );

describe( 'repeat visitor on the visitor page', () => {
	const content =
		'<!-- wp:tessera/repeat-visitor {"threshold":2} --><div class="wp-block-tessera-repeat-visitor"><!-- wp:paragraph --><p>Welcome back, regular!</p><!-- /wp:paragraph --></div><!-- /wp:tessera/repeat-visitor -->';

	it( 'counts visits in a cookie and sends the content from the third visit, privately cached', async () => {
		const { id } = await post( { title: 'Loyalty', content } );
		let cookie = '';
		const seen: boolean[] = [];
		for ( let visit = 0; visit < 4; visit++ ) {
			const response = await site.anonymous.get( `/?p=${ id }`, {
				headers: cookie ? { cookie } : {},
			} );
			expect( response.statusCode ).toBe( 200 );
			expect( response.headers[ 'cache-control' ] ).toBe(
				'private, no-cache'
			);
			expect( response.headers.vary ).toMatch( /Cookie/ );
			const set = String( response.headers[ 'set-cookie' ] );
			expect( set ).toMatch(
				new RegExp( `^tessera_visits_${ id }=${ visit + 1 };` )
			);
			expect( set ).toMatch( /HttpOnly/ );
			cookie = set.split( ';' )[ 0 ];
			seen.push( response.body.includes( 'Welcome back, regular!' ) );
		}
		expect( seen ).toStrictEqual( [ false, false, true, true ] );
	} );

	it( 'counts no visit for a HEAD request', async () => {
		const { id } = await post( { title: 'Heads', content } );
		const head = await site.anonymous.request( 'HEAD', `/?p=${ id }`, {
			headers: { cookie: `tessera_visits_${ id }=1` },
		} );
		expect( [
			head.statusCode,
			head.headers[ 'set-cookie' ],
			head.headers.vary,
		] ).toStrictEqual( [
			200,
			undefined,
			expect.stringMatching( /Cookie/ ),
		] );
	} );

	it( 'shows lists and embeds of the post as to a first visit, whatever the cookie says', async () => {
		const { id } = await post( { title: 'Loyalty', content } );
		const cookie = `tessera_visits_${ id }=5`;
		const single = await site.anonymous.get( `/?p=${ id }`, {
			headers: { cookie },
		} );
		expect( single.body ).toContain( 'Welcome back, regular!' );
		for ( const url of [ '/', `/?p=${ id }&embed=true` ] ) {
			const response = await site.anonymous.get( url, {
				headers: { cookie },
			} );
			expect( response.statusCode ).toBe( 200 );
			expect( response.body ).toContain( 'Loyalty' );
			expect( response.body ).not.toContain( 'Welcome back, regular!' );
			expect( response.headers[ 'set-cookie' ] ).toBeUndefined();
		}
	} );

	it( 'leaves pages without the block shared-cacheable and cookie-free', async () => {
		const { id } = await post( { title: 'Plain', content: '<p>Hi</p>' } );
		const response = await site.anonymous.get( `/?p=${ id }` );
		expect( response.headers[ 'cache-control' ] ).toBe( 'no-cache' );
		expect( response.headers[ 'set-cookie' ] ).toBeUndefined();
	} );
} );

describe( 'ad on the visitor page', () => {
	it( 'hides on mobile only when the stored setting is the boolean true, as the editor reads it', async () => {
		const classes = async ( hideMobile: string ) => {
			const { id } = await post( {
				title: 'Ad',
				content: `<!-- wp:tessera/wordads {"format":"leaderboard","hideMobile":${ hideMobile }} /-->`,
			} );
			const page = await site.anonymous.get( `/?p=${ id }` );
			return /<div class="(wp-block-tessera-wordads [^"]*)"/.exec(
				page.body
			)?.[ 1 ];
		};
		expect( [
			await classes( 'true' ),
			await classes( 'false' ),
			await classes( '"true"' ),
			await classes( '1' ),
		] ).toStrictEqual( [
			'wp-block-tessera-wordads wp-block-tessera-wordads--leaderboard aligncenter hide-on-mobile',
			'wp-block-tessera-wordads wp-block-tessera-wordads--leaderboard aligncenter',
			'wp-block-tessera-wordads wp-block-tessera-wordads--leaderboard aligncenter',
			'wp-block-tessera-wordads wp-block-tessera-wordads--leaderboard aligncenter',
		] );
	} );
} );

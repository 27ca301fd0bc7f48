import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

async function publish( content: string ): Promise< number > {
	return (
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Rendered through REST',
			content,
			status: 'publish',
		} )
	).json().id;
}

/** The `.entry-content` of the post's visitor page. */
async function visitorContent( id: number ): Promise< string > {
	const html = ( await site.anonymous.get( `/?p=${ id }` ) ).body;
	return /<div class="entry-content">([\s\S]*?)<\/div>\n/.exec( html )![ 1 ];
}

describe( 'content.rendered of posts', () => {
	it( 'renders core dynamic blocks with the site’s data, as the visitor page does', async () => {
		const id = await publish(
			'<!-- wp:latest-posts {"postsToShow":5} /-->\n\n<!-- wp:archives /-->'
		);
		const rendered = (
			await site.anonymous.get( `/wp-json/wp/v2/posts/${ id }` )
		).json().content.rendered;
		expect( rendered ).toContain( 'wp-block-latest-posts' );
		expect( rendered ).toContain( 'Tessera block gallery' );
		expect( rendered ).toContain( 'wp-block-archives' );
		const listed = (
			await site.anonymous.get( `/wp-json/wp/v2/posts?include=${ id }` )
		).json()[ 0 ].content.rendered;
		expect( listed ).toBe( rendered );
	} );

	it( 'applies the_content filters as the visitor page does (classic content gets paragraphs)', async () => {
		const id = await publish(
			'First paragraph -- with "quotes".\n\nSecond paragraph.'
		);
		const rendered = (
			await site.anonymous.get( `/wp-json/wp/v2/posts/${ id }` )
		).json().content.rendered;
		expect( rendered ).toContain( '<p>First paragraph' );
		expect( rendered ).toContain( '&#8220;quotes&#8221;' );
		expect( rendered ).toContain( '<p>Second paragraph.</p>' );
		expect( rendered ).toBe( await visitorContent( id ) );
	} );

	it( 'renders a revision’s content the same way', async () => {
		const id = await publish( '<!-- wp:latest-posts /-->' );
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			content: '<!-- wp:archives /-->',
		} );
		const revisions = (
			await site.admin.get( `/wp-json/wp/v2/posts/${ id }/revisions` )
		).json();
		expect( revisions.length ).toBeGreaterThan( 0 );
		for ( const revision of revisions ) {
			expect( revision.content.rendered ).toMatch(
				/wp-block-(latest-posts|archives)/
			);
		}
	} );
} );

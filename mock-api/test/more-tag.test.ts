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

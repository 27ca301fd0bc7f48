/**
 * Titles are shown through WordPress's title filters (wptexturize, convert_chars, trim,
 * capital_P_dangit): curly quotes, dashes and ellipses in the REST `title.rendered`, the page's
 * <h1> and <title>, and lists, while `title.raw` keeps what was typed.
 */
import { createSite, type TestSite } from './helpers';

let site: TestSite;
let post: {
	id: number;
	link: string;
	title: { raw: string; rendered: string };
};
const TYPED = `"Quotes" -- it's a Wordpress test...`;
const SHOWN = '&#8220;Quotes&#8221; &#8212; it&#8217;s a WordPress test&#8230;';

beforeAll( async () => {
	site = await createSite();
	post = (
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: TYPED,
			status: 'publish',
		} )
	).json();
} );
afterAll( () => site.close() );

it( 'texturizes title.rendered and keeps title.raw', async () => {
	const read = (
		await site.admin.get( `/wp-json/wp/v2/posts/${ post.id }?context=edit` )
	).json();
	expect( read.title ).toStrictEqual( { raw: TYPED, rendered: SHOWN } );
} );

it( 'texturizes the page heading, the document title and the home list', async () => {
	const page = ( await site.anonymous.get( new URL( post.link ).pathname ) )
		.body;
	expect( [
		/<h1 class="entry-title">(.*?)<\/h1>/.exec( page )?.[ 1 ],
		/<title>(.*?)<\/title>/.exec( page )?.[ 1 ],
	] ).toStrictEqual( [ SHOWN, `${ SHOWN } &#8211; Tessera` ] );
	const home = ( await site.anonymous.get( '/' ) ).body;
	expect( home ).toContain( `>${ SHOWN }</a></h2>` );
} );

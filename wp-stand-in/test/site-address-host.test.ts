/**
 * The site names itself by its configured address (`home`), never by the Host header a client
 * chose: in REST answers, in stored values, and in kses's same-site rule.
 */
import sharp from 'sharp';
import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( () => site.close() );

it( 'keeps a PDF object only on the configured host, whatever Host the author sent', async () => {
	const author = await site.as( 'author' );
	const object = ( host: string ) =>
		`<object data="http://${ host }/wp-content/uploads/doc.pdf" type="application/pdf"></object>`;
	const response = await author.post(
		'/wp-json/wp/v2/posts',
		{
			content: `<p>a</p>${ object( 'evil.test' ) }${ object( 'localhost' ) }`,
		},
		{ headers: { host: 'evil.test' } }
	);
	expect( response.statusCode ).toBe( 201 );
	const { post_content: stored } = site.db
		.prepare( 'SELECT post_content FROM posts WHERE ID = ?' )
		.get( response.json().id ) as { post_content: string };
	// kses drops the attributes of the object on another host, as WordPress does.
	expect( stored ).toBe(
		`<p>a</p><object></object>${ object( 'localhost' ) }`
	);
} );

it( 'answers the site index with the configured address', async () => {
	const response = await site.anonymous.get( '/wp-json/', {
		headers: { host: 'attacker.example' },
	} );
	const index = response.json();
	expect( [
		index.url,
		index.home,
		response.headers.link,
		JSON.stringify( index ).includes( 'attacker.example' ),
	] ).toStrictEqual( [
		'http://localhost',
		'http://localhost',
		'<http://localhost/wp-json/>; rel="https://api.w.org/"',
		false,
	] );
} );

it( 'stores an upload made through another address of the server under the configured one, and resizes it', async () => {
	const jpeg = await sharp( {
		create: { width: 900, height: 600, channels: 3, background: '#345' },
	} )
		.jpeg()
		.toBuffer();
	const upload = await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
		payload: jpeg,
		headers: {
			host: '127.0.0.1:8123',
			'content-type': 'image/jpeg',
			'content-disposition': 'attachment; filename="seen.jpg"',
		},
	} );
	const url = new URL( upload.json().source_url );
	expect( url.origin ).toBe( 'http://localhost' );
	const resized = await site.anonymous.get(
		`/stand-ins/i0.wp.com/${ url.host }${ url.pathname }?w=600`,
		{ headers: { host: '127.0.0.1:8123' } }
	);
	expect( resized.statusCode ).toBe( 200 );
} );

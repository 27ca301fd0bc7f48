/**
 * Post writes through REST: for users without unfiltered_html (authors, contributors) titles
 * get the title filter and content and excerpts the post filter with block attributes, on
 * saves, autosaves and media (an attachment's caption is its excerpt, its description its
 * content); administrators and editors keep their markup, as in single-site WordPress.
 */
import { createSite, type TestSite } from './helpers';

let site: TestSite;

beforeAll( async () => {
	site = await createSite();
} );

afterAll( () => site.close() );

const TITLE =
	'<form action="https://e.example/"><img src=x onerror=alert(1)>Mine <em>now</em></form>';
const EXCERPT = '<p onclick="x()" style="position:fixed;inset:0">Short</p>';

/** A 2×3 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP8z8Dwn4GBgYEJAA8DAQHvR9x/AAAAAElFTkSuQmCC',
	'base64'
);

function storedRow( id: number ) {
	return site.db
		.prepare(
			'SELECT post_title, post_content, post_excerpt FROM posts WHERE ID = ?'
		)
		.get( id ) as {
		post_title: string;
		post_content: string;
		post_excerpt: string;
	};
}

/** Content an author writes: a file block previewing a PDF of this site, and a more block. */
function content( origin: string ) {
	const pdf = `${ origin }/wp-content/uploads/2024/05/doc.pdf`;
	return (
		`<!-- wp:file {"href":"${ pdf }","displayPreview":true} -->\n` +
		`<div class="wp-block-file"><object class="wp-block-file__embed" data="${ pdf }" type="application/pdf" style="width:100%;height:600px" aria-label="doc.pdf"></object><a href="${ pdf }">doc.pdf</a></div>\n` +
		'<!-- /wp:file -->\n\n' +
		'<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->\n\n' +
		'<!-- wp:paragraph {"className":"\\u003cimg src=x onerror=alert(2)\\u003e"}  -->\n<p>Hi<script>alert(3)</script></p>\n<!-- /wp:paragraph -->'
	);
}

/** The site's address as its media URLs start, which is what the file block links to. */
async function siteOrigin(): Promise< string > {
	const { source_url: url } = (
		await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
			payload: PNG,
			headers: {
				'content-type': 'image/png',
				'content-disposition': 'attachment; filename="probe.png"',
			},
		} )
	).json();
	return url.slice( 0, url.indexOf( '/wp-content/' ) );
}

describe.each( [ 'author', 'contributor' ] as const )( 'as %s', ( role ) => {
	it( 'stores the title through the title filter, content and excerpt through the post filter', async () => {
		const origin = await siteOrigin();
		const client = await site.as( role );
		const response = await client.post( '/wp-json/wp/v2/posts', {
			title: TITLE,
			content: content( origin ),
			excerpt: EXCERPT,
		} );
		expect( response.statusCode ).toBe( 201 );
		const expectedContent = content( origin )
			.replace(
				'{"className":"\\u003cimg src=x onerror=alert(2)\\u003e"}  -->',
				'{"className":"\\u003cimg src=\\u0022x\\u0022\\u003e"} -->'
			)
			.replace( '<script>alert(3)</script>', 'alert(3)' );
		expect( storedRow( response.json().id ) ).toStrictEqual( {
			post_title: 'Mine <em>now</em>',
			post_content: expectedContent,
			post_excerpt: '<p style="position:fixed">Short</p>',
		} );
	} );
} );

it( 'filters an author’s autosave of a published post the same way', async () => {
	const author = await site.as( 'author', 'autosaving-author' );
	const { id } = (
		await author.post( '/wp-json/wp/v2/posts', {
			title: 'Live',
			status: 'publish',
		} )
	).json();
	const autosave = await author.post(
		`/wp-json/wp/v2/posts/${ id }/autosaves`,
		{
			title: TITLE,
			content: '<p>a<svg onload="x()"></svg></p>',
			excerpt: EXCERPT,
		}
	);
	expect( autosave.statusCode ).toBe( 200 );
	expect( storedRow( autosave.json().id ) ).toStrictEqual( {
		post_title: 'Mine <em>now</em>',
		post_content: '<p>a</p>',
		post_excerpt: '<p style="position:fixed">Short</p>',
	} );
} );

it( 'filters an author’s media title, caption and description, on upload and on update', async () => {
	const author = await site.as( 'author', 'uploading-author' );
	const query = new URLSearchParams( {
		title: TITLE,
		caption: EXCERPT,
		description:
			'<p>Described<iframe src="https://e.example/"></iframe></p>',
	} );
	const upload = await author.request(
		'POST',
		`/wp-json/wp/v2/media?${ query }`,
		{
			payload: PNG,
			headers: {
				'content-type': 'image/png',
				'content-disposition': 'attachment; filename="a.png"',
			},
		}
	);
	expect( upload.statusCode ).toBe( 201 );
	const { id } = upload.json();
	expect( storedRow( id ) ).toStrictEqual( {
		post_title: 'Mine <em>now</em>',
		post_content: '<p>Described</p>',
		post_excerpt: '<p style="position:fixed">Short</p>',
	} );
	const update = await author.post( `/wp-json/wp/v2/media/${ id }`, {
		title: '<img src=x onerror=alert(1)>Renamed',
		caption: '<a href="javascript:alert(2)">Caption</a>',
		description: '<style>p{}</style>Text',
	} );
	expect( update.statusCode ).toBe( 200 );
	expect( storedRow( id ) ).toStrictEqual( {
		post_title: 'Renamed',
		post_content: 'p{}Text',
		post_excerpt: '<a href="alert(2)">Caption</a>',
	} );
} );

describe.each( [ 'administrator', 'editor' ] as const )( 'as %s', ( role ) => {
	it( 'stores title, content and excerpt as sent', async () => {
		const client =
			role === 'administrator' ? site.admin : await site.as( role );
		const sent = {
			title: TITLE,
			content:
				'<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->',
			excerpt: EXCERPT,
		};
		const response = await client.post( '/wp-json/wp/v2/posts', sent );
		expect( response.statusCode ).toBe( 201 );
		expect( storedRow( response.json().id ) ).toStrictEqual( {
			post_title: sent.title,
			post_content: sent.content,
			post_excerpt: sent.excerpt,
		} );
	} );
} );

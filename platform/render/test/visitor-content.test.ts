import {
	createSite,
	type Client,
	type TestSite,
} from '../../../wp-stand-in/test/helpers';
import {
	addPendingSubscriber,
	setSubscriberStatus,
} from '../../store/site-subscribers';

/** A 2×3 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP8z8Dwn4GBgYEJAA8DAQHvR9x/AAAAAElFTkSuQmCC',
	'base64'
);

let site: TestSite;

beforeAll( async () => {
	site = await createSite();
} );

afterAll( async () => {
	await site.close();
} );

async function createPost(
	client: Client,
	fields: Record< string, unknown >
): Promise< number > {
	const response = await client.post( '/wp-json/wp/v2/posts', {
		status: 'publish',
		...fields,
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json().id;
}

async function upload(
	client: Client,
	name: string,
	parent: number,
	caption = ''
): Promise< { id: number; source_url: string } > {
	const response = await client.request(
		'POST',
		`/wp-json/wp/v2/media?post=${ parent }`,
		{
			payload: PNG,
			headers: {
				'content-type': 'image/png',
				'content-disposition': `attachment; filename="${ name }"`,
			},
		}
	);
	expect( response.statusCode ).toBe( 201 );
	const media = response.json();
	if ( caption ) {
		await client.post( `/wp-json/wp/v2/media/${ media.id }`, { caption } );
	}
	return media;
}

/** The visitor page's head and its entry content. */
async function visit(
	id: number
): Promise< { head: string; content: string } > {
	const page = await site.anonymous.get( `/?p=${ id }` );
	expect( page.statusCode ).toBe( 200 );
	const html = page.body;
	return {
		head: html.slice( 0, html.indexOf( '</head>' ) ),
		content: html.slice(
			html.indexOf( '<div class="entry-content">' ),
			html.indexOf( '<footer class="entry-footer' )
		),
	};
}

describe( 'visitor page content', () => {
	it( 'lays out core blocks and prints their container rules in the head', async () => {
		const id = await createPost( site.admin, {
			title: 'Blocks',
			content:
				'<!-- wp:columns -->\n<div class="wp-block-columns"><!-- wp:column -->\n<div class="wp-block-column"><!-- wp:paragraph -->\n<p>It\'s "left"</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->\n\n' +
				'<!-- wp:buttons -->\n<div class="wp-block-buttons"><!-- wp:button -->\n<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Go</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->',
		} );
		const { head, content } = await visit( id );
		const columns = /wp-container-core-columns-is-layout-[0-9a-f]{8}/.exec(
			content
		)?.[ 0 ];
		expect( content ).toBe(
			`<div class="entry-content">\n<div class="wp-block-columns is-layout-flex ${ columns } wp-block-columns-is-layout-flex">\n` +
				'<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">\n<p>It&#8217;s &#8220;left&#8221;</p>\n</div>\n</div>\n\n\n\n' +
				'<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex">\n<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Go</a></div>\n</div>\n</div>\n'
		);
		expect( head ).toContain(
			`<style id="core-block-supports-inline-css">.${ columns }{flex-wrap:nowrap;}</style>`
		);
		expect( head ).toContain(
			'<style id="global-styles-inline-css">:where(.is-layout-flex){gap:0.5em;}'
		);
		// The styles come before the stylesheets, which may override them.
		expect( head.indexOf( 'global-styles-inline-css' ) ).toBeLessThan(
			head.indexOf( '<link rel="stylesheet"' )
		);
	} );

	it( 'formats classic content: paragraphs, typography, captions, a gallery of the post’s images', async () => {
		const id = await createPost( site.admin, {
			title: 'Classic',
			content: 'draft',
		} );
		const first = await upload( site.admin, 'first.png', id );
		const second = await upload(
			site.admin,
			'second.png',
			id,
			'It\'s the "second"'
		);
		const content = [
			'Hello "world" -- it\'s Wordpress...',
			`[caption id="attachment_${ first.id }" align="alignright" width="2"]<img class="wp-image-${ first.id }" src="${ first.source_url }" alt="" /> A caption[/caption]`,
			'[gallery columns="2" link="none"]',
			'[unknown a="1"] and [[gallery]]',
		].join( '\n\n' );
		expect(
			(
				await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
					content,
				} )
			).statusCode
		).toBe( 200 );
		const html = ( await visit( id ) ).content;
		const firstImage = `<img decoding="async" width="2" height="3" class="wp-image-${ first.id }" src="${ first.source_url }" alt="" />`;
		const galleryImage = (
			media: { id: number; source_url: string },
			described = ''
		) =>
			`<img width="2" height="3" src="${ media.source_url }" class="attachment-thumbnail size-thumbnail" alt="" decoding="async" loading="lazy"${ described } />`;
		expect( html ).toBe(
			'<div class="entry-content"><p>Hello &#8220;world&#8221; &#8212; it&#8217;s WordPress&#8230;</p>\n' +
				`<figure id="attachment_${ first.id }" aria-describedby="caption-attachment-${ first.id }" style="width: 2px" class="wp-caption alignright">${ firstImage }<figcaption id="caption-attachment-${ first.id }" class="wp-caption-text">A caption</figcaption></figure>\n` +
				`<div id='gallery-1' class='gallery galleryid-${ id } gallery-columns-2 gallery-size-thumbnail'>` +
				`<figure class='gallery-item'>\n\t\t\t<div class='gallery-icon portrait'>\n\t\t\t\t${ galleryImage( first ) }\n\t\t\t</div></figure>` +
				`<figure class='gallery-item'>\n\t\t\t<div class='gallery-icon portrait'>\n\t\t\t\t${ galleryImage(
					second,
					` aria-describedby="gallery-1-${ second.id }"`
				) }\n\t\t\t</div>\n\t\t\t\t<figcaption class='wp-caption-text gallery-caption' id='gallery-1-${ second.id }'>\n\t\t\t\tIt&#8217;s the &#8220;second&#8221;\n\t\t\t\t</figcaption></figure>` +
				'\n\t\t</div>\n\n' +
				'<p>[unknown a=&#8221;1&#8243;] and [gallery]</p>\n</div>\n'
		);
	} );

	it( 'shows no image of a post the visitor may not read, whatever the gallery lists', async () => {
		const author = await site.as( 'author' );
		const draft = await createPost( author, {
			title: 'Secret',
			status: 'draft',
			content: 'x',
		} );
		const hidden = await upload( author, 'hidden.png', draft );
		const id = await createPost( site.admin, {
			title: 'Gallery of others',
			content: `[gallery ids="${ hidden.id }"]\n\n[gallery id="${ draft }"]`,
		} );
		expect( ( await visit( id ) ).content ).toBe(
			'<div class="entry-content">\n\n</div>\n'
		);
	} );

	it( 'filters the content again for another reader, another query, or a changed database', async () => {
		const author = await site.as( 'author' );
		const draft = await createPost( author, {
			title: 'Own secret',
			status: 'draft',
			content: 'x',
		} );
		const image = await upload( author, 'own.png', draft );
		const gallery = await createPost( site.admin, {
			title: 'Gallery read by two',
			content: `[gallery ids="${ image.id }" link="none"]`,
		} );
		const content = async ( client: Client, url: string ) => {
			const page = await client.get( url );
			expect( page.statusCode ).toBe( 200 );
			return page.body.slice(
				page.body.indexOf( '<div class="entry-content">' ),
				page.body.indexOf( '<footer class="entry-footer' )
			);
		};
		// The draft's author sees its image; a visitor, after them, does not.
		expect( await content( author, `/?p=${ gallery }` ) ).toContain(
			image.source_url.replace( /\.png$/, '' )
		);
		expect( ( await visit( gallery ) ).content ).toBe(
			'<div class="entry-content">\n</div>\n'
		);

		const form = await createPost( site.admin, {
			title: 'Form read twice',
			content:
				'<!-- wp:tessera/subscriptions {"showSubscribersTotal":true} -->\n<div class="wp-block-tessera-subscriptions">[tessera_subscription_form show_subscribers_total="true"]</div>\n<!-- /wp:tessera/subscriptions -->',
		} );
		const count = ( await visit( form ) ).content.match(
			/Join (\d+) other/
		)![ 1 ];
		// A subscriber confirmed by another connection (the counting shown is the database's).
		addPendingSubscriber( site.db, 'cache@example.com', '2026-11-29' );
		setSubscriberStatus(
			site.db,
			'cache@example.com',
			'confirmed',
			'2026-11-29'
		);
		expect( ( await visit( form ) ).content ).toContain(
			`Join ${ Number( count ) + 1 } other`
		);
		// The outcome of a sign-up is for the visitor whose address names it.
		expect(
			await content( site.anonymous, `/?p=${ form }&subscribe=pending` )
		).toContain( 'Please check your inbox' );
		expect( ( await visit( form ) ).content ).not.toContain(
			'Please check your inbox'
		);
	} );

	it( 'escapes hostile shortcode attributes', async () => {
		const id = await createPost( site.admin, {
			title: 'Hostile',
			content: 'draft',
		} );
		const image = await upload( site.admin, 'hostile.png', id );
		const content =
			// A `>` ends the shortcode's tag early, so its attributes are never read (as in WordPress).
			'[caption align=\'"><script>alert(1)</script>\' width="9" caption="c"]<img src="/a.png" />[/caption]\n\n' +
			'[caption align=\'x" onmouseover="alert(1)\' width="9" caption="c"]<img src="/b.png" />[/caption]\n\n' +
			'[gallery itemtag="script" captiontag="iframe" size=\'x" onclick="alert(1)\' columns=\'2" onclick="\' link="none"]';
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, { content } );
		expect( ( await visit( id ) ).content ).toBe(
			'<div class="entry-content"><img decoding="async" src="/a.png" />\n' +
				'<figure style="width: 9px" class="wp-caption x&quot; onmouseover=&quot;alert(1)"><img decoding="async" src="/b.png" /><figcaption class="wp-caption-text">c</figcaption></figure>\n' +
				`<div id='gallery-1' class='gallery galleryid-${ id } gallery-columns-2 gallery-size-xonclickalert1'><dl class='gallery-item'>\n\t\t\t<div class='gallery-icon portrait'>\n\t\t\t\t` +
				`<img width="2" height="3" src="${ image.source_url }" class="attachment-x&quot; onclick=&quot;alert(1) size-x&quot; onclick=&quot;alert(1)" alt="" decoding="async" loading="lazy" />` +
				'\n\t\t\t</div></dl>\n\t\t</div>\n\n</div>\n'
		);
	} );

	it( 'does not add paragraphs to content made of blocks, nor layout styles to archives', async () => {
		const id = await createPost( site.admin, {
			title: 'Blocks only',
			content:
				'<!-- wp:html -->\nline one\n\nline two\n<!-- /wp:html -->',
		} );
		expect( ( await visit( id ) ).content ).toBe(
			'<div class="entry-content">\nline one\n\nline two\n</div>\n'
		);
		const archive = await site.anonymous.get( '/' );
		expect( archive.body ).not.toContain(
			'core-block-supports-inline-css'
		);
	} );
} );

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	createSite,
	expectError,
	signIn,
	ADMIN_PASSWORD,
	type TestSite,
} from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const form = ( fields: Record< string, string > ) => ( {
	payload: new URLSearchParams( fields ).toString(),
	headers: { 'content-type': 'application/x-www-form-urlencoded' },
} );

describe( '/wp-login.php', () => {
	it( 'shows a labelled form and explains a wrong password', async () => {
		const page = await site.anonymous.get(
			'/wp-login.php?redirect_to=%2Fwp-admin%2Fedit.php'
		);
		expect( page.body ).toContain(
			'<label for="user_login">Username or Email Address</label>'
		);
		expect( page.body ).toContain(
			'name="redirect_to" value="/wp-admin/edit.php"'
		);
		const wrong = await site.anonymous.request(
			'POST',
			'/wp-login.php',
			form( { log: 'admin', pwd: 'nope' } )
		);
		expect( wrong.statusCode ).toBe( 200 );
		expect( wrong.body ).toContain(
			'<strong>Error:</strong> Invalid username, email address or incorrect password.'
		);
		expect( wrong.headers[ 'set-cookie' ] ).toBeUndefined();
		const unknown = await site.anonymous.request(
			'POST',
			'/wp-login.php',
			form( { log: '<b>eve</b>', pwd: 'x' } )
		);
		expect( unknown.body ).toContain(
			'<strong>Error:</strong> Invalid username, email address or incorrect password.'
		);
		expect( unknown.body ).toContain( 'value="&lt;b&gt;eve&lt;/b&gt;"' );
	} );

	it( 'signs in and goes back where the user came from, never off-site', async () => {
		const ok = await site.anonymous.request(
			'POST',
			'/wp-login.php',
			form( {
				log: 'admin',
				pwd: ADMIN_PASSWORD,
				redirect_to: '/wp-admin/edit.php?post_type=page',
			} )
		);
		expect( ok.headers.location ).toBe(
			'/wp-admin/edit.php?post_type=page'
		);
		const offsite = await site.anonymous.request(
			'POST',
			'/wp-login.php',
			form( {
				log: 'admin',
				pwd: ADMIN_PASSWORD,
				redirect_to: '//evil.example/',
			} )
		);
		expect( offsite.headers.location ).toBe( '/wp-admin/' );
	} );

	it( 'signs out only with the log-out nonce', async () => {
		const client = await signIn(
			site.app,
			site.db,
			'admin',
			ADMIN_PASSWORD
		);
		const edit = await client.get( '/wp-admin/edit.php' );
		const logout =
			/href="(\/wp-login\.php\?action=logout&amp;_wpnonce=[0-9a-f]+)"/
				.exec( edit.body )![ 1 ]
				.replace( '&amp;', '&' );
		const forged = await client.get(
			'/wp-login.php?action=logout&_wpnonce=0000000000'
		);
		expect( forged.body ).toContain( 'Do you really want to' );
		expect( ( await client.get( '/wp-admin/edit.php' ) ).statusCode ).toBe(
			200
		);
		const out = await client.get( logout );
		expect( out.headers.location ).toBe( '/wp-login.php?loggedout=true' );
		expect( ( await client.get( '/wp-admin/edit.php' ) ).statusCode ).toBe(
			302
		);
	} );
} );

describe( 'wp-admin', () => {
	it( 'sends visitors to sign in, then to the posts list', async () => {
		const response = await site.anonymous.get(
			'/wp-admin/edit.php?post_type=page'
		);
		expect( response.statusCode ).toBe( 302 );
		expect( response.headers.location ).toBe(
			'/wp-login.php?redirect_to=%2Fwp-admin%2Fedit.php%3Fpost_type%3Dpage&reauth=1'
		);
		expect(
			( await site.admin.get( '/wp-admin/' ) ).headers.location
		).toBe( '/wp-admin/edit.php' );
	} );

	it( 'lists posts with title, status, author and date, escaped, with Edit, View and Trash', async () => {
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: '<img src=x onerror=alert(1)>Draft',
		} );
		const page = ( await site.admin.get( '/wp-admin/edit.php' ) ).body;
		expect( page ).toContain(
			'href="/wp-admin/post-new.php">New post</a>'
		);
		expect( page ).toContain(
			'<th scope="col">Title</th><th scope="col">Author</th><th scope="col">Status</th><th scope="col">Date</th>'
		);
		expect( page ).toContain( '&lt;img src=x onerror=alert(1)&gt;Draft' );
		expect( page ).not.toContain( '<img src=x' );
		expect( page ).toContain( '>Tessera block gallery</a>' );
		expect( page ).toMatch(
			/<button type="submit" class="button-link" aria-label="Move “Tessera block gallery” to the Trash">Trash<\/button>/
		);
		expect(
			(
				await (
					await site.as( 'subscriber' )
				).get( '/wp-admin/edit.php' )
			).statusCode
		).toBe( 403 );
	} );

	it( 'moves a post to the Trash from the list only with its nonce', async () => {
		const page = ( await site.admin.get( '/wp-admin/edit.php' ) ).body;
		const nonce =
			/name="post" value="1"><input type="hidden" name="_wpnonce" value="([0-9a-f]+)"/.exec(
				page
			)![ 1 ];
		const forged = await site.admin.request(
			'POST',
			'/wp-admin/post.php',
			form( { action: 'trash', post: '1', _wpnonce: '0000000000' } )
		);
		expect( forged.statusCode ).toBe( 403 );
		const author = await site.as( 'author' );
		expect(
			(
				await author.request(
					'POST',
					'/wp-admin/post.php',
					form( { action: 'trash', post: '1', _wpnonce: nonce } )
				)
			).statusCode
		).toBe( 403 );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE ID = 1 AND post_status = 'publish'"
			)
		).toBe( 1 );
		const done = await site.admin.request(
			'POST',
			'/wp-admin/post.php',
			form( { action: 'trash', post: '1', _wpnonce: nonce } )
		);
		expect( done.headers.location ).toBe(
			'/wp-admin/edit.php?trashed=1&ids=1'
		);
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE ID = 1 AND post_status = 'trash'"
			)
		).toBe( 1 );
	} );

	it( 'lets administrators change the site title, plan, site type and beta blocks', async () => {
		const page = (
			await site.admin.get( '/wp-admin/options-general.php?page=tessera' )
		).body;
		expect( page ).toContain( '<label for="tessera_plan">Plan</label>' );
		const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec( page )![ 1 ];
		const saved = await site.admin.request(
			'POST',
			'/wp-admin/options-general.php?page=tessera',
			form( {
				_wpnonce: nonce,
				blogname: 'Stars',
				tessera_plan: 'business',
				tessera_site_type: 'atomic',
				tessera_beta_blocks: '1',
			} )
		);
		expect( saved.headers.location ).toBe(
			'/wp-admin/options-general.php?page=tessera&settings-updated=true'
		);
		expect(
			( await site.admin.get( '/wp-json/wp/v2/settings' ) ).json()
		).toMatchObject( {
			title: 'Stars',
			tessera_plan: 'business',
			tessera_site_type: 'atomic',
			tessera_beta_blocks: true,
		} );
		const bad = await site.admin.request(
			'POST',
			'/wp-admin/options-general.php?page=tessera',
			form( {
				_wpnonce: nonce,
				blogname: 'X',
				tessera_plan: 'gold',
				tessera_site_type: 'atomic',
			} )
		);
		expect( bad.statusCode ).toBe( 400 );
		expect(
			(
				await site.admin.request(
					'POST',
					'/wp-admin/options-general.php?page=tessera',
					form( {
						blogname: 'No nonce',
						tessera_plan: 'free',
						tessera_site_type: 'simple',
					} )
				)
			).statusCode
		).toBe( 403 );
		expect(
			( await site.admin.get( '/wp-json/wp/v2/settings' ) ).json().title
		).toBe( 'Stars' );
		expect(
			(
				await (
					await site.as( 'editor' )
				).get( '/wp-admin/options-general.php?page=tessera' )
			).statusCode
		).toBe( 403 );
	} );

	it( 'lets administrators choose the site’s language among the installed ones, as Settings → General does', async () => {
		const page = async () =>
			(
				await site.admin.get(
					'/wp-admin/options-general.php?page=tessera'
				)
			).body;
		const before = await page();
		expect(
			[
				...before.matchAll(
					/<option value="([^"]*)" lang="([^"]*)"( selected)?>([^<]*)<\/option>/g
				),
			]
				.filter( ( [ , value ] ) =>
					/^[a-z]{2}_[A-Z]{2}$/.test( value )
				)
				.map( ( [ , value, lang, selected, label ] ) => [
					value,
					lang,
					!! selected,
					label,
				] )
		).toStrictEqual( [
			[ 'en_US', 'en-US', true, 'American English' ],
			[ 'fr_FR', 'fr-FR', false, 'Français (France)' ],
		] );
		const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(
			before
		)![ 1 ];
		const save = ( WPLANG: string ) =>
			site.admin.request(
				'POST',
				'/wp-admin/options-general.php?page=tessera',
				form( {
					_wpnonce: nonce,
					blogname: 'Stars',
					WPLANG,
					tessera_plan: 'business',
					tessera_site_type: 'atomic',
				} )
			);
		const language = async () =>
			( await site.admin.get( '/wp-json/wp/v2/settings' ) ).json()
				.language;

		expect( ( await save( 'fr_FR' ) ).statusCode ).toBe( 302 );
		expect( await language() ).toBe( 'fr_FR' );
		expect( ( await site.anonymous.get( '/' ) ).body ).toContain(
			'<html lang="fr-FR"'
		);
		expect( await page() ).toMatch(
			/<option value="fr_FR" lang="fr-FR" selected>Français \(France\)<\/option>/
		);
		// A language the site has no translation for is refused, as WordPress refuses one
		// that is not installed; nothing changes.
		const refused = await save( 'xx_XX' );
		expect( refused.statusCode ).toBe( 400 );
		expect( refused.body ).toContain(
			'Choose one of the languages listed.'
		);
		expect( await language() ).toBe( 'fr_FR' );

		expect( ( await save( 'en_US' ) ).statusCode ).toBe( 302 );
		expect( await language() ).toBe( 'en_US' );
	} );
} );

describe( 'admin-ajax.php?action=rest-nonce', () => {
	it( 'gives a signed-in user a fresh REST nonce, and a visitor 0', async () => {
		const fresh = await site.admin.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		expect( fresh.body ).toBe( site.admin.nonce );
		const visitor = await site.anonymous.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		expect( [ visitor.statusCode, visitor.body ] ).toEqual( [ 400, '0' ] );
	} );
} );

describe( 'the editor pages', () => {
	it( 'creates an auto-draft on post-new.php and renders the editor with its initial state', async () => {
		const before = site.count(
			"SELECT COUNT(*) AS n FROM posts WHERE post_status = 'auto-draft'"
		);
		const page = await site.admin.get( '/wp-admin/post-new.php' );
		expect( page.statusCode ).toBe( 200 );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE post_status = 'auto-draft'"
			)
		).toBe( before + 1 );
		const id = (
			site.db
				.prepare(
					"SELECT MAX(ID) AS id FROM posts WHERE post_status = 'auto-draft'"
				)
				.get() as { id: number }
		 ).id;
		expect( page.body ).toContain( `"postId":${ id }` );
		// Every free production extension is listed as available (paid ones are gated on the plan).
		for ( const slug of [ 'rating-star', 'markdown', 'connections' ] ) {
			expect( page.body ).toContain( `"${ slug }":{"available":true}` );
		}
		expect( page.body ).toContain( '"available_blocks":{' );
		expect( page.body ).toContain( '/build/editor/index.js' );
		const rest = (
			await site.admin.get( `/wp-json/wp/v2/posts/${ id }?context=edit` )
		).json();
		expect( rest ).toMatchObject( {
			status: 'auto-draft',
			title: { raw: '' },
			author: site.admin.userId,
		} );
	} );

	it( 'opens post.php for those who may edit, with 404 and 403 otherwise', async () => {
		expect(
			( await site.admin.get( '/wp-admin/post.php?post=1&action=edit' ) )
				.statusCode
		).toBe( 200 );
		expect(
			(
				await site.admin.get(
					'/wp-admin/post.php?post=9999&action=edit'
				)
			).statusCode
		).toBe( 404 );
		expect(
			(
				await (
					await site.as( 'author' )
				).get( '/wp-admin/post.php?post=1&action=edit' )
			).statusCode
		).toBe( 403 );
		expect(
			(
				await (
					await site.as( 'subscriber' )
				).get( '/wp-admin/post-new.php' )
			).statusCode
		).toBe( 403 );
		expect(
			(
				await site.anonymous.get(
					'/wp-admin/post.php?post=1&action=edit'
				)
			).statusCode
		).toBe( 302 );
	} );
} );

describe( 'visitor pages', () => {
	it( 'shows a published post at its link and at ?p=ID, with only the assets of blocks present', async () => {
		const post = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Rated',
				status: 'publish',
				content: '<!-- wp:tessera/rating-star {"rating":3} /-->',
			} )
		).json();
		for ( const url of [
			new URL( post.link ).pathname,
			`/?p=${ post.id }`,
		] ) {
			const page = await site.anonymous.get( url );
			expect( page.statusCode ).toBe( 200 );
			expect( page.body ).toContain(
				'<h1 class="entry-title">Rated</h1>'
			);
			expect( page.body ).toContain( 'wp-block-tessera-rating-star' );
			expect( page.body ).toContain(
				'<link rel="stylesheet" href="/build/core/block-library.css" media="all">'
			);
			expect( page.body ).toContain(
				'<link rel="stylesheet" href="/build/theme/style.css" media="all">'
			);
			expect( page.body ).toContain(
				'<script src="/build/blocks/rating-star/view.js" defer></script>'
			);
			expect( page.body ).not.toContain( '/build/blocks/markdown/' );
		}
	} );

	it( 'finds nested Tessera blocks', async () => {
		const content =
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:tessera/markdown {"source":"# Hi"} /--></div><!-- /wp:group -->';
		const post = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Nested',
				status: 'publish',
				content,
			} )
		).json();
		const page = ( await site.anonymous.get( `/?p=${ post.id }` ) ).body;
		expect( page ).toContain( '/build/blocks/markdown/style.css' );
		expect( page ).not.toContain( '/build/blocks/rating-star/' );
	} );

	it( 'shows drafts and previews only to users who may edit them', async () => {
		const draft = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Work in progress',
			} )
		).json();
		expect(
			( await site.anonymous.get( `/?p=${ draft.id }` ) ).statusCode
		).toBe( 404 );
		expect(
			( await site.anonymous.get( `/?p=${ draft.id }&preview=true` ) )
				.statusCode
		).toBe( 404 );
		expect(
			(
				await (
					await site.as( 'author' )
				).get( `/?p=${ draft.id }&preview=true` )
			).statusCode
		).toBe( 404 );
		const preview = await site.admin.get(
			`/?p=${ draft.id }&preview=true`
		);
		expect( preview.statusCode ).toBe( 200 );
		expect( preview.body ).toContain( 'Work in progress' );
		expect( preview.headers[ 'cache-control' ] ).toBe( 'no-store' );
	} );

	it( 'previews the newer autosave of a published post', async () => {
		await site.admin.post( '/wp-json/wp/v2/posts/1/autosaves', {
			title: 'Gallery, unsaved',
		} );
		expect(
			( await site.admin.get( '/?p=1&preview=true' ) ).body
		).toContain( 'Gallery, unsaved' );
		expect( ( await site.anonymous.get( '/?p=1' ) ).body ).not.toContain(
			'Gallery, unsaved'
		);
	} );

	it( 'lists recent posts on the home page and answers unknown URLs with 404', async () => {
		const home = await site.anonymous.get( '/' );
		expect( home.body ).toContain( 'Tessera block gallery' );
		expect(
			( await site.anonymous.get( '/2001/01/nothing/' ) ).statusCode
		).toBe( 404 );
		expect( ( await site.anonymous.get( '/?p=abc' ) ).statusCode ).toBe(
			404
		);
		expect(
			( await site.anonymous.get( '/no-such-page/' ) ).statusCode
		).toBe( 404 );
	} );

	it( 'serves pages at their slug', async () => {
		const page = (
			await site.admin.post( '/wp-json/wp/v2/pages', {
				title: 'About us',
				status: 'publish',
			} )
		).json();
		expect( page.link ).toMatch( /\/about-us\/$/ );
		expect( ( await site.anonymous.get( '/about-us/' ) ).body ).toContain(
			'<h1 class="entry-title">About us</h1>'
		);
		expect(
			( await site.anonymous.get( `/?page_id=${ page.id }` ) ).statusCode
		).toBe( 200 );
	} );
} );

describe( 'static files', () => {
	it( 'serves the build and uploads with their types, and nothing outside them', async () => {
		const css = await site.anonymous.get( '/build/theme/style.css' );
		expect( css.headers[ 'content-type' ] ).toBe(
			'text/css; charset=utf-8'
		);
		for ( const url of [
			'/build/../data/tessera.sqlite',
			'/build/%2e%2e/data/tessera.sqlite',
			'/wp-content/uploads/../tessera.sqlite',
			'/wp-content/uploads/%2e%2e%2ftessera.sqlite',
			'/build/editor',
		] ) {
			expect( ( await site.anonymous.get( url ) ).statusCode ).toBe(
				404
			);
		}
	} );

	it( 'answers 304 to a browser revalidating a file it keeps, until the file changes', async () => {
		const first = await site.anonymous.get( '/build/theme/style.css' );
		const etag = String( first.headers.etag );
		expect( etag ).toMatch( /^W\/"/ );
		const again = await site.anonymous.get( '/build/theme/style.css', {
			headers: { 'if-none-match': etag },
		} );
		expect( again.statusCode ).toBe( 304 );
		expect( again.body ).toBe( '' );
		writeFileSync(
			join( site.buildDir, 'theme/style.css' ),
			'body { color: black; }'
		);
		const changed = await site.anonymous.get( '/build/theme/style.css', {
			headers: { 'if-none-match': etag },
		} );
		expect( changed.statusCode ).toBe( 200 );
		expect( changed.body ).toBe( 'body { color: black; }' );
	} );
} );

describe( 'development sign-in', () => {
	it( 'signs localhost in as admin when TESSERA_DEV_AUTOLOGIN is on, and nobody else', async () => {
		const dev = await createSite( { devAutologin: true } );
		try {
			expect(
				(
					await dev.app.inject( {
						url: '/wp-admin/edit.php',
						remoteAddress: '127.0.0.1',
					} )
				).statusCode
			).toBe( 200 );
			expect(
				(
					await dev.app.inject( {
						url: '/wp-admin/edit.php',
						remoteAddress: '192.168.1.20',
					} )
				).statusCode
			).toBe( 302 );
			const write = await dev.app.inject( {
				method: 'POST',
				url: '/wp-json/wp/v2/posts',
				remoteAddress: '127.0.0.1',
				payload: { title: 'x' },
			} );
			expectError( write, 403, 'rest_cookie_invalid_nonce' );
		} finally {
			await dev.close();
		}
		expect(
			(
				await site.app.inject( {
					url: '/wp-admin/edit.php',
					remoteAddress: '127.0.0.1',
				} )
			).statusCode
		).toBe( 302 );
	} );
} );

import {
	canvas,
	insertBlockFromInserter,
	openNewPost,
	openPost,
	setInserterOpen,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/post-editing';

/** A 2 by 2 PNG, small enough to keep inline. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
	'base64'
);

test( "WordPress's editor features work: writing, undo, code editor, excerpt, terms, featured image, draft, patterns", async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Notes from the trail' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( 'First paragraph.' );
	const paragraph = canvas( page )
		.getByRole( 'document', { name: /paragraph/i } )
		.first();
	await expect( paragraph ).toHaveText( 'First paragraph.' );

	// Undo and redo from the toolbar: undo changes the edited post, redo brings it back.
	const editedPost = () =>
		page.evaluate( () => {
			const editor = window.wp.data.select( 'core/editor' );
			return `${ editor.getEditedPostAttribute( 'title' ) }|${ editor.getEditedPostContent() }`;
		} );
	const beforeUndo = await editedPost();
	await page.getByRole( 'button', { name: 'Undo', exact: true } ).click();
	await expect.poll( editedPost ).not.toBe( beforeUndo );
	await page.getByRole( 'button', { name: 'Redo', exact: true } ).click();
	await expect.poll( editedPost ).toBe( beforeUndo );
	await expect( paragraph ).toHaveText( 'First paragraph.' );

	// List view names the block; the code editor shows the serialised post.
	await page.getByRole( 'button', { name: 'Document Overview' } ).click();
	await expect(
		page
			.getByRole( 'treegrid' )
			.getByRole( 'link', { name: /paragraph/i } )
			.first()
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Document Overview' } ).click();
	await page.keyboard.press( 'ControlOrMeta+Shift+Alt+m' );
	await expect(
		page.getByRole( 'textbox', { name: /type text or html/i } )
	).toHaveValue( /<!-- wp:paragraph -->/ );
	await page.keyboard.press( 'ControlOrMeta+Shift+Alt+m' );
	await expect(
		canvas( page ).getByText( 'First paragraph.' )
	).toBeVisible();

	// The post sidebar: excerpt, a new category, a tag, a featured image uploaded to the library.
	await page.evaluate( () => {
		window.wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' );
	} );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'button', { name: /add an excerpt|excerpt/i } )
		.first()
		.click();
	await page
		.getByRole( 'textbox', { name: /write an excerpt/i } )
		.fill( 'A short walk, well described.' );
	// The excerpt popover commits on blur, as in WordPress.
	await page.keyboard.press( 'Tab' );
	await expect
		.poll( () =>
			page.evaluate( () =>
				window.wp.data
					.select( 'core/editor' )
					.getEditedPostAttribute( 'excerpt' )
			)
		)
		.toBe( 'A short walk, well described.' );
	await page.keyboard.press( 'Escape' );

	await sidebar
		.getByRole( 'button', { name: 'Categories', exact: true } )
		.click()
		.catch( () => undefined );
	await sidebar
		.getByRole( 'button', { name: 'Add New Category', exact: true } )
		.click();
	await sidebar
		.getByRole( 'textbox', { name: 'New Category Name' } )
		.fill( 'Hiking' );
	await sidebar
		.getByRole( 'button', { name: 'Add New Category', exact: true } )
		.last()
		.click();
	await expect(
		sidebar.getByRole( 'checkbox', { name: 'Hiking' } )
	).toBeChecked();

	await sidebar
		.getByRole( 'button', { name: 'Tags', exact: true } )
		.click()
		.catch( () => undefined );
	await sidebar
		.getByRole( 'combobox', { name: /add new tag/i } )
		.fill( 'mountains' );
	await page.keyboard.press( 'Enter' );
	await expect( sidebar.getByText( 'mountains' ).first() ).toBeVisible();

	const upload = await page.request.post( '/wp-json/wp/v2/media', {
		headers: {
			'Content-Type': 'image/png',
			'Content-Disposition': 'attachment; filename="trail.png"',
			'X-WP-Nonce': await page.evaluate(
				() =>
					( window as { tesseraEditor?: { nonce: string } } )
						.tesseraEditor?.nonce ?? ''
			),
		},
		data: PNG,
	} );
	expect( upload.status() ).toBe( 201 );
	const media = await upload.json();
	expect( media.media_details ).toMatchObject( { width: 2, height: 2 } );
	await page.evaluate( ( id ) => {
		window.wp.data
			.dispatch( 'core/editor' )
			.editPost( { featured_media: id } );
	}, media.id );
	await expect(
		sidebar.locator( `img[src*="trail"]` ).first()
	).toBeVisible();

	// Save draft, reload, everything is still there.
	await page.getByRole( 'button', { name: 'Save draft' } ).click();
	await expect(
		page.getByRole( 'button', { name: /saved/i } ).first()
	).toBeVisible();
	const postId: number = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getCurrentPostId()
	);
	await openPost( page, postId );
	const saved = await (
		await page.request.get(
			`/wp-json/wp/v2/posts/${ postId }?context=edit`,
			{
				headers: {
					'X-WP-Nonce': await page.evaluate(
						() =>
							( window as { tesseraEditor?: { nonce: string } } )
								.tesseraEditor?.nonce ?? ''
					),
				},
			}
		)
	).json();
	expect( saved.status ).toBe( 'draft' );
	expect( saved.title.raw ).toBe( 'Notes from the trail' );
	expect( saved.excerpt.raw ).toBe( 'A short walk, well described.' );
	expect( saved.content.raw ).toContain( 'First paragraph.' );
	expect( saved.featured_media ).toBe( media.id );
	expect( saved.categories ).toHaveLength( 1 );
	expect( saved.tags ).toHaveLength( 1 );
	await expect(
		canvas( page ).getByText( 'First paragraph.' )
	).toBeVisible();

	// The theme's block patterns: in the inserter's Patterns tab, and in Query Loop's "Choose".
	await setInserterOpen( page, true );
	await page.getByRole( 'tab', { name: 'Patterns' } ).click();
	await page.getByRole( 'tab', { name: 'Call to action' } ).click();
	await expect(
		page.getByRole( 'option', { name: 'Call to action with two buttons' } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/patterns-tab.png` } );
	await setInserterOpen( page, false );
	await insertBlockFromInserter( page, 'Query Loop', 'Query Loop' );
	await canvas( page ).getByRole( 'button', { name: 'Choose' } ).click();
	const chooser = page.getByRole( 'dialog', { name: /choose a pattern/i } );
	for ( const title of [
		'Posts: titles and excerpts',
		'Posts: titles and dates',
		'Posts: grid with featured images',
	] ) {
		await expect(
			chooser.getByRole( 'option', { name: title } )
		).toBeVisible();
	}
	// The previews show the site's posts once they have loaded.
	const previews = chooser.locator( 'iframe' );
	await expect( previews ).toHaveCount( 4 );
	for ( let index = 0; index < 4; index++ ) {
		await expect(
			previews
				.nth( index )
				.contentFrame()
				.locator( '.components-spinner' )
		).toHaveCount( 0 );
	}
	await page.screenshot( { path: `${ SHOTS }/query-loop-choose.png` } );
	await page.keyboard.press( 'Escape' );
	expect( pageProblems ).toEqual( [] );
} );

test( 'plugins fill the public slots, and publishing shows the pre- and post-publish panels with the link', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	// A plugin written for WordPress, registered through window.wp exactly as it would be there.
	await page.evaluate( () => {
		const { element, plugins, editor } = window.wp;
		const h = element.createElement;
		plugins.registerPlugin( 'e2e-slots', {
			render: () =>
				h(
					element.Fragment,
					null,
					h(
						editor.PluginDocumentSettingPanel,
						{ name: 'e2e', title: 'E2E panel' },
						h( 'p', null, 'In the document panel' )
					),
					h(
						editor.PluginSidebarMoreMenuItem,
						{ target: 'e2e-sidebar' },
						'E2E sidebar'
					),
					h(
						editor.PluginSidebar,
						{ name: 'e2e-sidebar', title: 'E2E sidebar' },
						h( 'p', null, 'In the plugin sidebar' )
					),
					h(
						editor.PluginPrePublishPanel,
						{ title: 'E2E pre-publish', initialOpen: true },
						h( 'p', null, 'Before publishing' )
					),
					h(
						editor.PluginPostPublishPanel,
						{ title: 'E2E post-publish', initialOpen: true },
						h( 'p', null, 'After publishing' )
					),
					h(
						editor.PluginPostStatusInfo,
						null,
						h( 'p', null, 'In the status info' )
					),
					h(
						editor.PluginMoreMenuItem,
						{ onClick: () => undefined },
						'E2E more menu item'
					)
				),
		} );
		window.wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' );
	} );
	await expect(
		page
			.getByText( 'In the document panel' )
			.or( page.getByRole( 'button', { name: 'E2E panel' } ) )
			.first()
	).toBeVisible();
	await expect( page.getByText( 'In the status info' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Options', exact: true } ).click();
	await expect(
		page.getByRole( 'menuitem', { name: 'E2E more menu item' } )
	).toBeVisible();
	await page.getByRole( 'menuitemcheckbox', { name: 'E2E sidebar' } ).click();
	await expect( page.getByText( 'In the plugin sidebar' ) ).toBeVisible();

	await setTitle( page, 'Published with panels' );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	const panel = page.getByRole( 'region', { name: /editor publish/i } );
	await expect(
		panel.getByText( 'Before publishing', { exact: true } )
	).toBeVisible();
	await panel.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect(
		panel.getByText( 'After publishing', { exact: true } )
	).toBeVisible();
	const link = await panel
		.getByRole( 'textbox', { name: /address|link/i } )
		.first()
		.inputValue()
		.catch( async () =>
			panel
				.getByRole( 'link', { name: 'Published with panels' } )
				.getAttribute( 'href' )
		);
	expect( link ).toMatch( /\/\d{4}\/\d{2}\/published-with-panels\/$/ );
	const visitor = await browser.newPage();
	const response = await visitor.goto( link as string );
	expect( response?.status() ).toBe( 200 );
	await expect(
		visitor.getByRole( 'heading', {
			name: 'Published with panels',
			level: 1,
		} )
	).toBeVisible();
	await visitor.close();
	expect( pageProblems ).toEqual( [] );
} );

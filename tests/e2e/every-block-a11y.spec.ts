/**
 * Accessibility of every block, found by folder so that a new block is covered without anyone
 * adding it here: each is inserted into a new post (a child block inside its parent), selected,
 * and checked by axe (WCAG 2.1 AA; serious and critical violations must be none) in the editor
 * canvas and the block's settings sidebar; then the post is published and its visitor page is
 * checked; then the same, editor and visitor page, on the site in a right-to-left language
 * (Hebrew).
 */
import type { Browser, Page } from '@playwright/test';

import { blockFolders } from '../../extensions/folders';
import { seriousWcagViolations } from './support/axe';
import { canvas, openNewPost, openPost, setTitle } from './support/editor';
import { setSiteLanguage } from './support/site-language';
import { expect, signIn, test } from './support/test';

/**
 * A frame showing another service's page (Calendly's scheduler, the ad server's slot), which its
 * service draws: here the service's stand-in (`/stand-ins/<host>/…`). Its colours are the
 * service's, and a slot that may not run scripts cannot be checked at all (axe would wait for it
 * forever).
 */
const THIRD_PARTY_FRAME = 'iframe[src*="/stand-ins/"]';

/** The sidebar that holds the selected block's settings. */
const SIDEBAR = '[role="region"][aria-label="Editor settings"]';

/**
 * Publishes the post through the editor's store (what the Publish button does); the pre-publish
 * panel is not what this test looks at, and a block that opens the block sidebar would close it.
 */
async function publishPost( page: Page ): Promise< number > {
	await page.evaluate( async () => {
		const editor = window.wp.data.dispatch( 'core/editor' );
		editor.editPost( { status: 'publish' } );
		await editor.savePost();
	} );
	await expect
		.poll( () =>
			page.evaluate( () =>
				window.wp.data.select( 'core/editor' ).isCurrentPostPublished()
			)
		)
		.toBe( true );
	return page.evaluate(
		() =>
			window.wp.data.select( 'core/editor' ).getCurrentPostId() as number
	);
}

/** Selects the first block named `name` in the open post, with its settings sidebar; its id. */
function selectFirst( page: Page, name: string ): Promise< string > {
	return page.evaluate( ( blockName ) => {
		const editor = window.wp.data.select( 'core/block-editor' );
		const clientId = editor
			.getClientIdsWithDescendants()
			.find( ( id: string ) => editor.getBlockName( id ) === blockName );
		window.wp.data.dispatch( 'core/block-editor' ).selectBlock( clientId );
		window.wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/block' );
		return clientId as string;
	}, name );
}

/** The checks in the editor: the selected block in the canvas, and its settings sidebar. */
async function editorViolations( page: Page, clientId: string ) {
	await expect(
		canvas( page ).locator( `#block-${ clientId }` )
	).toBeVisible();
	await expect( page.locator( SIDEBAR ) ).toBeVisible();
	return seriousWcagViolations(
		page,
		[ [ 'iframe[name="editor-canvas"]', `#block-${ clientId }` ], SIDEBAR ],
		// WordPress's own blocks inside ours are WordPress's: an empty paragraph's text field
		// carries `aria-multiline` on a `document`, which axe rejects.
		[
			[ 'iframe[name="editor-canvas"]', '[data-type^="core/"]' ],
			[ 'iframe[name="editor-canvas"]', THIRD_PARTY_FRAME ],
		]
	);
}

/** The checks on a visitor page: the post's content, where its blocks are. */
async function visitorViolations( browser: Browser, postId: number ) {
	const context = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await context.newPage();
	await visitor.goto( `/?p=${ postId }` );
	const violations = await seriousWcagViolations(
		visitor,
		[ '.entry-content' ],
		[ THIRD_PARTY_FRAME ]
	);
	await context.close();
	return violations;
}

for ( const { metadata } of blockFolders() ) {
	const parent = Array.isArray( metadata.parent )
		? ( metadata.parent[ 0 ] as string )
		: null;
	// As the inserter's preview shows the block: its example's settings (a button with its text),
	// else its defaults.
	const example =
		( metadata.example as { attributes?: Record< string, unknown > } )
			?.attributes ?? {};

	test( `${ metadata.title } (${ metadata.name }): axe finds nothing serious in the editor and for the visitor, left to right and right to left`, async ( {
		page,
		browser,
	} ) => {
		await signIn( page );
		await openNewPost( page );
		await setTitle( page, `Accessibility of ${ metadata.title }` );

		await page.evaluate(
			( [ name, parentName, attributes ] ) => {
				const { createBlock } = window.wp.blocks;
				const block = createBlock( name, attributes );
				window.wp.data
					.dispatch( 'core/block-editor' )
					.insertBlock(
						parentName
							? createBlock( parentName, {}, [ block ] )
							: block
					);
			},
			[ metadata.name, parent, example ] as const
		);
		const clientId = await selectFirst( page, metadata.name );
		const found = {
			editor: await editorViolations( page, clientId ),
			visitor: [] as string[],
			editorRightToLeft: [] as string[],
			visitorRightToLeft: [] as string[],
		};
		const postId = await publishPost( page );
		found.visitor = await visitorViolations( browser, postId );
		await setSiteLanguage( page, 'he_IL' );
		try {
			await openPost( page, postId );
			found.editorRightToLeft = await editorViolations(
				page,
				await selectFirst( page, metadata.name )
			);
			found.visitorRightToLeft = await visitorViolations(
				browser,
				postId
			);
		} finally {
			await setSiteLanguage( page, 'en_US' );
		}
		expect( found ).toStrictEqual( {
			editor: [],
			visitor: [],
			editorRightToLeft: [],
			visitorRightToLeft: [],
		} );
	} );
}

/**
 * Accessibility of every block, found by folder so that a new block is covered without anyone
 * adding it here: one post holds each block (a child block inside its parent); each in turn is
 * selected and checked by axe (WCAG 2.1 AA; serious and critical violations must be none) in the
 * editor canvas and its settings sidebar; then the post is published and its visitor page is
 * checked; then the same, editor and visitor page, on the site in a right-to-left language
 * (Hebrew), which the second test sets on its worker's own site server and puts back.
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

/** Each block as the inserter's preview shows it: its example's settings, else its defaults. */
const BLOCKS = blockFolders().map( ( { metadata } ) => ( {
	name: metadata.name as string,
	title: metadata.title as string,
	parent: Array.isArray( metadata.parent )
		? ( metadata.parent[ 0 ] as string )
		: null,
	attributes:
		( metadata.example as { attributes?: Record< string, unknown > } )
			?.attributes ?? {},
} ) );

/** Every block's serious violations in the open post's editor, by block; none is `{}`. */
async function everyBlockInEditor( page: Page ) {
	const found: Record< string, string[] > = {};
	for ( const block of BLOCKS ) {
		const violations = await editorViolations(
			page,
			await selectFirst( page, block.name )
		);
		if ( violations.length ) {
			found[ block.name ] = violations;
		}
	}
	return found;
}

// Each test runs axe about fifty times over a post of every block: a minute and a half on a quiet
// machine, several times that on a busy one.
test.describe.configure( { mode: 'serial', timeout: 600_000 } );

let postId = 0;

test( 'every block: axe finds nothing serious in the editor or for the visitor, left to right', async ( {
	page,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Accessibility of every block' );
	await page.evaluate( ( blocks ) => {
		const { createBlock } = window.wp.blocks;
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks(
			blocks.map( ( { name, parent, attributes } ) => {
				const block = createBlock( name, attributes );
				return parent ? createBlock( parent, {}, [ block ] ) : block;
			} )
		);
	}, BLOCKS );
	expect( await everyBlockInEditor( page ) ).toStrictEqual( {} );
	postId = await publishPost( page );
	expect( await visitorViolations( browser, postId ) ).toStrictEqual( [] );
} );

test( 'every block: axe finds nothing serious in the editor or for the visitor, right to left', async ( {
	page,
	browser,
} ) => {
	expect( postId ).toBeGreaterThan( 0 );
	await signIn( page );
	await setSiteLanguage( page, 'he_IL' );
	try {
		await openPost( page, postId );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		expect( await everyBlockInEditor( page ) ).toStrictEqual( {} );
		expect( await visitorViolations( browser, postId ) ).toStrictEqual(
			[]
		);
	} finally {
		await setSiteLanguage( page, 'en_US' );
	}
} );

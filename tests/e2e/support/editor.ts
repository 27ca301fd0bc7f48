import {
	expect,
	type FrameLocator,
	type Locator,
	type Page,
} from '@playwright/test';

/** Opens a new post in the editor and waits until the editor is ready to type in. */
export async function openNewPost( page: Page ) {
	await page.goto( '/wp-admin/post-new.php' );
	await waitForEditor( page );
}

export async function openPost( page: Page, postId: number ) {
	await page.goto( `/wp-admin/post.php?post=${ postId }&action=edit` );
	await waitForEditor( page );
}

async function waitForEditor( page: Page ) {
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	await page.evaluate( () => {
		window.wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
	} );
	await expect(
		canvas( page )
			.locator( '.editor-post-title, [aria-label="Add title"]' )
			.first()
	).toBeVisible();
}

/** The block canvas: an iframe for apiVersion 3 blocks. */
export function canvas( page: Page ): FrameLocator {
	return page.frameLocator( 'iframe[name="editor-canvas"]' );
}

export async function setTitle( page: Page, title: string ) {
	const titleField = canvas( page ).getByRole( 'textbox', {
		name: 'Add title',
	} );
	await titleField.click();
	await titleField.fill( title );
}

/** The client ids of every block and inner block in the editor. */
/**
 * The titles each block answers to in the inserter: its type's, and its active variation's. A new
 * block counts as the one clicked only by its title, since another block may add inner blocks of
 * its own a moment after its insertion.
 */
function blockTitles(
	page: Page,
	ids: string[]
): Promise< { id: string; titles: string[] }[] > {
	return page.evaluate( ( clientIds ) => {
		const editor = window.wp.data.select( 'core/block-editor' );
		const types = window.wp.data.select( 'core/blocks' );
		return clientIds.map( ( id: string ) => {
			const name = editor.getBlockName( id );
			const variation = types.getActiveBlockVariation(
				name,
				editor.getBlockAttributes( id )
			);
			return {
				id,
				titles: [ types.getBlockType( name )?.title, variation?.title ],
			};
		} );
	}, ids );
}

export function blockIds( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		window.wp.data
			.select( 'core/block-editor' )
			.getClientIdsWithDescendants()
	);
}

/**
 * Clicks a block into the post through the open inserter, until a block that was not there
 * before is in the post: a result clicked while the list re-renders can insert nothing, a new
 * block's edit may take the focus, and once in a clean-clone run the result never came. A person
 * would look, open the inserter and try again, and so does this.
 *
 * @param page   The editor page.
 * @param choose Finds the inserter's option to click (searching first, if it needs to).
 * @param title  The title (of the block type or of a variation) the new block answers to.
 * @param wait   How long one try may wait for the option and for the block.
 */
async function insertThroughInserter(
	page: Page,
	choose: ( library: Locator ) => Promise< Locator >,
	title: string,
	wait: number
) {
	const before = new Set( await blockIds( page ) );
	const inserted = async () =>
		( await blockTitles( page, await blockIds( page ) ) ).some(
			( { id, titles } ) => ! before.has( id ) && titles.includes( title )
		);
	await expect( async () => {
		if ( await inserted() ) {
			return;
		}
		await setInserterOpen( page, true );
		const option = await choose(
			page.getByRole( 'region', { name: 'Block Library' } )
		);
		await option.click( { timeout: wait } );
		await expect.poll( inserted, { timeout: wait } ).toBe( true );
	} ).toPass( { timeout: 60_000 } );
}

/** Inserts a block the way a person does: the inserter, its search box, the result. */
export async function insertBlockFromInserter(
	page: Page,
	search: string,
	title: string
) {
	await insertThroughInserter(
		page,
		async ( library ) => {
			await library
				.getByRole( 'searchbox', { name: /search/i } )
				.fill( search );
			return page
				.getByRole( 'option', { name: title, exact: true } )
				.first();
		},
		title,
		10_000
	);
	// The inserter stays open after an insertion; close it as a person would, with its toggle.
	await setInserterOpen( page, false );
}

/**
 * Inserts a block as a person browsing the inserter does: the block in its category's list. The
 * inserter stays open, for the next one.
 *
 * @param page     The editor page.
 * @param category The category's title, as the inserter shows it.
 * @param title    The block's title.
 */
export async function insertBlockFromCategory(
	page: Page,
	category: string,
	title: string
) {
	await insertThroughInserter(
		page,
		async ( library ) =>
			library
				.getByRole( 'listbox', { name: category, exact: true } )
				.getByRole( 'option', { name: title, exact: true } ),
		title,
		5_000
	);
}

export async function setInserterOpen( page: Page, open: boolean ) {
	const toggle = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /block inserter/i } );
	const pressed = ( await toggle.getAttribute( 'aria-pressed' ) ) === 'true';
	if ( pressed !== open ) {
		await toggle.click();
	}
	await expect( toggle ).toHaveAttribute( 'aria-pressed', String( open ) );
}

/** Publishes through the header button and the pre-publish panel; returns the post id. */
export async function publish( page: Page ): Promise< number > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	const panel = page.getByRole( 'region', { name: /editor publish/i } );
	await panel.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect( page.getByText( /is now live/i ).first() ).toBeVisible();
	return page.evaluate(
		() =>
			window.wp.data.select( 'core/editor' ).getCurrentPostId() as number
	);
}

/** Every block (and inner block) the editor could not validate. */
export async function invalidBlocks( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const blocks = window.wp.data.select( 'core/block-editor' ).getBlocks();
		const invalid: string[] = [];
		const walk = (
			list: { name: string; isValid: boolean; innerBlocks: [] }[]
		) => {
			for ( const block of list ) {
				if ( ! block.isValid ) {
					invalid.push( block.name );
				}
				walk( block.innerBlocks );
			}
		};
		walk( blocks );
		return invalid;
	} );
}

/** The site's plan, changed to `plan` when one is given. */
export async function sitePlan( page: Page, plan?: string ): Promise< string > {
	const settings = await page.evaluate(
		( value ) =>
			window.wp.apiFetch( {
				path: '/wp/v2/settings',
				method: value ? 'POST' : 'GET',
				data: value ? { tessera_plan: value } : undefined,
			} ),
		plan
	);
	return ( settings as { tessera_plan: string } ).tessera_plan;
}

/** Opens the Tessera sidebar from the editor's Options menu; returns the sidebar region. */
export async function openTesseraSidebar( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Options', exact: true } )
		.click();
	await page.getByRole( 'menuitemcheckbox', { name: 'Tessera' } ).click();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await expect(
		sidebar.getByRole( 'heading', { name: 'Tessera' } )
	).toBeVisible();
	return sidebar;
}

/** Expands a panel of the open sidebar by its title, if it is closed. */
export async function openSidebarPanel( page: Page, title: string ) {
	const toggle = page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'button', { name: title, exact: true } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await toggle.click();
	}
}

import type { Page } from '@playwright/test';

import {
	canvas,
	insertBlockFromCategory,
	setInserterOpen,
} from '../../../e2e/support/editor';
import { expect } from './test';

export interface InsertableBlock {
	name: string;
	title: string;
	category: string;
}

/** Every top-level Tessera block the inserter offers, with its category's title. */
export function insertableTesseraBlocks(
	page: Page
): Promise< InsertableBlock[] > {
	return page.evaluate( () => {
		const categories = Object.fromEntries(
			window.wp.blocks
				.getCategories()
				.map( ( category: { slug: string; title: string } ) => [
					category.slug,
					category.title,
				] )
		);
		return window.wp.blocks
			.getBlockTypes()
			.filter(
				( type: {
					name: string;
					parent?: string[];
					supports?: { inserter?: boolean };
				} ) =>
					type.name.startsWith( 'tessera/' ) &&
					! type.parent &&
					type.supports?.inserter !== false
			)
			.map(
				( type: {
					name: string;
					title: string;
					category: string;
				} ) => ( {
					name: type.name,
					title: type.title,
					category: categories[ type.category ],
				} )
			);
	} );
}

/**
 * Inserts each block from its category in the inserter, as a person browsing it would (the
 * inserter stays open after an insertion), and waits for each to show in the canvas.
 */
export async function insertEveryBlock(
	page: Page,
	blocks: InsertableBlock[]
) {
	await setInserterOpen( page, true );
	for ( const block of blocks ) {
		await insertBlockFromCategory( page, block.category, block.title );
	}
	await setInserterOpen( page, false );
	await expectEveryBlockShown( page, blocks );
}

/**
 * Inserts each block through the block editor's store, as the inserter does once a block is
 * chosen (the journey through the inserter itself is blocks.spec.ts), and waits for each to show.
 */
export async function insertEveryBlockDirectly(
	page: Page,
	blocks: InsertableBlock[]
) {
	await page.evaluate(
		( names ) => {
			const { createBlock } = window.wp.blocks;
			window.wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( names.map( ( name ) => createBlock( name ) ) );
		},
		blocks.map( ( block ) => block.name )
	);
	await expectEveryBlockShown( page, blocks );
}

async function expectEveryBlockShown( page: Page, blocks: InsertableBlock[] ) {
	for ( const block of blocks ) {
		await expect(
			canvas( page )
				.locator( `.wp-block-${ block.name.replace( '/', '-' ) }` )
				.first(),
			block.name
		).toBeVisible();
	}
	await expect(
		canvas( page ).getByText( /ran into an error and cannot be shown/ )
	).toHaveCount( 0 );
}

/**
 * Publishes through the header button and the pre-publish panel, and resolves with the post's id
 * once WordPress says it is published. It does not wait for the post-publish panel: WordPress
 * drops it when a block edits the post right after (the Donations block takes the new permalink
 * as its fallback link, as Jetpack's does).
 */
export async function publishFromEditor( page: Page ): Promise< number > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: /editor publish/i } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect( page.getByText( 'Post published.' ).first() ).toBeVisible();
	return page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getCurrentPostId()
	);
}

/**
 * The posts screen as an owner uses it: search, trash a post from its row, find it in the Trash
 * and restore it, then trash several at once; the counts above the table follow each step. Pages
 * open in the same screen.
 */
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/posts-list';

test( 'the posts list searches, trashes, restores and trashes in bulk', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	// Other specs add posts on this site: these titles share a word no other post has.
	const tag = `Okapi${ Date.now().toString( 36 ) }`;
	for ( const [ title, status ] of [
		[ `${ tag } harvest notes`, 'publish' ],
		[ `${ tag } market day`, 'publish' ],
		[ `${ tag } recipe draft`, 'draft' ],
	] ) {
		const made = await page.request.post( '/wp-json/wp/v2/posts', {
			headers: { 'X-WP-Nonce': nonce },
			data: { title, status },
		} );
		expect( made.status() ).toBe( 201 );
	}

	await page.goto( '/wp-admin/edit.php' );
	const screen = page.locator( '#tessera-posts-list' );
	const rows = screen.locator( 'tbody tr' );
	const views = screen.getByRole( 'list', { name: 'Filter by status' } );
	await expect( views ).toContainText( /All \(\d+\)/ );
	const trashCount = async () =>
		Number(
			/Trash \((\d+)\)/.exec( ( await views.textContent() ) ?? '' )?.[ 1 ]
		);
	const trashedBefore = await trashCount();

	await screen.getByRole( 'searchbox', { name: 'Search Posts' } ).fill( tag );
	await expect( rows ).toHaveCount( 3 );
	const draft = rows.filter( { hasText: 'recipe draft' } );
	await expect( draft ).toContainText( 'Draft' );
	await expect( draft ).toContainText(
		/Last Modified \d{4}\/\d{2}\/\d{2} at \d{1,2}:\d{2} [ap]m/
	);
	await expect(
		draft.getByRole( 'link', { name: `${ tag } recipe draft` } )
	).toHaveAttribute( 'href', /\/wp-admin\/post\.php\?post=\d+&action=edit/ );
	await expect(
		draft.getByRole( 'button', { name: 'Preview' } )
	).toBeVisible();
	await page.screenshot( {
		path: `${ SHOTS }/1-search.png`,
		fullPage: true,
	} );

	// One post to the trash from its row, then back from the Trash list.
	await rows
		.filter( { hasText: 'market day' } )
		.getByRole( 'button', { name: 'Trash', exact: true } )
		.click();
	await expect( rows ).toHaveCount( 2 );
	await expect.poll( trashCount ).toBe( trashedBefore + 1 );
	await views.getByRole( 'button', { name: /^Trash/ } ).click();
	await expect( rows ).toHaveCount( 1 );
	await expect( rows.first() ).toContainText( 'market day' );
	await page.screenshot( { path: `${ SHOTS }/2-trash.png`, fullPage: true } );
	await rows.first().getByRole( 'button', { name: 'Restore' } ).click();
	await expect( screen.getByText( 'No posts found.' ) ).toBeVisible();
	await expect.poll( trashCount ).toBe( trashedBefore );

	// Restored posts come back as drafts, as WordPress restores them.
	await views.getByRole( 'button', { name: /^Drafts/ } ).click();
	await expect( rows ).toHaveCount( 2 );

	// Bulk: every row of the search, to the trash at once.
	await views.getByRole( 'button', { name: /^All/ } ).click();
	await expect( rows ).toHaveCount( 3 );
	await screen
		.getByRole( 'columnheader', { name: 'Select all' } )
		.getByRole( 'checkbox' )
		.check();
	await page.screenshot( { path: `${ SHOTS }/3-bulk.png`, fullPage: true } );
	await screen
		.getByRole( 'button', { name: 'Move to Trash' } )
		.last()
		.click();
	await expect( screen.getByText( 'No posts found.' ) ).toBeVisible();
	await expect.poll( trashCount ).toBe( trashedBefore + 3 );

	// Pages are the same screen over /wp/v2/pages.
	await page.goto( '/wp-admin/edit.php?post_type=page' );
	await expect(
		screen.getByRole( 'heading', { name: 'Pages', level: 1 } )
	).toBeVisible();
	await expect(
		screen.getByRole( 'link', { name: 'Add New Page' } )
	).toHaveAttribute( 'href', '/wp-admin/post-new.php?post_type=page' );
	await expect( views ).toContainText( /All \(\d+\)/ );
	await page.screenshot( { path: `${ SHOTS }/4-pages.png`, fullPage: true } );
	expect( pageProblems ).toEqual( [] );
} );

import { expect, signIn, signInThroughForm, test } from './support/test';

test.describe( 'the site around the editor', () => {
	test( 'wp-admin asks a visitor to sign in and rejects a wrong password', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/' );
		await expect( page ).toHaveURL( /wp-login\.php/ );
		await page.locator( 'input[name="log"]' ).fill( 'admin' );
		await page.locator( 'input[name="pwd"]' ).fill( 'not the password' );
		await page
			.locator( 'input[type="submit"], button[type="submit"]' )
			.first()
			.click();
		await expect( page ).toHaveURL( /wp-login\.php/ );
		await expect(
			page
				.getByRole( 'alert' )
				.or( page.locator( '#login_error' ) )
				.first()
		).toBeVisible();
	} );

	test( 'the posts list shows the sample post with its actions, and New post opens the editor', async ( {
		page,
	} ) => {
		await signIn( page );
		await page.goto( '/wp-admin/' );
		await expect( page ).toHaveURL( /wp-admin\/edit\.php/ );
		// Other specs add posts on this site: search for the sample post, as a person would.
		await page.goto( '/wp-admin/edit.php?s=Tessera+block+gallery' );
		const row = page
			.getByRole( 'row' )
			.filter( { hasText: 'Tessera block gallery' } );
		await expect( row ).toBeVisible();
		await expect(
			row.getByRole( 'cell', { name: 'Published', exact: true } )
		).toBeVisible();
		// The title links to the editor; Edit and View are the row's action buttons.
		await expect(
			row.getByRole( 'link', { name: 'Tessera block gallery' } )
		).toHaveAttribute( 'href', /post\.php\?post=\d+&action=edit/ );
		await expect(
			row.getByRole( 'button', { name: 'Edit', exact: true } )
		).toBeVisible();
		await expect(
			row.getByRole( 'button', { name: 'View', exact: true } )
		).toBeVisible();
		await expect(
			row
				.getByRole( 'button', { name: /trash/i } )
				.or( row.getByRole( 'link', { name: /trash/i } ) )
				.first()
		).toBeVisible();
		await page
			.getByRole( 'link', { name: /new post/i } )
			.first()
			.click();
		await expect( page ).toHaveURL( /post-new\.php|post\.php\?post=\d+/ );
	} );

	test( 'the sample post is public and a signed-out visitor sees it', async ( {
		page,
	} ) => {
		await page.goto( '/?s=Tessera+block+gallery' );
		await page
			.getByRole( 'link', { name: 'Tessera block gallery' } )
			.first()
			.click();
		await expect(
			page.getByRole( 'heading', {
				name: 'Tessera block gallery',
				level: 1,
			} )
		).toBeVisible();
	} );

	test( 'signing out ends the session', async ( { page } ) => {
		// A session of its own: the worker's shared one must outlive this journey.
		await signInThroughForm( page );
		await page.goto( '/wp-admin/edit.php' );
		await page
			.getByRole( 'link', { name: /log out|sign out/i } )
			.first()
			.click();
		await page.goto( '/wp-admin/edit.php' );
		await expect( page ).toHaveURL( /wp-login\.php/ );
	} );
} );

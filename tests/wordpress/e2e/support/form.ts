import type { Browser } from '@playwright/test';

import { expect } from './test';

/** A Form block with a name and a message, sending its notifications to `to`. */
export function contactForm( to: string, subject = 'A visitor wrote' ): string {
	return [
		`<!-- wp:tessera/contact-form {"subject":"${ subject }","to":"${ to }"} -->`,
		'<div class="wp-block-tessera-contact-form">',
		'<!-- wp:tessera/field-name {"required":true} /-->',
		'<!-- wp:tessera/field-textarea /-->',
		'</div>',
		'<!-- /wp:tessera/contact-form -->',
	].join( '' );
}

/**
 * A visitor (no cookies) fills in the form on a post and sends it, and sees the thank-you.
 *
 * @param browser The browser.
 * @param link    The post's address.
 * @param name    What they write as their name.
 * @param message Their message.
 * @param shot    Where to keep a screenshot of the thank-you, if anywhere.
 */
export async function sendMessage(
	browser: Browser,
	link: string,
	name: string,
	message: string,
	shot?: string
) {
	const visitor = await browser.newPage( { storageState: undefined } );
	await visitor.goto( link );
	const form = visitor.locator( 'form[data-tessera-form]' );
	await form.getByLabel( 'Name' ).fill( name );
	await form.getByLabel( 'Message' ).fill( message );
	await form.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( visitor.getByText( 'Message Sent' ) ).toBeVisible();
	if ( shot ) {
		await visitor.screenshot( { path: shot } );
	}
	await visitor.close();
}

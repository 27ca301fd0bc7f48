import metadata from '../block.json';
import { render } from '../render';
import type { MailchimpAttributes } from '../types';

const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes )
		.filter( ( [ , declaration ] ) => 'default' in declaration )
		.map( ( [ name, declaration ] ) => [
			name,
			( declaration as { default: unknown } ).default,
		] )
) as unknown as MailchimpAttributes;

const SAVED =
	'<div class="wp-block-tessera-mailchimp"><div class="wp-block-tessera-button"><button type="submit" class="wp-block-button__link">Join</button></div></div>';

describe( 'the sign-up on the visitor page', () => {
	it( 'is a form posting the address with its place in the post, the button and the consent text', () => {
		const context = { locale: 'en_US', postId: 12, query: {} };
		const first = render( DEFAULTS, SAVED, context );
		const second = render( DEFAULTS, SAVED, context );
		expect( first ).toContain( 'id="tessera-mailchimp-12-0"' );
		expect( second ).toContain( 'id="tessera-mailchimp-12-1"' );
		expect( first ).toContain(
			'<form method="post" action="/tessera-mailchimp/subscribe">'
		);
		expect( first ).toContain(
			'<input type="hidden" name="form" value="0">'
		);
		expect( first ).toContain(
			'<button type="submit" class="wp-block-button__link">Join</button>'
		);
		expect( first ).toContain(
			'By clicking submit, you agree to share your email address'
		);
		expect( first ).toContain( 'data-processing="Processing…"' );
		expect( first ).toContain( 'role="status" hidden' );
	} );

	it( 'escapes what the author typed', () => {
		const html = render(
			{
				...DEFAULTS,
				consentText: '<img src=x onerror=alert(1)>',
				emailPlaceholder: '"><script>',
				errorLabel: '"><b>',
			},
			SAVED,
			{ locale: 'en_US', postId: 1 }
		);
		expect( html ).not.toContain( '<img' );
		expect( html ).not.toContain( '<script>' );
		expect( html ).not.toContain( '"><b>' );
	} );

	it( 'shows the outcome at the first sign-up of the page it returns to', () => {
		const success = render( DEFAULTS, SAVED, {
			locale: 'en_US',
			postId: 3,
			query: { 'tessera-mailchimp': 'success' },
		} );
		expect( success ).toContain( "Success! You're on the list.</p>" );
		expect( success ).not.toContain( '<form' );
		const error = render( DEFAULTS, SAVED, {
			locale: 'en_US',
			postId: 3,
			query: { 'tessera-mailchimp': 'error' },
		} );
		expect( error ).toContain( 'role="alert">Whoops! There was an error' );
		expect( error ).toContain( '<form' );
		const other = render( DEFAULTS, SAVED, {
			locale: 'en_US',
			postId: 3,
			query: { 'tessera-mailchimp': '<x>' },
		} );
		expect( other ).not.toContain( '<x>' );
		expect( other ).toContain( 'hidden></p>' );
	} );
} );

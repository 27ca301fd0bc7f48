/**
 * The view script on the markup the server render prints: the processing text while the address
 * is sent, then the success text in place of the form, or the error text with the form kept.
 */
import { fireEvent, waitFor } from '@testing-library/react';
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
const ERROR =
	"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.";

let answer: ( resolve: ( response: Response ) => void ) => void;
const sent: Array< { url: string; init: RequestInit } > = [];

function mount() {
	document.body.innerHTML = render( DEFAULTS, SAVED, {
		locale: 'en_US',
		postId: 7,
		query: {},
	} );
	window.fetch = jest.fn(
		( url: string, init: RequestInit ) =>
			new Promise< Response >( ( resolve, reject ) => {
				sent.push( { url, init } );
				try {
					answer( resolve );
				} catch ( failure ) {
					reject( failure );
				}
			} )
	) as unknown as typeof window.fetch;
	jest.isolateModules( () => {
		require( '../view' );
	} );
	const form = document.querySelector( 'form' )!;
	const field = form.querySelector< HTMLInputElement >(
		'input[name="email"]'
	)!;
	const notice = () =>
		document.querySelector< HTMLElement >(
			'.wp-block-tessera-mailchimp_notification'
		)!;
	return { form, field, notice };
}

beforeEach( () => {
	sent.length = 0;
} );

describe( 'the sign-up with JavaScript', () => {
	it( 'shows the processing text while sending, then the success text in place of the form', async () => {
		let finish: ( response: Response ) => void = () => undefined;
		answer = ( resolve ) => ( finish = resolve );
		const { form, field, notice } = mount();
		expect( notice().hidden ).toBe( true );
		field.value = 'reader@example.org';
		fireEvent.submit( form );

		expect( notice() ).toHaveTextContent( 'Processing…' );
		expect( notice() ).toHaveClass(
			'wp-block-tessera-mailchimp_processing'
		);
		expect( notice().getAttribute( 'role' ) ).toBe( 'status' );
		expect( form.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ].url ).toMatch( /\/tessera-mailchimp\/subscribe$/ );
		expect( sent[ 0 ].init.method ).toBe( 'POST' );
		expect( sent[ 0 ].init.headers ).toStrictEqual( {
			Accept: 'application/json',
		} );
		expect(
			Object.fromEntries( sent[ 0 ].init.body as URLSearchParams )
		).toStrictEqual( {
			email: 'reader@example.org',
			post_id: '7',
			form: '0',
		} );

		finish( { ok: true, status: 200 } as Response );
		await waitFor( () =>
			expect( notice() ).toHaveTextContent(
				"Success! You're on the list."
			)
		);
		expect( notice() ).toHaveClass( 'wp-block-tessera-mailchimp_success' );
		expect( document.querySelector( 'form' ) ).toBeNull();
	} );

	it.each( [
		[
			'refuses the address',
			( resolve: ( response: Response ) => void ) =>
				resolve( { ok: false, status: 400 } as Response ),
		],
		[
			'cannot be reached',
			() => {
				throw new TypeError( 'Failed to fetch' );
			},
		],
	] )(
		'shows the error text and keeps the form when the site %s',
		async ( _, failing ) => {
			answer = failing;
			const { form, field, notice } = mount();
			field.value = 'someone@test.com';
			fireEvent.submit( form );
			await waitFor( () =>
				expect( notice() ).toHaveTextContent( ERROR )
			);
			expect( notice() ).toHaveClass(
				'wp-block-tessera-mailchimp_error'
			);
			expect( notice().getAttribute( 'role' ) ).toBe( 'alert' );
			expect( document.querySelector( 'form' ) ).toBe( form );
			expect( form.hasAttribute( 'aria-busy' ) ).toBe( false );
		}
	);
} );

/**
 * The view script on the markup the server render prints: inline errors with aria attributes and
 * an announced summary, then sending with fetch and the thank-you in place of the form.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { render as renderForm } from '../render';
import { render as renderName } from '../../field-name/render';
import { render as renderEmail } from '../../field-email/render';
import { render as renderButton } from '../../button/render';
import type { BlockRenderContext } from '../../../../shared/server-render/types';
import type { RenderableFieldAttributes } from '../../../../shared/form-fields/render/field';

const field = (
	extra: Partial< RenderableFieldAttributes >
): RenderableFieldAttributes => ( {
	label: '',
	required: false,
	options: [],
	defaultValue: '',
	placeholder: '',
	id: '',
	width: 100,
	...extra,
} );

function mount() {
	const context: BlockRenderContext = { postId: 4, locale: 'en_US' };
	const inner =
		renderName( field( { label: 'Name', required: true } ), '', context ) +
		renderEmail( field( { label: 'Email' } ), '', context ) +
		renderButton(
			{ element: 'button', text: 'Send', saveInPostContent: false },
			'',
			context
		);
	document.body.innerHTML = renderForm(
		{
			customThankyou: '',
			customThankyouHeading: 'Message Sent',
			customThankyouMessage: '',
			customThankyouRedirect: '',
			jetpackCRM: true,
		},
		inner,
		context
	);
	jest.isolateModules( () => {
		require( '../view' );
	} );
	return {
		form: document.querySelector( 'form' )!,
		name: document.querySelector< HTMLInputElement >(
			'[name="tessera-field-0"]'
		)!,
		email: document.querySelector< HTMLInputElement >(
			'[name="tessera-field-1"]'
		)!,
		notice: document.querySelector(
			'.wp-block-tessera-contact-form__notice'
		)!,
	};
}

afterEach( () => {
	( global as { fetch?: unknown } ).fetch = undefined;
} );

it( 'shows errors next to the fields, announces them and sends nothing', () => {
	const fetch = jest.fn();
	( global as { fetch?: unknown } ).fetch = fetch;
	const { form, name, email, notice } = mount();
	email.value = 'not-an-email';
	fireEvent.submit( form );
	expect( fetch ).not.toHaveBeenCalled();
	expect( name.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	const nameError = document.getElementById(
		name.getAttribute( 'aria-describedby' )!
	)!;
	expect( nameError.textContent ).toBe( 'This field is required.' );
	expect( nameError.hidden ).toBe( false );
	expect(
		document.getElementById( email.getAttribute( 'aria-describedby' )! )!
			.textContent
	).toBe( 'Please enter a valid email address.' );
	expect( notice.getAttribute( 'aria-live' ) ).toBe( 'polite' );
	expect( notice.textContent ).toContain(
		'Please correct the 2 fields marked below.'
	);
	expect( notice.querySelector( 'a' )!.getAttribute( 'href' ) ).toBe(
		`#${ name.id }`
	);
	expect( name.ownerDocument.activeElement ).toBe( name );

	// Fixing a field clears its error as the visitor types.
	name.value = 'Ada';
	fireEvent.input( name );
	expect( name.hasAttribute( 'aria-invalid' ) ).toBe( false );
	expect( nameError.hidden ).toBe( true );
} );

it( 'sends with fetch and puts the thank-you in place of the form', async () => {
	const fetch = jest.fn().mockResolvedValue( {
		ok: true,
		json: async () => ( {
			status: 'sent',
			redirect: null,
			html: '<div class="wp-block-tessera-contact-form__thank-you" role="status" tabindex="-1"><h3>Message Sent</h3></div>',
		} ),
	} );
	( global as { fetch?: unknown } ).fetch = fetch;
	const { form, name, email } = mount();
	name.value = 'Ada';
	email.value = 'ada@example.com';
	fireEvent.submit( form );
	await waitFor( () =>
		expect(
			document.querySelector(
				'.wp-block-tessera-contact-form__thank-you'
			)
		).not.toBeNull()
	);
	const [ url, init ] = fetch.mock.calls[ 0 ];
	expect( url ).toMatch( /\/contact-form\/4\/0$/ );
	expect( init.headers ).toEqual( { Accept: 'application/json' } );
	expect( String( init.body ) ).toContain( 'tessera-field-0=Ada' );
	expect( document.querySelector( 'form' ) ).toBeNull();
	expect( form.ownerDocument.activeElement?.className ).toBe(
		'wp-block-tessera-contact-form__thank-you'
	);
} );

it( 'shows the errors the server sends back', async () => {
	( global as { fetch?: unknown } ).fetch = jest.fn().mockResolvedValue( {
		ok: false,
		json: async () => ( {
			code: 'tessera_form_rate_limited',
			message:
				'You have sent too many messages in a short time. Please wait a minute and try again.',
			data: { status: 429, errors: {} },
		} ),
	} );
	const { form, name, notice } = mount();
	name.value = 'Ada';
	fireEvent.submit( form );
	await waitFor( () =>
		expect( notice.textContent ).toContain( 'too many messages' )
	);
	expect( notice.classList.contains( 'is-error' ) ).toBe( true );
	expect( document.querySelector( 'form' ) ).not.toBeNull();
	expect( name.value ).toBe( 'Ada' );
} );

it.each( [
	[
		'the site’s JSON error',
		async () => ( {
			code: 'rest_request_too_large',
			message: 'The request is larger than this site accepts.',
			data: { status: 413 },
		} ),
	],
	[
		'a page that is not JSON',
		async () => {
			throw new SyntaxError( 'Unexpected token <' );
		},
	],
] )(
	'says a submission too large to send is too large (%s)',
	async ( _, json ) => {
		( global as { fetch?: unknown } ).fetch = jest
			.fn()
			.mockResolvedValue( { ok: false, status: 413, json } );
		const { form, name, notice } = mount();
		name.value = 'Ada';
		fireEvent.submit( form );
		await waitFor( () =>
			expect( notice.textContent ).toBe(
				'Your message is too large to send. Please shorten it and try again.'
			)
		);
		expect( notice.classList.contains( 'is-error' ) ).toBe( true );
		expect( name.value ).toBe( 'Ada' );
	}
);

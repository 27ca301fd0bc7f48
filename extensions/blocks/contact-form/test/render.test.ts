import { render as renderForm } from '../render';
import { render as renderEmail } from '../../field-email/render';
import { render as renderRadio } from '../../field-radio/render';
import { render as renderConsent } from '../../field-consent/render';
import type { BlockRenderContext } from '../../../../shared/server-render/types';
import type { ContactFormAttributes } from '../types';
import type { RenderableFieldAttributes } from '../../../../shared/form-fields/render/field';

const FORM: ContactFormAttributes = {
	customThankyou: '',
	customThankyouHeading: 'Message Sent',
	customThankyouMessage: '',
	customThankyouRedirect: '',
	jetpackCRM: true,
};

const field = (
	extra: Partial< RenderableFieldAttributes > = {}
): RenderableFieldAttributes => ( {
	label: 'Email',
	required: false,
	options: [],
	defaultValue: '',
	placeholder: '',
	id: '',
	width: 100,
	...extra,
} );

function context( result?: unknown ): BlockRenderContext {
	return {
		postId: 7,
		locale: 'en_US',
		query: result ? { 'tessera-form-result': 'a'.repeat( 32 ) } : {},
		transient: ( name ) =>
			name === `tessera_form_result_${ 'a'.repeat( 32 ) }`
				? result
				: undefined,
	};
}

/** Renders two forms the way the page render does: each form's fields, then the form. */
function page( ctx: BlockRenderContext ): string[] {
	const first = renderForm(
		FORM,
		renderEmail(
			field( { required: true, id: 'contact-email' } ),
			'',
			ctx
		) +
			renderRadio(
				field( { label: 'Time', options: [ 'Morning', 'Afternoon' ] } ),
				'',
				ctx
			),
		ctx
	);
	const second = renderForm(
		FORM,
		renderConsent(
			field( {
				label: 'Consent',
				consentType: 'explicit',
				explicitConsentMessage:
					'Can we send you an email from time to time?',
				width: 50,
			} ),
			'',
			ctx
		),
		ctx
	);
	return [ first, second ];
}

describe( 'the form render', () => {
	it( 'numbers forms and fields in document order', () => {
		const [ first, second ] = page( context() );
		expect( first ).toContain( 'id="tessera-form-7-0"' );
		expect( first ).toContain( 'action="/contact-form/7/0"' );
		expect( first ).toMatch(
			/<input id="contact-email" name="tessera-field-0"[^>]*required type="email" value=""/
		);
		expect( first ).toContain( 'name="tessera-field-1" value="Afternoon"' );
		expect( second ).toContain( 'action="/contact-form/7/1"' );
		expect( second ).toContain( 'name="tessera-field-0"' );
		expect( second ).toContain( 'tessera-field--width-50' );
		expect( second ).toContain(
			'>Can we send you an email from time to time?</label>'
		);
		// No button inside: a default one.
		expect( first ).toContain(
			'<button type="submit" class="wp-block-button__link wp-element-button">Submit</button>'
		);
	} );

	it( 'shows the errors and values of its own submission only', () => {
		const [ first, second ] = page(
			context( {
				form: '7-0',
				status: 'invalid',
				message: 'Please correct the field marked below.',
				values: {
					'tessera-field-0': '<b>bad',
					'tessera-field-1': 'Morning',
				},
				errors: {
					'tessera-field-0': 'Please enter a valid email address.',
				},
			} )
		);
		expect( first ).toContain( 'value="&lt;b&gt;bad"' );
		expect( first ).toContain(
			'aria-invalid="true" aria-describedby="contact-email-error"'
		);
		expect( first ).toContain(
			'<p class="tessera-field__error" id="contact-email-error">Please enter a valid email address.</p>'
		);
		expect( first ).toContain(
			'<li><a href="#contact-email">Email: Please enter a valid email address.</a></li>'
		);
		expect( first ).toMatch(
			/value="Morning" class="tessera-field__check" checked/
		);
		expect( second ).not.toContain( 'aria-invalid' );
	} );

	it( 'shows the summary thank-you after a submission, and ignores malformed results', () => {
		const [ first ] = page(
			context( {
				form: '7-0',
				status: 'sent',
				fields: [ { label: 'Email', value: '<i>a@b.co</i>' } ],
			} )
		);
		expect( first ).toContain(
			'<dt>Email</dt><dd>&lt;i>a@b.co&lt;/i></dd>'
		);
		expect( first ).not.toContain( '<form' );
		const [ plain ] = page(
			context( { form: '7-0', status: 'sent', fields: 'nope' } )
		);
		expect( plain ).toContain( '<form' );
	} );
} );

/**
 * Server render of the form for visitors: a real HTML form that posts to the submission route
 * (service/features/feedback) and works without JavaScript; view.ts adds inline validation and
 * sending without a page load. After a submission without JavaScript the page shows its outcome
 * (kept under the token in `?tessera-form-result=`): the thank-you, or the form again with the
 * visitor's values and the errors.
 */
import { __ } from '@wordpress/i18n';
import {
	completeForm,
	formResultFor,
} from '../../../shared/form-fields/render/render-pass';

export { formRenderKey as renderKey } from '../../../shared/form-fields/render/render-pass';
import type { RenderedField } from '../../../shared/form-fields/render/render-pass';
import {
	formActionPath,
	formElementId,
	type FormAddress,
} from '../../../shared/form-submission/form-id';
import { messages } from '../../../shared/form-submission/messages';
import { HONEYPOT_NAME } from '../../../shared/form-submission/honeypot';
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { thankYouHtml } from './thank-you';
import type { ContactFormAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-contact-form';

// A <button> that submits (its type is not button or reset), or a submit input.
const SUBMIT_CONTROL =
	/<button\b(?![^>]*\btype="(?:button|reset)")[^>]*>|<input\b[^>]*\btype="submit"/i;

/** The post's own address with the form's fragment: "go back" after a summary. */
export function formPageUrl( form: FormAddress ): string {
	return `/?p=${ form.postId }#${ formElementId( form ) }`;
}

function errorSummary(
	message: string,
	errors: Record< string, string >,
	fields: RenderedField[]
): string {
	const items = fields
		.filter( ( field ) => errors[ field.name ] )
		.map(
			( field ) =>
				`<li><a${ htmlAttributes( { href: `#${ field.elementId }` } ) }>${ escapeHtml(
					`${ field.label }: ${ errors[ field.name ] }`
				) }</a></li>`
		)
		.join( '' );
	return `<p>${ escapeHtml( message ) }</p>${ items ? `<ul>${ items }</ul>` : '' }`;
}

function honeypot( form: FormAddress ): string {
	const id = `${ formElementId( form ) }-hp`;
	return `<p class="${ BLOCK_CLASS }__hp" aria-hidden="true"><label${ htmlAttributes(
		{
			for: id,
		}
	) }>${ escapeHtml( messages.honeypotLabel() ) }</label><input${ htmlAttributes(
		{
			type: 'text',
			id,
			name: HONEYPOT_NAME,
			value: '',
			tabindex: -1,
			autocomplete: 'off',
		}
	) }></p>`;
}

/** A form saved without a button (a skipped variation) still needs one to be sent. */
function defaultSubmit(): string {
	return `<div class="wp-block-button ${ BLOCK_CLASS }__submit"><button type="submit" class="wp-block-button__link wp-element-button">${ escapeHtml(
		__( 'Submit', 'tessera' )
	) }</button></div>`;
}

export const render: RenderCallback< ContactFormAttributes > = (
	attributes,
	content,
	context
) => {
	const { form, fields } = completeForm( context );
	const id = formElementId( form );
	// The wrapper carries the style variation and the colour, type, spacing and border supports.
	const wrapper = context.wrapperAttributes
		? context.wrapperAttributes( { class: BLOCK_CLASS, id } )
		: htmlAttributes( {
				class: safeClassNames( BLOCK_CLASS, attributes.className ),
				id,
			} );
	const result = formResultFor( context, form );
	if ( result?.status === 'sent' ) {
		return `<div${ wrapper }>${ thankYouHtml(
			attributes,
			result.fields,
			formPageUrl( form )
		) }</div>`;
	}
	const invalid = result?.status === 'invalid' ? result : null;
	const notice = invalid
		? errorSummary( invalid.message, invalid.errors, fields )
		: '';
	return (
		`<div${ wrapper }>` +
		`<form${ htmlAttributes( {
			class: `${ BLOCK_CLASS }__form`,
			method: 'post',
			action: formActionPath( form ),
			'accept-charset': 'utf-8',
			// The browser's own bubbles would differ from the errors shown next to the
			// fields: without JavaScript the server checks, with it view.ts does first.
			novalidate: true,
			'data-tessera-form': '',
		} ) }>` +
		`<div${ htmlAttributes( {
			class: `${ BLOCK_CLASS }__notice${ invalid ? ' is-error' : '' }`,
			role: 'status',
			'aria-live': 'polite',
			tabindex: -1,
		} ) }>${ notice }</div>` +
		`<div class="${ BLOCK_CLASS }__fields">${ content }</div>` +
		honeypot( form ) +
		( SUBMIT_CONTROL.test( content ) ? '' : defaultSubmit() ) +
		'</form></div>'
	);
};

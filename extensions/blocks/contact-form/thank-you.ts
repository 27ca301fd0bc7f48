/**
 * What replaces a form once it was sent: a heading and message, or (the default) a summary of
 * the submitted fields. Used by the server render after a submission without JavaScript and by
 * the submission route's JSON answer, so both show the same thing. A redirect thank-you is
 * followed by the route itself; when its address is unusable the summary shows instead.
 */
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import type { SubmittedField } from '../../../shared/form-submission/form-result';
import { messages } from '../../../shared/form-submission/messages';
import { isHttpUrl } from '../../../shared/form-submission/validate';
import { shownText } from './texts';
import type { ContactFormAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-contact-form';

type ThankYouAttributes = Pick<
	ContactFormAttributes,
	| 'customThankyou'
	| 'customThankyouHeading'
	| 'customThankyouMessage'
	| 'customThankyouRedirect'
>;

/** The address a redirect thank-you sends the visitor to, if it is an http(s) URL. */
export function thankYouRedirect(
	attributes: ThankYouAttributes
): string | null {
	const url = ( attributes.customThankyouRedirect ?? '' ).trim();
	return attributes.customThankyou === 'redirect' && isHttpUrl( url )
		? url
		: null;
}

function paragraphs( text: string ): string {
	return text
		.split( /\n{2,}/ )
		.map( ( part ) => part.trim() )
		.filter( Boolean )
		.map(
			( part ) =>
				`<p>${ escapeHtml( part ).replace( /\n/g, '<br>' ) }</p>`
		)
		.join( '' );
}

function summary( fields: SubmittedField[] ): string {
	const rows = fields
		.map( ( field ) => {
			const value = Array.isArray( field.value )
				? field.value.join( ', ' )
				: field.value;
			return `<dt>${ escapeHtml( field.label ) }</dt><dd>${ escapeHtml( value ) }</dd>`;
		} )
		.join( '' );
	return rows ? `<dl class="${ BLOCK_CLASS }__summary">${ rows }</dl>` : '';
}

/**
 * @param attributes The form's attributes.
 * @param fields     What was sent, for the summary.
 * @param backUrl    The page the form is on, for "go back".
 */
export function thankYouHtml(
	attributes: ThankYouAttributes,
	fields: SubmittedField[],
	backUrl: string
): string {
	let body: string;
	if ( attributes.customThankyou === 'message' ) {
		const heading =
			shownText(
				{
					customThankyouHeading:
						attributes.customThankyouHeading.trim(),
				},
				'customThankyouHeading'
			) || messages.sent();
		body = `<h3 class="${ BLOCK_CLASS }__thank-you-heading">${ escapeHtml( heading ) }</h3>${ paragraphs(
			attributes.customThankyouMessage
		) }`;
	} else {
		body = `<h3 class="${ BLOCK_CLASS }__thank-you-heading">${ escapeHtml(
			messages.sent()
		) } <a${ htmlAttributes( { href: backUrl } ) }>(${ escapeHtml(
			messages.goBack()
		) })</a></h3>${ summary( fields ) }`;
	}
	return `<div class="${ BLOCK_CLASS }__thank-you" role="status" tabindex="-1">${ body }</div>`;
}

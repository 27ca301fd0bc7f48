/**
 * Server render of the mailing-list sign-up: a real `<form>` posting the address to the site
 * (no script needed) with the locked inner button as its submit button and the consent text.
 * The three visitor messages ride along as data attributes for the view script; without a
 * script, the page the form returns to shows the success or error message.
 */
import { __ } from '@wordpress/i18n';

import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type {
	BlockRenderContext,
	RenderCallback,
} from '../../../shared/server-render/types';
import {
	isSignupResult,
	SIGNUP_ACTION,
	SIGNUP_QUERY_ARG,
	signupElementId,
} from './signup-address';
import { shownText } from './texts';
import type { MailchimpAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-mailchimp';
const INNER = /^\s*<div[^>]*>([\s\S]*)<\/div>\s*$/;
const ALIGNMENTS = [ 'wide', 'full' ];

// Counts the sign-ups of one page render (the context object is shared by all its blocks), so
// each knows its position in the post: the number the server finds again on submission.
const rendered = new WeakMap< BlockRenderContext, number >();

function nextIndex( context: BlockRenderContext ): number {
	const index = rendered.get( context ) ?? 0;
	rendered.set( context, index + 1 );
	return index;
}

export const render: RenderCallback< MailchimpAttributes > = (
	attributes,
	content,
	context
) => {
	const postId = context.postId ?? 0;
	const index = nextIndex( context );
	const id = signupElementId( postId, index );
	const align = ( attributes as { align?: string } ).align ?? '';
	const button =
		INNER.exec( content )?.[ 1 ]?.trim() ||
		`<button type="submit" class="wp-block-button__link">${ escapeHtml( __( 'Join my email list', 'tessera' ) ) }</button>`;
	const asked = context.query?.[ SIGNUP_QUERY_ARG ];
	const result = index === 0 && isSignupResult( asked ) ? asked : null;
	const notice = result
		? `<p${ htmlAttributes( {
				class: `${ BLOCK_CLASS }_notification is-visible ${ BLOCK_CLASS }_${ result }`,
				role: result === 'error' ? 'alert' : 'status',
			} ) }>${ escapeHtml( shownText( attributes, result === 'success' ? 'successLabel' : 'errorLabel' ) ) }</p>`
		: `<p${ htmlAttributes( {
				class: `${ BLOCK_CLASS }_notification`,
				role: 'status',
				hidden: true,
			} ) }></p>`;
	const form =
		result === 'success'
			? ''
			: `<form${ htmlAttributes( { method: 'post', action: SIGNUP_ACTION } ) }><p><label${ htmlAttributes(
					{
						class: 'screen-reader-text',
						for: `${ id }-email`,
					}
				) }>${ escapeHtml( shownText( attributes, 'emailPlaceholder' ) ) }</label><input${ htmlAttributes(
					{
						type: 'email',
						name: 'email',
						id: `${ id }-email`,
						required: true,
						autocomplete: 'email',
						placeholder: shownText(
							attributes,
							'emailPlaceholder'
						),
						class: `${ BLOCK_CLASS }_text-input`,
					}
				) }></p><input${ htmlAttributes( {
					type: 'hidden',
					name: 'post_id',
					value: String( postId ),
				} ) }><input${ htmlAttributes( {
					type: 'hidden',
					name: 'form',
					value: String( index ),
				} ) }>${ button }<p class="${ BLOCK_CLASS }_consent-text">${ escapeHtml(
					shownText( attributes, 'consentText' )
				) }</p></form>`;
	return `<div${ htmlAttributes( {
		class: safeClassNames(
			BLOCK_CLASS,
			attributes.className,
			ALIGNMENTS.includes( align ) ? `align${ align }` : undefined
		),
		id,
		'data-processing': shownText( attributes, 'processingLabel' ),
		'data-success': shownText( attributes, 'successLabel' ),
		'data-error': shownText( attributes, 'errorLabel' ),
	} ) }>${ form }${ notice }</div>`;
};

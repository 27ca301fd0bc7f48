/**
 * Server render of the newsletter form: a `<form>` posting straight to the newsletter service's
 * add-subscriber address (through the service host map, so a local stand-in can take it), with
 * the optional name fields and the fixed inner button. It opens the service's answer in a new
 * tab, as the service's own embed does.
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
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { revueUsername, subscribeAddress } from './username';
import { shownText } from './texts';
import type { RevueAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-revue';
const INNER = /^\s*<div[^>]*>([\s\S]*)<\/div>\s*$/;

const AUTOCOMPLETE: Record< string, string > = {
	'member[email]': 'email',
	'member[first_name]': 'given-name',
	'member[last_name]': 'family-name',
};

function field(
	prefix: string,
	name: string,
	type: string,
	label: string,
	placeholder: string,
	required: boolean
): string {
	const id = `${ prefix }-${ name.replace( /^member\[|\]$/g, '' ) }`;
	return `<p><label${ htmlAttributes( { for: id } ) }>${ escapeHtml( label ) }${
		required ? ' <span class="required" aria-hidden="true">*</span>' : ''
	}</label><input${ htmlAttributes( {
		class: `${ BLOCK_CLASS }__${ type === 'email' ? 'email' : 'name' }`,
		id,
		name,
		type,
		placeholder,
		required,
		autocomplete: AUTOCOMPLETE[ name ],
	} ) }></p>`;
}

// Counts the forms of one page render (the context object is shared by all its blocks), so
// each form's field ids are unique in the page.
const rendered = new WeakMap< BlockRenderContext, number >();

export const render: RenderCallback< RevueAttributes > = (
	attributes,
	content,
	context
) => {
	const username = revueUsername( attributes.revueUsername );
	if ( ! username ) {
		return '';
	}
	const index = rendered.get( context ) ?? 0;
	rendered.set( context, index + 1 );
	const prefix = `tessera-revue-${ context.postId ?? 0 }-${ index }`;
	const action = serviceUrl(
		subscribeAddress( username ),
		registeredServiceHosts(),
		context.origin || undefined
	);
	const legacyText = ( attributes as { text?: unknown } ).text;
	const button =
		INNER.exec( content )?.[ 1 ]?.trim() ||
		`<div class="wp-block-tessera-button"><button type="submit" class="wp-block-button__link">${ escapeHtml(
			typeof legacyText === 'string' && legacyText
				? legacyText
				: __( 'Subscribe', 'tessera' )
		) }</button></div>`;
	const fields = [
		field(
			prefix,
			'member[email]',
			'email',
			shownText( attributes, 'emailLabel' ),
			shownText( attributes, 'emailPlaceholder' ),
			true
		),
		attributes.firstNameShow
			? field(
					prefix,
					'member[first_name]',
					'text',
					shownText( attributes, 'firstNameLabel' ),
					shownText( attributes, 'firstNamePlaceholder' ),
					false
				)
			: '',
		attributes.lastNameShow
			? field(
					prefix,
					'member[last_name]',
					'text',
					shownText( attributes, 'lastNameLabel' ),
					shownText( attributes, 'lastNamePlaceholder' ),
					false
				)
			: '',
	].join( '' );
	return `<div${ htmlAttributes( {
		class: safeClassNames( BLOCK_CLASS, attributes.className ),
	} ) }><form${ htmlAttributes( {
		action,
		method: 'post',
		target: '_blank',
		class: `${ BLOCK_CLASS }__form`,
	} ) }>${ fields }<input type="hidden" name="member[subscribe]" value="Subscribe">${ button }</form></div>`;
};

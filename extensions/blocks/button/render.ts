/**
 * Server render of a button (the visitor page and /wp/v2/block-renderer), rebuilt from the
 * attributes: a link (`a`), a form's submit button (`button`) or a submit input (`input`). A
 * button saved in the post content gets the same link its saved markup holds; the saved content
 * itself is not used, so a hand-edited post cannot bring markup in through it.
 */
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import type { HtmlAttributeValue } from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { buttonAppearance, styleAttribute } from './appearance';
import { safeElement, safeLinkUrl, safeUniqueId } from './rules';
import { plainText } from '../../../shared/button-text/plain-text';
import type { ButtonAttributes } from './types';

export const sameForEveryVisitor = true;

export const render: RenderCallback< ButtonAttributes > = ( attributes ) => {
	const appearance = buttonAppearance( attributes );
	const uniqueId = safeUniqueId( attributes.uniqueId );
	const text = plainText( attributes.text );
	const common: Record< string, HtmlAttributeValue > = {
		class: appearance.linkClassName,
	};
	const identity = {
		id: uniqueId,
		'data-id-attr': uniqueId ?? 'placeholder',
	};
	const style = styleAttribute( appearance.linkStyle );
	const element = attributes.saveInPostContent
		? 'a'
		: safeElement( attributes.element );

	let inner: string;
	if ( element === 'a' ) {
		inner = `<a${ htmlAttributes( {
			...common,
			href: safeLinkUrl( attributes.url ),
			...identity,
			rel: 'noopener noreferrer',
			role: 'button',
			style,
			target: '_blank',
		} ) }>${ escapeHtml( text ) }</a>`;
	} else if ( element === 'button' ) {
		inner = `<button${ htmlAttributes( {
			...common,
			...identity,
			style,
			type: 'submit',
		} ) }>${ escapeHtml( text ) }</button>`;
	} else {
		inner = `<input${ htmlAttributes( {
			...common,
			...identity,
			style,
			type: 'submit',
			value: text,
		} ) }/>`;
	}
	return `<div${ htmlAttributes( {
		class: appearance.wrapperClassName,
		style: styleAttribute( appearance.wrapperStyle ),
	} ) }>${ inner }</div>`;
};

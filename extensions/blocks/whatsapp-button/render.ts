/**
 * Server render of the chat button: a link to the chat with the number's digits and the first
 * message, coloured by the chosen background. The link is built here rather than saved, so a
 * visitor always gets it as the messaging service reads it today. Without a number there is no
 * one to chat with: nothing is shown, so visitors never get a link to an empty chat.
 */
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { chatLink } from './chat-link';
import { safeBackground, textTone } from './colors';
import { shownText } from './texts';
import type { WhatsAppButtonAttributes } from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-whatsapp-button';

const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

export const render: RenderCallback<
	WhatsAppButtonAttributes & { className?: string }
> = ( attributes ) => {
	const href = chatLink(
		text( attributes.countryCode ),
		text( attributes.phoneNumber ),
		shownText(
			{ firstMessage: text( attributes.firstMessage ) },
			'firstMessage'
		)
	);
	if ( ! href ) {
		return '';
	}
	const newTab = attributes.openInNewTab === true;
	const background = safeBackground( attributes.backgroundColor );
	// A cleared text would leave a link with no name; the visitor gets what the editor showed
	// in its place.
	const buttonText =
		shownText(
			{ buttonText: text( attributes.buttonText ).trim() },
			'buttonText'
		) || shownText( {}, 'buttonText' );
	return (
		`<div${ htmlAttributes( {
			class: safeClassNames(
				BLOCK_CLASS,
				`is-color-${ textTone( background, attributes.colorClass ) }`,
				attributes.className
			),
			style: `background-color:${ background }`,
		} ) }>` +
		`<a${ htmlAttributes( {
			class: `${ BLOCK_CLASS }__link`,
			href,
			target: newTab ? '_blank' : undefined,
			rel: newTab ? 'noopener noreferrer' : undefined,
		} ) }>${ escapeHtml( buttonText ) }</a></div>`
	);
};

/**
 * Server render of the pin-board embed: the link the embed script turns into a card, kept as a
 * plain link for visitors without scripts, with the script's address (through the service host
 * map) for the view script. Only an address whose kind is known is rendered.
 */
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { PINIT_SCRIPT_URL, PIN_DO, pinKind } from './parse';
import type { PinterestAttributes } from './types';

export const sameForEveryVisitor = true;

const ALIGNMENTS = [ 'left', 'center', 'right', 'wide', 'full' ];

export const render: RenderCallback< PinterestAttributes > = (
	attributes,
	_content,
	context
) => {
	const kind = pinKind( attributes.url );
	if ( ! kind || ! attributes.url ) {
		return '';
	}
	const url = attributes.url.trim();
	const hosts = registeredServiceHosts();
	const origin = context.origin || undefined;
	const align = ( attributes as { align?: string } ).align ?? '';
	return `<div${ htmlAttributes( {
		class: safeClassNames(
			'wp-block-tessera-pinterest',
			attributes.className,
			ALIGNMENTS.includes( align ) ? `align${ align }` : undefined
		),
		'data-pinit-script': serviceUrl( PINIT_SCRIPT_URL, hosts, origin ),
	} ) }><a${ htmlAttributes( {
		'data-pin-do': PIN_DO[ kind ],
		href: serviceUrl( url, hosts, origin ),
	} ) }>${ escapeHtml( url ) }</a></div>`;
};

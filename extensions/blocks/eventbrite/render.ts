/**
 * Server render of the event-ticket embed. Inline: a container the widget script fills with the
 * checkout frame, holding a plain link to the event for visitors without scripts. Modal: the
 * register button, which the widget script makes open the checkout over the page (without
 * scripts it is a link to the event page). Addresses the browser loads go through the service host
 * map, so a local stand-in can serve them; the view script only ever loads the widget script.
 */
import { escapeAttribute } from '@wordpress/escape-html';
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
import { WIDGET_SCRIPT_URL, eventIdFromUrl, isSavableUrl } from './parse';
import type { EventbriteAttributes } from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-eventbrite';
const INNER = /^\s*<div[^>]*>([\s\S]*)<\/div>\s*$/;
const ALIGNMENTS = [ 'wide', 'full' ];

export const render: RenderCallback< EventbriteAttributes > = (
	attributes,
	content,
	context
) => {
	const url =
		typeof attributes.url === 'string' && isSavableUrl( attributes.url )
			? attributes.url.trim()
			: undefined;
	// The id is read again from the address, so a hand-edited eventId cannot point elsewhere.
	const eventId = url ? eventIdFromUrl( url ) : undefined;
	if ( ! url || ! eventId ) {
		return '';
	}
	const hosts = registeredServiceHosts();
	const origin = context.origin || undefined;
	const eventPage = serviceUrl( url, hosts, origin );
	const style = attributes.style === 'modal' ? 'modal' : 'inline';
	const align = ( attributes as { align?: string } ).align ?? '';
	const wrapper = htmlAttributes( {
		class: safeClassNames(
			BLOCK_CLASS,
			attributes.className,
			`is-style-${ style }`,
			ALIGNMENTS.includes( align ) ? `align${ align }` : undefined
		),
		'data-event-id': String( eventId ),
		'data-style': style,
		'data-widget-script': serviceUrl( WIDGET_SCRIPT_URL, hosts, origin ),
	} );
	if ( style === 'inline' ) {
		return `<div${ wrapper }><div${ htmlAttributes( {
			id: `eventbrite-widget-container-${ eventId }`,
			class: `${ BLOCK_CLASS }__widget`,
		} ) }><a${ htmlAttributes( {
			class: `${ BLOCK_CLASS }__direct-link`,
			href: eventPage,
		} ) }>${ escapeHtml( url ) }</a></div></div>`;
	}
	const inner = INNER.exec( content )?.[ 1 ] ?? '';
	const button = inner.includes( 'wp-block-tessera-button' )
		? inner
				.split( `href="${ escapeAttribute( url ) }"` )
				.join( `href="${ escapeAttribute( eventPage ) }"` )
		: `<a${ htmlAttributes( {
				class: `${ BLOCK_CLASS }__direct-link`,
				href: eventPage,
			} ) }>${ escapeHtml( url ) }</a>`;
	return `<div${ wrapper }>${ button }</div>`;
};

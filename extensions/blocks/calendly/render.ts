/**
 * Server render of the scheduling embed: the inline widget as an iframe of the scheduling page,
 * or in link style the inner button, its link pointing at the scheduling page with the embed
 * options. What the browser loads goes through the service host map (shared/service-hosts), so a
 * local stand-in can serve it; the saved address stays the real one.
 */
import {
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import { escapeAttribute } from '@wordpress/escape-html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { render as renderButton } from '../button/render';
import { BUTTON_UNIQUE_ID, innerButtonAttributes } from './inner-button';
import {
	embedUrl,
	isValidSchedulingUrl,
	normalizeSchedulingUrl,
} from './parse';
import type { CalendlyAttributes } from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-calendly';
const ALIGNMENTS = [ 'left', 'center', 'right' ];
const INNER = /^\s*<div[^>]*>([\s\S]*)<\/div>\s*$/;

function embedDomain( origin: string | undefined ): string {
	try {
		return origin ? new URL( origin ).host : '';
	} catch {
		return '';
	}
}

/** A post saved by the first version, not yet opened in the editor, keeps its button text. */
function firstVersionText( attributes: object ): { text?: string } {
	const text = ( attributes as { submitButtonText?: unknown } )
		.submitButtonText;
	return typeof text === 'string' && text !== '' ? { text } : {};
}

export const render: RenderCallback< CalendlyAttributes > = (
	attributes,
	content,
	context
) => {
	const url =
		typeof attributes.url === 'string' &&
		isValidSchedulingUrl( attributes.url )
			? normalizeSchedulingUrl( attributes.url )
			: undefined;
	if ( ! url ) {
		return '';
	}
	const address = embedUrl( url, attributes, embedDomain( context.origin ) );
	const loaded = serviceUrl(
		address,
		registeredServiceHosts(),
		context.origin || undefined
	);
	const style = attributes.style === 'link' ? 'link' : 'inline';
	const align = ALIGNMENTS.includes(
		( attributes as { align?: string } ).align ?? ''
	)
		? `align${ ( attributes as { align?: string } ).align }`
		: undefined;
	const className = safeClassNames(
		BLOCK_CLASS,
		attributes.className,
		`calendly-style-${ style }`,
		align
	);

	if ( style === 'inline' ) {
		return `<div${ htmlAttributes( { class: className } ) }><iframe${ htmlAttributes(
			{
				src: loaded,
				title: 'Calendly',
				loading: 'lazy',
				width: '100%',
				height: '630',
			}
		) }></iframe></div>`;
	}

	// The inner button links to the saved address (its url follows the block's); visitors follow
	// the loaded one. `content` is the saved wrapper around the rendered inner button.
	const inner = INNER.exec( content )?.[ 1 ] ?? '';
	const button = inner.includes( 'wp-block-tessera-button' )
		? inner
				.split( `href="${ escapeAttribute( attributes.url! ) }"` )
				.join( `href="${ escapeAttribute( loaded ) }"` )
		: renderButton(
				{
					saveInPostContent: false,
					...innerButtonAttributes( { url: loaded } ),
					...firstVersionText( attributes ),
					uniqueId: BUTTON_UNIQUE_ID,
				},
				'',
				context
			);
	return `<div${ htmlAttributes( { class: className } ) }>${ button }</div>`;
};

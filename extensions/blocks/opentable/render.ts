/**
 * Server render of the reservation widget: a box of the style's size holding a link to the
 * reservation page (what visitors without scripts get) and the loader address, which the view
 * script loads (through the service host map). Every value in the loader address comes from the
 * attributes' allowed values, never from text an author typed.
 */
import {
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import {
	LANGUAGES,
	isStyle,
	languageOf,
	loaderUrl,
	reservationUrl,
	safeRids,
	styleForCount,
} from './parse';
import type { Language } from './parse';
import type { OpentableAttributes } from './types';

export const sameForEveryVisitor = true;

const ALIGNMENTS = [ 'left', 'center', 'right', 'wide', 'full' ];

export const render: RenderCallback< OpentableAttributes > = (
	attributes,
	_content,
	context
) => {
	const rid = safeRids( attributes.rid );
	if ( rid.length === 0 ) {
		return '';
	}
	const style = styleForCount(
		isStyle( attributes.style ) ? attributes.style : 'standard',
		rid.length
	);
	const lang: Language = ( LANGUAGES as readonly unknown[] ).includes(
		attributes.lang
	)
		? ( attributes.lang as Language )
		: languageOf( context.locale );
	const hosts = registeredServiceHosts();
	const origin = context.origin || undefined;
	const align = ( attributes as { align?: string } ).align ?? '';
	const loader = loaderUrl( {
		rid,
		style,
		iframe: attributes.iframe !== false,
		domain:
			typeof attributes.domain === 'string' ? attributes.domain : 'com',
		lang,
		newtab: attributes.newtab === true,
	} );
	return `<div${ htmlAttributes( {
		class: safeClassNames(
			'wp-block-tessera-opentable',
			attributes.className,
			`is-style-${ style }`,
			rid.length > 1 ? 'is-multi' : undefined,
			style === 'button' && attributes.negativeMargin
				? 'has-no-margin'
				: undefined,
			ALIGNMENTS.includes( align ) ? `align${ align }` : undefined
		),
		'data-loader': serviceUrl( loader, hosts, origin ),
	} ) }><a${ htmlAttributes( {
		class: 'wp-block-tessera-opentable__fallback',
		href: serviceUrl( reservationUrl( rid[ 0 ] ), hosts, origin ),
		target: attributes.newtab ? '_blank' : undefined,
		rel: attributes.newtab ? 'noopener noreferrer' : undefined,
	} ) }>Make a reservation</a></div>`;
};

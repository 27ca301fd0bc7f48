/**
 * Server render of the calendar embed: the embed page framed (through the service host map, so
 * the local stand-in serves it here) at the saved height, 300 pixels on narrow screens (style.scss).
 */
import { __ } from '@wordpress/i18n';

import {
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { isCalendarUrl, safeHeight } from './parse';
import type { GoogleCalendarAttributes } from './types';

export const sameForEveryVisitor = true;

const ALIGNMENTS = [ 'wide', 'full' ];

export const render: RenderCallback< GoogleCalendarAttributes > = (
	attributes,
	_content,
	context
) => {
	if ( ! isCalendarUrl( attributes.url ) ) {
		return '';
	}
	const align = ( attributes as { align?: string } ).align ?? '';
	return `<div${ htmlAttributes( {
		class: safeClassNames(
			'wp-block-tessera-google-calendar',
			attributes.className,
			ALIGNMENTS.includes( align ) ? `align${ align }` : undefined
		),
	} ) }><iframe${ htmlAttributes( {
		src: serviceUrl(
			attributes.url,
			registeredServiceHosts(),
			context.origin || undefined
		),
		title: __( 'Google Calendar', 'tessera' ),
		height: String( safeHeight( attributes.height ) ),
		loading: 'lazy',
	} ) }></iframe></div>`;
};

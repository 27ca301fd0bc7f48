/**
 * Server render: a hosted video becomes the player page in an iframe (through the service host
 * map, so the local stand-in serves it; the saved address stays VideoPress's), with the saved
 * caption. A first-version block not yet opened in the editor (no guid) keeps its plain video.
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
import { isVideoGuid, videoPressEmbedUrl } from './embed-url';
import type { VideoAttributes } from './types';

export const sameForEveryVisitor = true;

const ALIGNMENTS = [ 'left', 'center', 'right', 'wide', 'full' ];
const CAPTION = /<figcaption[^>]*>[\s\S]*?<\/figcaption>/;
const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

export const render: RenderCallback< VideoAttributes > = (
	attributes,
	content,
	context
) => {
	const align = ( attributes as { align?: string } ).align ?? '';
	const caption = CAPTION.exec( content )?.[ 0 ] ?? '';
	const hosted = isVideoGuid( attributes.guid );
	const className = safeClassNames(
		'wp-block-tessera-videopress',
		hosted && 'wp-block-embed is-type-video is-provider-videopress',
		hosted && attributes.videoPressClassNames,
		ALIGNMENTS.includes( align ) && `align${ align }`,
		attributes.className
	);
	if ( hosted ) {
		const src = serviceUrl(
			videoPressEmbedUrl( attributes.guid!, attributes ),
			registeredServiceHosts(),
			context.origin || undefined
		);
		return `<figure${ htmlAttributes( {
			class: className,
		} ) }><div class="wp-block-embed__wrapper"><iframe${ htmlAttributes( {
			src,
			title: __( 'VideoPress Video Player', 'tessera' ),
			allow: 'autoplay; fullscreen; encrypted-media',
			allowfullscreen: true,
			loading: 'lazy',
		} ) }></iframe></div>${ caption }</figure>`;
	}
	// A first-version block keeps its saved video element (its address is not in the comment).
	if ( /<video[\s>]/.test( content ) ) {
		return content;
	}
	if (
		typeof attributes.src === 'string' &&
		SAFE_SRC.test( attributes.src )
	) {
		return `<figure${ htmlAttributes( {
			class: className,
		} ) }><video${ htmlAttributes( {
			src: attributes.src,
			poster:
				attributes.poster && SAFE_SRC.test( attributes.poster )
					? attributes.poster
					: undefined,
			controls: attributes.controls !== false,
			preload: attributes.preload,
		} ) }></video>${ caption }</figure>`;
	}
	return '';
};

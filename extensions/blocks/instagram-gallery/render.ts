/**
 * Server render: the site reads the connected account's latest posts and prints the grid.
 * Without a connection, or when the account has no posts, nothing is printed; when the network
 * cannot be read, visitors see nothing and people signed in see why.
 */
import { __ } from '@wordpress/i18n';
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
import { galleryGridHtml } from './markup';
import { clampSetting } from './rules';
import type { InstagramGalleryAttributes } from './types';

const BLOCK_CLASS = 'wp-block-tessera-instagram-gallery';

export const render: RenderCallback< InstagramGalleryAttributes > = (
	attributes,
	_content,
	context
) => {
	const token =
		typeof attributes.accessToken === 'string'
			? attributes.accessToken
			: '';
	if ( ! token || ! context.photoFeed ) {
		return '';
	}
	const count = clampSetting( 'count', attributes.count );
	const gallery = context.photoFeed( token, count );
	const align = ( attributes as { align?: string } ).align;
	const wrapper = ( inner: string ) =>
		`<div${
			context.wrapperAttributes?.() ??
			htmlAttributes( {
				class: safeClassNames(
					BLOCK_CLASS,
					attributes.className,
					( align === 'wide' || align === 'full' ) &&
						`align${ align }`
				),
			} )
		}>${ inner }</div>`;
	if ( ! gallery || ! Array.isArray( gallery.images ) ) {
		return context.userId
			? wrapper(
					`<p class="${ BLOCK_CLASS }__error">${ escapeHtml(
						__(
							'An error occurred in the Latest Instagram Posts block. Please try again later.',
							'tessera'
						)
					) }</p>`
				)
			: '';
	}
	if ( ! gallery.images.length ) {
		return '';
	}
	const hosts = registeredServiceHosts();
	return wrapper(
		galleryGridHtml(
			gallery.images.slice( 0, count ),
			attributes,
			( url ) => serviceUrl( url, hosts, context.origin || undefined )
		)
	);
};

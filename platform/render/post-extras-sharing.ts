import { __, sprintf } from '@wordpress/i18n';

import {
	htmlAttributes,
	htmlSpecialChars,
} from '../../shared/server-render/html';
import type { PostFooterPart } from './post-extras';
import { shareIcon, type ShareService } from './share-icons';

export interface ShareLink {
	service: ShareService;
	/** The visible name. */
	name: string;
	/** The accessible name: what the link does. */
	label: string;
	href: string;
	/** Web services open in a new tab; the e-mail link hands over to the mail program. */
	newTab: boolean;
}

/**
 * The accessible name of a link that shares on a web service, in a new tab.
 *
 * @param service The service's name, "Facebook".
 */
function shareOnLabel( service: string ): string {
	return sprintf(
		/* translators: %s: the name of a social network, "Facebook". */
		__( 'Share on %s (opens in a new tab)', 'tessera' ),
		service
	);
}

/**
 * The share links of a post, each built from its permalink and plain-text title with every
 * parameter encoded, so no character of the title can end or extend the address.
 *
 * @param url   The post's permalink.
 * @param title The post's title as plain text.
 */
export function shareLinks( url: string, title: string ): ShareLink[] {
	const u = encodeURIComponent( url );
	const t = encodeURIComponent( title );
	return [
		{
			service: 'email',
			name: __( 'Email', 'tessera' ),
			label: __( 'Share by email', 'tessera' ),
			href: `mailto:?subject=${ t }&body=${ u }`,
			newTab: false,
		},
		{
			service: 'x',
			name: 'X',
			label: shareOnLabel( 'X' ),
			href: `https://x.com/intent/tweet?text=${ t }&url=${ u }`,
			newTab: true,
		},
		{
			service: 'facebook',
			name: 'Facebook',
			label: shareOnLabel( 'Facebook' ),
			href: `https://www.facebook.com/sharer/sharer.php?u=${ u }&t=${ t }`,
			newTab: true,
		},
		{
			service: 'linkedin',
			name: 'LinkedIn',
			label: shareOnLabel( 'LinkedIn' ),
			href: `https://www.linkedin.com/sharing/share-offsite/?url=${ u }`,
			newTab: true,
		},
	];
}

/** The 'Share this:' list under the post. */
export function sharingHtml( url: string, title: string ): string {
	const items = shareLinks( url, title ).map(
		( link ) =>
			`<li><a${ htmlAttributes( {
				class: `tessera-sharing__link tessera-sharing__link--${ link.service }`,
				href: link.href,
				target: link.newTab ? '_blank' : undefined,
				rel: link.newTab ? 'noopener noreferrer' : undefined,
				'aria-label': link.label,
			} ) }>${ shareIcon( link.service ) }${ htmlSpecialChars(
				link.name
			) }</a></li>`
	);
	return `<div class="tessera-sharing">
<h2 class="tessera-post-extras__heading" id="tessera-sharing-heading">${ htmlSpecialChars(
		__( 'Share this:', 'tessera' )
	) }</h2>
<ul class="tessera-sharing__links" aria-labelledby="tessera-sharing-heading">${ items.join( '' ) }</ul>
</div>`;
}

/** The share links under a published post whose `jetpack_sharing_enabled` is on. */
export const sharingFooter: PostFooterPart = ( { post, meta, url, title } ) =>
	post.post_status === 'publish' && meta.jetpack_sharing_enabled === true
		? sharingHtml( url, title )
		: '';

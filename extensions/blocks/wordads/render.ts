/**
 * Server render: a slot of the format's size, labelled as advertising, that the ad server fills
 * (an iframe, so the ad's markup never mixes with the page). Hidden on narrow screens by a class
 * the block's style acts on when the author asked; such a frame is then loaded by the view script
 * on wide screens only.
 */
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { adSlotUrl } from '../../../shared/wordads/ad-server';
import { adFormat } from '../../../shared/wordads/formats';
import { hidesOnMobile, safeAdAlignment } from './rules';
import { advertisementsLabel } from './labels';
import type { WordAdsAttributes } from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-wordads';

export const render: RenderCallback< WordAdsAttributes > = (
	attributes,
	_content,
	context
) => {
	const format = adFormat( attributes.format );
	const src = serviceUrl(
		adSlotUrl( format.tag, context.origin ?? '', context.postId ?? 0 ),
		registeredServiceHosts(),
		context.origin || undefined
	);
	const hideMobile = hidesOnMobile( attributes.hideMobile );
	const classes = [
		BLOCK_CLASS,
		`${ BLOCK_CLASS }--${ format.tag.replace( '_', '-' ) }`,
		`align${ safeAdAlignment( attributes.align ) }`,
		hideMobile ? 'hide-on-mobile' : '',
	];
	const frame = ( source: Record< string, string > ) =>
		`<iframe${ htmlAttributes( {
			class: `${ BLOCK_CLASS }__slot`,
			...source,
			width: format.width,
			height: format.height,
			title: advertisementsLabel(),
			loading: 'lazy',
			scrolling: 'no',
			sandbox: 'allow-popups allow-popups-to-escape-sandbox',
		} ) }></iframe>`;
	return (
		`<div${ htmlAttributes( {
			class: classes.filter( Boolean ).join( ' ' ),
			style: `width:${ format.width }px`,
		} ) }>` +
		`<div class="${ BLOCK_CLASS }__label">${ escapeHtml( advertisementsLabel() ) }</div>` +
		// An ad hidden on mobile loads only on a wide screen (the view script gives it its
		// address), so a phone neither downloads it nor counts an impression nobody saw.
		( hideMobile
			? `${ frame( { 'data-src': src } ) }<noscript>${ frame( { src } ) }</noscript>`
			: frame( { src } ) ) +
		'</div>'
	);
};

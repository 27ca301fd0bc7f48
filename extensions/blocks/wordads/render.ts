/**
 * Server render: a slot of the format's size, labelled as advertising, that the ad server fills
 * (an iframe, so the ad's markup never mixes with the page). Hidden on narrow screens by a class
 * the block's style acts on when the author asked.
 */
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { adSlotUrl } from '../../../shared/wordads/ad-server';
import {
	adFormat,
	hidesOnMobile,
	safeAdAlignment,
} from '../../../shared/wordads/formats';
import { advertisementsLabel } from './labels';
import type { WordAdsAttributes } from './types';

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
	const classes = [
		BLOCK_CLASS,
		`${ BLOCK_CLASS }--${ format.tag.replace( '_', '-' ) }`,
		`align${ safeAdAlignment( attributes.align ) }`,
		hidesOnMobile( attributes.hideMobile ) ? 'hide-on-mobile' : '',
	];
	return (
		`<div${ htmlAttributes( {
			class: classes.filter( Boolean ).join( ' ' ),
			style: `width:${ format.width }px`,
		} ) }>` +
		`<div class="${ BLOCK_CLASS }__label">${ escapeHtml( advertisementsLabel() ) }</div>` +
		`<iframe${ htmlAttributes( {
			class: `${ BLOCK_CLASS }__slot`,
			src,
			width: format.width,
			height: format.height,
			title: advertisementsLabel(),
			loading: 'lazy',
			scrolling: 'no',
			sandbox: 'allow-popups allow-popups-to-escape-sandbox',
		} ) }></iframe></div>`
	);
};

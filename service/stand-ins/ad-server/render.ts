import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import { safeColor } from '../../../shared/colors/safe-color';
import type { HouseAd } from './provider';
import type { AdFormat } from '../../../shared/wordads/formats';

/** A house ad creative filling a slot exactly, with its impression number in small print. */
export function renderHouseAd(
	ad: HouseAd,
	format: AdFormat,
	impressions: number,
	landing: string
): string {
	const wide = format.width > format.height * 3;
	const style = [
		'margin:0',
		`width:${ format.width }px`,
		`height:${ format.height }px`,
		'box-sizing:border-box',
		'overflow:hidden',
		'font:14px/1.3 system-ui,sans-serif',
		`background:${ safeColor( ad.background ) ?? '#1d4e89' }`,
		`color:${ safeColor( ad.color ) ?? '#fff' }`,
		'display:flex',
		`flex-direction:${ wide ? 'row' : 'column' }`,
		'align-items:center',
		'justify-content:center',
		'gap:8px',
		'text-align:center',
		'padding:6px',
	].join( ';' );
	return (
		'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>House ad</title></head>' +
		`<body${ htmlAttributes( { style, 'data-ad-id': ad.id } ) }>` +
		`<strong style="font-size:${ format.height < 60 ? 13 : 18 }px">${ escapeHtml( ad.headline ) }</strong>` +
		( ad.body && format.height >= 90
			? `<span>${ escapeHtml( ad.body ) }</span>`
			: '' ) +
		`<a${ htmlAttributes( {
			href: landing,
			target: '_blank',
			rel: 'noopener',
			style: 'color:inherit;border:1px solid currentColor;border-radius:4px;padding:2px 10px;text-decoration:none',
		} ) }>${ escapeHtml( ad.cta ) }</a>` +
		`<small class="impressions" style="font-size:10px;opacity:.75">House ad · impression ${ impressions }</small>` +
		'</body></html>'
	);
}

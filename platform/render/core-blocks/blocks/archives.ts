import {
	escapeHtml,
	htmlAttributes,
	htmlSpecialChars,
} from '../../../../shared/server-render/html';
import { own } from '../../../content/own';
import { archiveLinks, type ArchiveLink } from '../archive-links';
import { flag, text } from '../attribute-values';
import { dropdownNavigationScript } from '../dropdown-script';
import { uniqueId } from '../unique-id';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

const SELECT_LABELS: Record< string, string > = {
	yearly: 'Select Year',
	monthly: 'Select Month',
	daily: 'Select Day',
	weekly: 'Select Week',
};

function count( link: ArchiveLink, show: boolean ): string {
	return show ? `&nbsp;(${ link.posts })` : '';
}

/** Archives: links to the periods with published posts, as a list or a dropdown. */
export const renderArchives: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	const type = text( attributes.type ) || 'monthly';
	const showCount = flag( attributes.showPostCounts );
	const links = archiveLinks( context.db, context.origin ?? '', type );
	if ( flag( attributes.displayAsDropdown ) ) {
		const id = uniqueId( context, 'wp-block-archives-' );
		const options = links
			.map(
				( link ) =>
					`\t<option${ htmlAttributes( { value: link.url } ) }> ${ escapeHtml(
						link.label
					) } ${ count( link, showCount ) }</option>\n`
			)
			.join( '' );
		const labelClass = flag( attributes.showLabel )
			? 'wp-block-archives__label'
			: 'wp-block-archives__label screen-reader-text';
		return `<div${ wrapperAttributes( block, {
			class: 'wp-block-archives-dropdown',
		} ) }><label${ htmlAttributes( {
			for: id,
			class: labelClass,
		} ) }>Archives</label>
		<select${ htmlAttributes( {
			id,
			name: 'archive-dropdown',
		} ) }>
		<option value="">${ htmlSpecialChars(
			own( SELECT_LABELS, type ) ?? 'Select Post'
		) }</option>${ options }</select>${ dropdownNavigationScript(
			id
		) }</div>`;
	}
	if ( ! links.length ) {
		return `<div${ wrapperAttributes( block, {
			class: 'wp-block-archives-list',
		} ) }>No archives to show.</div>`;
	}
	return `<ul${ wrapperAttributes( block, {
		class: 'wp-block-archives-list',
	} ) }>${ links
		.map(
			( link ) =>
				`\t<li><a${ htmlAttributes( { href: link.url } ) }>${ escapeHtml(
					link.label
				) }</a>${ count( link, showCount ) }</li>\n`
		)
		.join( '' ) }</ul>`;
};

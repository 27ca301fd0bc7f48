import {
	escapeHtml,
	htmlAttributes,
} from '../../../../shared/server-render/html';
import { TAXONOMIES } from '../../../content/taxonomies';
import { own } from '../../../content/own';
import { queryTerms } from '../../../store/terms';
import { text } from '../attribute-values';
import { contextPost } from '../context-post';
import { hasLinkColor } from '../link-color';
import { termLink } from '../links';
import { richTextHtml } from '../rich-text';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

/** Post Terms: the post's categories or tags (the block's taxonomy), each linked to its archive. */
export const renderPostTerms: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	const taxonomy = own( TAXONOMIES, text( attributes.term ) );
	const post = contextPost( context );
	if ( ! post || ! taxonomy || ! taxonomy.public ) {
		return '';
	}
	const { rows } = queryTerms( context.db, {
		taxonomy: taxonomy.slug,
		post: post.ID,
		orderby: 'name',
		order: 'asc',
		limit: 1000,
		offset: 0,
	} );
	if ( ! rows.length ) {
		return '';
	}
	const separator = text( attributes.separator ) || ' ';
	const prefix = text( attributes.prefix )
		? `<span class="wp-block-post-terms__prefix">${ richTextHtml(
				attributes.prefix
			) }</span>`
		: '';
	const suffix = text( attributes.suffix )
		? `<span class="wp-block-post-terms__suffix">${ richTextHtml(
				attributes.suffix
			) }</span>`
		: '';
	const links = rows.map(
		( term ) =>
			`<a${ htmlAttributes( {
				href: termLink( context.origin ?? '', term ),
				rel: 'tag',
			} ) }>${ escapeHtml( term.name ) }</a>`
	);
	return `<div${ wrapperAttributes( block, {
		class: [
			`taxonomy-${ taxonomy.slug }`,
			hasLinkColor( attributes ) && 'has-link-color',
		]
			.filter( Boolean )
			.join( ' ' ),
	} ) }>${ prefix }${ links.join(
		`<span class="wp-block-post-terms__separator">${ escapeHtml(
			separator
		) }</span>`
	) }${ suffix }</div>`;
};

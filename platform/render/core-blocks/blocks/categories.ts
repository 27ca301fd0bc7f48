import {
	escapeHtml,
	htmlAttributes,
} from '../../../../shared/server-render/html';
import { TAXONOMIES } from '../../../content/taxonomies';
import { own } from '../../../content/own';
import { queryTerms, type TermRow } from '../../../store/terms';
import { flag, text } from '../attribute-values';
import { dropdownNavigationScript } from '../dropdown-script';
import { TERM_BASES, termLink } from '../links';
import { richTextHtml } from '../rich-text';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import { uniqueId } from '../unique-id';
import type { CoreBlockRender, CoreRenderContext } from '../types';

interface TermNode {
	term: TermRow;
	children: TermNode[];
}

/** The terms to list, as a tree when `hierarchical`, empty ones left out unless asked for. */
function termTree(
	context: CoreRenderContext,
	taxonomy: string,
	attributes: Record< string, unknown >
): TermNode[] {
	const { rows } = queryTerms( context.db, {
		taxonomy,
		orderby: 'name',
		order: 'asc',
		limit: 10000,
		offset: 0,
	} );
	const hierarchical = flag( attributes.showHierarchy );
	const nodes = new Map< number, TermNode >(
		rows.map( ( term ) => [ term.term_id, { term, children: [] } ] )
	);
	const roots: TermNode[] = [];
	for ( const node of nodes.values() ) {
		const parent = nodes.get( node.term.parent );
		if ( hierarchical && parent ) {
			parent.children.push( node );
		} else if ( ! hierarchical || ! node.term.parent ) {
			roots.push( node );
		}
	}
	const keep = ( node: TermNode ): boolean => {
		node.children = node.children.filter( keep );
		return (
			flag( attributes.showEmpty ) ||
			node.term.count > 0 ||
			node.children.length > 0
		);
	};
	const topLevel = flag( attributes.showOnlyTopLevel )
		? roots.filter( ( node ) => ! node.term.parent )
		: roots;
	return topLevel.filter( keep );
}

function listItems(
	context: CoreRenderContext,
	nodes: TermNode[],
	showCount: boolean
): string {
	return nodes
		.map( ( { term, children } ) => {
			let item = `\t<li class="cat-item cat-item-${ term.term_id }"><a${ htmlAttributes(
				{ href: termLink( context.origin ?? '', term ) }
			) }>${ escapeHtml( term.name ) }</a>${
				showCount ? ` (${ term.count })` : ''
			}\n`;
			if ( children.length ) {
				item += `\t<ul class='children'>\n${ listItems(
					context,
					children,
					showCount
				) }\t</ul>\n`;
			}
			return `${ item }</li>\n`;
		} )
		.join( '' );
}

function options( nodes: TermNode[], showCount: boolean, depth = 0 ): string {
	return nodes
		.map(
			( { term, children } ) =>
				`\t<option${ htmlAttributes( {
					class: `level-${ depth }`,
					value: term.slug,
				} ) }>${ '&nbsp;&nbsp;&nbsp;'.repeat( depth ) }${ escapeHtml(
					term.name
				) }${ showCount ? `&nbsp;&nbsp;(${ term.count })` : '' }</option>\n${ options(
					children,
					showCount,
					depth + 1
				) }`
		)
		.join( '' );
}

/** Terms List: a taxonomy's terms with links to their archives, as a list or a dropdown. */
export const renderCategories: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	const taxonomy = own( TAXONOMIES, text( attributes.taxonomy ) );
	if ( ! taxonomy || ! taxonomy.public ) {
		return '';
	}
	const nodes = termTree( context, taxonomy.slug, attributes );
	const showCount = flag( attributes.showPostCounts );
	const wrapper = wrapperAttributes( block, {
		class: `wp-block-categories-${
			flag( attributes.displayAsDropdown ) ? 'dropdown' : 'list'
		} wp-block-categories-taxonomy-${ taxonomy.slug }`,
	} );
	if ( ! flag( attributes.displayAsDropdown ) ) {
		return `<ul${ wrapper }>${
			nodes.length
				? listItems( context, nodes, showCount )
				: `<li class="cat-item-none">No ${ taxonomy.plural.toLowerCase() }</li>`
		}</ul>`;
	}
	const id = uniqueId( context, 'wp-block-categories-' );
	const label = text( attributes.label ).trim()
		? richTextHtml( attributes.label )
		: escapeHtml( taxonomy.plural );
	const base = TERM_BASES[ taxonomy.slug ];
	return `<div${ wrapper }><label${ htmlAttributes( {
		class: flag( attributes.showLabel )
			? 'wp-block-categories__label'
			: 'wp-block-categories__label screen-reader-text',
		for: id,
	} ) }>${ label }</label><select${ htmlAttributes( {
		name: taxonomy.slug === 'category' ? 'category_name' : taxonomy.slug,
		id,
		class: 'postform',
	} ) }>\n\t<option value='-1'>Select ${ escapeHtml(
		taxonomy.singular
	) }</option>\n${ options( nodes, showCount ) }</select>${ dropdownNavigationScript(
		id,
		base ? `${ context.origin ?? '' }/${ base }/` : ''
	) }</div>`;
};

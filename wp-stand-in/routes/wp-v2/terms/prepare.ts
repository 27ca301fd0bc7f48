import { POST_TYPES } from '../../../../platform/content/post-types';
import type { TaxonomyDefinition } from '../../../../platform/content/taxonomies';
import type { TermRow } from '../../../../platform/store/terms';
import {
	filterByContext,
	type Context,
} from '../../../../platform/rest/response';
import type { RestRequest } from '../../../../platform/rest/types';
import { CURIES } from '../common/links';
import { termSchema } from './schema';

/** get_term_link(): the archive of a public taxonomy's term, `?taxonomy=slug` otherwise. */
export function termLink(
	origin: string,
	tax: TaxonomyDefinition,
	term: TermRow
): string {
	if ( ! tax.public ) {
		return `${ origin }/?${ tax.slug }=${ term.slug }`;
	}
	return `${ origin }/${ tax.slug === 'post_tag' ? 'tag' : tax.slug }/${ term.slug }/`;
}

/** prepare_item_for_response() of the terms controller. */
export function prepareTerm(
	request: RestRequest,
	tax: TaxonomyDefinition,
	term: TermRow,
	context: Context
): Record< string, unknown > {
	const data = {
		id: term.term_id,
		count: term.count,
		description: term.description,
		link: termLink( request.origin, tax, term ),
		name: term.name,
		slug: term.slug,
		taxonomy: term.taxonomy,
		parent: term.parent,
		meta: [],
	};
	const out = filterByContext( data, termSchema( tax ), context ) as Record<
		string,
		unknown
	>;
	if ( ! tax.hierarchical ) {
		delete out.parent;
	}
	const api = `${ request.origin }/wp-json/wp/v2`;
	const base = `${ api }/${ tax.restBase }`;
	out._links = {
		self: [ { href: `${ base }/${ term.term_id }` } ],
		collection: [ { href: base } ],
		about: [ { href: `${ api }/taxonomies/${ tax.slug }` } ],
		...( term.parent
			? {
					up: [
						{
							embeddable: true,
							href: `${ base }/${ term.parent }`,
						},
					],
				}
			: {} ),
		'wp:post_type': tax.types.map( ( type ) => ( {
			href: `${ api }/${ POST_TYPES[ type ].restBase }?${ tax.restBase }=${ term.term_id }`,
		} ) ),
		curies: CURIES,
	};
	return out;
}

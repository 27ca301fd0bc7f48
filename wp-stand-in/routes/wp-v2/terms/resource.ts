import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import type { TaxonomyDefinition } from '../../../../platform/content/taxonomies';
import {
	getTerm,
	getTermBySlug,
	type TermRow,
} from '../../../../platform/store/terms';
import { RestError } from '../../../../platform/rest/errors';
import type { Context } from '../../../../platform/rest/response';
import type { Permission, RestRequest } from '../../../../platform/rest/types';
import { prepareTerm } from './prepare';

/** What every endpoint of one taxonomy's terms works with. */
export interface TermsResource {
	ctx: AppContext;
	tax: TaxonomyDefinition;
	/** The collection's address, `http://host/wp-json/wp/v2/categories`. */
	url: ( request: RestRequest ) => string;
	/** The term of this taxonomy with that ID, or WordPress's rest_term_invalid. */
	find: ( id: unknown ) => TermRow;
	/** Whether the user may edit terms of this taxonomy (`edit_term`). */
	canEdit: ( request: RestRequest ) => boolean;
	prepare: (
		request: RestRequest,
		term: TermRow,
		context: Context
	) => Record< string, unknown >;
}

export function termsResource(
	ctx: AppContext,
	tax: TaxonomyDefinition
): TermsResource {
	return {
		ctx,
		tax,
		url: ( request ) =>
			`${ request.origin }/wp-json/wp/v2/${ tax.restBase }`,
		find: ( id ) => {
			const term = getTerm( ctx.db, Number( id ) );
			if ( ! term || term.taxonomy !== tax.slug ) {
				throw new RestError(
					'rest_term_invalid',
					'Term does not exist.',
					404
				);
			}
			return term;
		},
		canEdit: ( request ) => userCan( request.user, tax.manageCap ),
		prepare: ( request, term, context ) =>
			prepareTerm( request, tax, term, context ),
	};
}

/** A permission callback of an item route: the term must exist, then `check` decides. */
export function onExistingTerm(
	terms: TermsResource,
	check: Permission
): Permission {
	return ( request ) => {
		terms.find( request.params.id );
		return check( request );
	};
}

/** A parent must be another term of the same taxonomy (0 or none: a top-level term). */
export function checkParent(
	terms: TermsResource,
	parent: unknown,
	termId?: number
): void {
	if (
		parent &&
		( getTerm( terms.ctx.db, Number( parent ) )?.taxonomy !==
			terms.tax.slug ||
			Number( parent ) === termId )
	) {
		throw new RestError(
			'rest_term_invalid',
			'Parent term does not exist.',
			400
		);
	}
}

/** A slug belongs to one term of a taxonomy: another term (not `termId`) holding it is an error. */
export function checkSlugFree(
	terms: TermsResource,
	slug: string,
	termId?: number
): void {
	const holder = getTermBySlug( terms.ctx.db, terms.tax.slug, slug );
	if ( holder && holder.term_id !== termId ) {
		throw new RestError(
			'duplicate_term_slug',
			`The slug "${ slug }" is already in use by another term.`,
			400
		);
	}
}

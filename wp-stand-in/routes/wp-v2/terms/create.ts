import { createTermCap } from '../../../../platform/content/taxonomies';
import { sanitizeTitle, uniqueSlug } from '../../../../platform/content/slugs';
import {
	findTermIdByName,
	getTerm,
	getTermBySlug,
	insertTerm,
} from '../../../../platform/store/terms';
import { RestError, requireCapability } from '../../../../platform/rest/errors';
import { writableArgs } from '../../../../platform/rest/schema';
import type { RestEndpoint } from '../../../../platform/rest/types';
import { termSchema } from './schema';
import { checkParent, checkSlugFree, type TermsResource } from './resource';

/** Two terms of a taxonomy may share a name only under different parents. */
function checkNameFree(
	terms: TermsResource,
	name: string,
	parent: number
): void {
	const existing = findTermIdByName(
		terms.ctx.db,
		terms.tax.slug,
		name,
		parent
	);
	if ( existing !== undefined ) {
		throw new RestError(
			'term_exists',
			'A term with the name provided already exists with this parent.',
			400,
			{ term_id: existing }
		);
	}
}

/**
 * The slug of a new term: the one sent, which must be free, or one made from its name and
 * numbered until it is.
 */
function newTermSlug(
	terms: TermsResource,
	sent: string | undefined,
	name: string
): string {
	const wanted = sanitizeTitle( sent || name ) || 'term';
	if ( sent ) {
		checkSlugFree( terms, wanted );
	}
	return uniqueSlug(
		wanted,
		( s ) => !! getTermBySlug( terms.ctx.db, terms.tax.slug, s )
	);
}

/** POST /wp/v2/<taxonomy>: a new term. */
export function createTerm( terms: TermsResource ): RestEndpoint {
	return {
		methods: [ 'POST' ],
		args: writableArgs( termSchema( terms.tax ) ),
		permission: requireCapability(
			createTermCap( terms.tax ),
			'rest_cannot_create',
			'Sorry, you are not allowed to create terms in this taxonomy.'
		),
		handler: ( request ) => {
			const b = request.body;
			checkParent( terms, b.parent );
			const parent = Number( b.parent ?? 0 );
			checkNameFree( terms, b.name, parent );
			const id = insertTerm( terms.ctx.db, {
				name: b.name,
				slug: newTermSlug( terms, b.slug, b.name ),
				taxonomy: terms.tax.slug,
				description: b.description ?? '',
				parent,
			} );
			return {
				status: 201,
				data: terms.prepare(
					request,
					getTerm( terms.ctx.db, id )!,
					'edit'
				),
				headers: { Location: `${ terms.url( request ) }/${ id }` },
			};
		},
	};
}

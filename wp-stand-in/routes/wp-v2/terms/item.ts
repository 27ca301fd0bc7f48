import { sanitizeTitle } from '../../../../platform/content/slugs';
import { getSetting } from '../../../../platform/content/settings';
import {
	deleteTerm as deleteTermRow,
	reparentChildTerms,
	updateTerm,
} from '../../../../platform/store/terms';
import {
	RestError,
	checkEditContext,
	requireCapability,
} from '../../../../platform/rest/errors';
import { contextArg, forceArg } from '../../../rest/common-args';
import { optionalArgs, writableArgs } from '../../../../platform/rest/schema';
import type { RestEndpoint } from '../../../../platform/rest/types';
import { termSchema } from './schema';
import {
	checkParent,
	checkSlugFree,
	onExistingTerm,
	type TermsResource,
} from './resource';

/** GET /wp/v2/<taxonomy>/<id>: one term. */
export function readTerm( terms: TermsResource ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { id: { type: 'integer' }, context: contextArg() },
		permission: onExistingTerm( terms, ( request ) =>
			checkEditContext(
				request,
				() => terms.canEdit( request ),
				'rest_forbidden_context',
				'Sorry, you are not allowed to edit this term.'
			)
		),
		handler: ( request ) => ( {
			data: terms.prepare(
				request,
				terms.find( request.params.id ),
				request.params.context ?? 'view'
			),
		} ),
	};
}

/** POST, PUT or PATCH /wp/v2/<taxonomy>/<id>: changes what is sent, keeps the rest. */
export function editTerm( terms: TermsResource ): RestEndpoint {
	return {
		methods: [ 'POST', 'PUT', 'PATCH' ],
		args: optionalArgs( writableArgs( termSchema( terms.tax ) ) ),
		permission: onExistingTerm(
			terms,
			requireCapability(
				terms.tax.manageCap,
				'rest_cannot_update',
				'Sorry, you are not allowed to edit this term.'
			)
		),
		handler: ( request ) => {
			const term = terms.find( request.params.id );
			const b = request.body;
			checkParent( terms, b.parent, term.term_id );
			let slug = term.slug;
			if ( b.slug !== undefined ) {
				slug = sanitizeTitle( b.slug ) || term.slug;
				checkSlugFree( terms, slug, term.term_id );
			}
			updateTerm( terms.ctx.db, term.term_id, {
				name: b.name ?? term.name,
				slug,
				description: b.description ?? term.description,
				parent:
					b.parent !== undefined ? Number( b.parent ) : term.parent,
			} );
			return {
				data: terms.prepare(
					request,
					terms.find( term.term_id ),
					'edit'
				),
			};
		},
	};
}

/** DELETE /wp/v2/<taxonomy>/<id>?force=true: terms have no trash; their children move up. */
export function deleteTerm( terms: TermsResource ): RestEndpoint {
	const { ctx, tax } = terms;
	return {
		methods: [ 'DELETE' ],
		args: {
			id: { type: 'integer' },
			force: forceArg(
				'Required to be true, as terms do not support trashing.'
			),
		},
		permission: onExistingTerm(
			terms,
			requireCapability(
				tax.manageCap,
				'rest_cannot_delete',
				'Sorry, you are not allowed to delete this term.'
			)
		),
		handler: ( request ) => {
			const term = terms.find( request.params.id );
			if ( request.params.force !== true ) {
				throw new RestError(
					'rest_trash_not_implemented',
					"Terms do not support trashing. Set 'force' to true to delete.",
					501
				);
			}
			if (
				tax.slug === 'category' &&
				term.term_id === getSetting( ctx.db, 'default_category' )
			) {
				throw new RestError(
					'rest_cannot_delete',
					'The term cannot be deleted.',
					400
				);
			}
			const previous = terms.prepare( request, term, 'edit' );
			ctx.db.transaction( () => {
				reparentChildTerms( ctx.db, term.term_id, term.parent );
				deleteTermRow( ctx.db, term.term_id );
			} )();
			return { data: { deleted: true, previous } };
		},
	};
}

/**
 * `/wp/v2/feedback`: the submissions as a REST collection, for the Feedback screen (and any tool).
 * Editors and administrators only (`edit_pages`): submissions hold visitors' personal data.
 *
 * - `GET /wp/v2/feedback?status=publish|spam|trash&search=&parent=&form=&page=&per_page=`: newest
 *   first, with X-WP-Total and X-WP-TotalPages, and the counts of every status in `X-Tessera-Counts`
 *   (`{"publish":3,"spam":1,"trash":0,"unread":2}`) so the screen's tabs follow every action.
 * - `POST /wp/v2/feedback/<id>` `{ status, is_unread }`: spam, not spam, trash, restore, read.
 * - `DELETE /wp/v2/feedback/<id>?force=true`: deletes a trashed submission for good.
 * - `POST /wp/v2/feedback/bulk_actions` `{ action, post_ids }`: the same on many at once.
 */
import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { RestRequest } from '../../../platform/rest/types';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { collection } from '../../../platform/rest/response';
import { parseFormKey } from '../../../shared/form-submission/form-id';
import {
	deleteTrashedFeedback,
	feedbackCounts,
	getFeedback,
	listFeedback,
	setFeedbackStatus,
	setFeedbackUnread,
	type FeedbackStatus,
} from '../../store/feedback';
import { restLocale } from '../../../platform/content/user-locale';
import { feedbackItem, itemContext } from './rest-item';

const canManage = requireCapability(
	'edit_pages',
	'rest_forbidden',
	'Sorry, you are not allowed to do that.'
);

const STATUSES = [ 'publish', 'spam', 'trash' ];

/** Each bulk action and what it does to the rows. */
const BULK_ACTIONS: Record<
	string,
	( ctx: AppContext, ids: number[] ) => number
> = {
	mark_as_spam: ( ctx, ids ) => setFeedbackStatus( ctx.db, ids, 'spam' ),
	mark_as_not_spam: ( ctx, ids ) =>
		setFeedbackStatus( ctx.db, ids, 'publish' ),
	trash: ( ctx, ids ) => setFeedbackStatus( ctx.db, ids, 'trash' ),
	untrash: ( ctx, ids ) => setFeedbackStatus( ctx.db, ids, 'restore' ),
	delete: ( ctx, ids ) => deleteTrashedFeedback( ctx.db, ids ),
	mark_as_read: ( ctx, ids ) => setFeedbackUnread( ctx.db, ids, false ),
	mark_as_unread: ( ctx, ids ) => setFeedbackUnread( ctx.db, ids, true ),
};

function countsHeader( ctx: AppContext ): Record< string, string > {
	return { 'X-Tessera-Counts': JSON.stringify( feedbackCounts( ctx.db ) ) };
}

/** How the items of this request are written: its address, and its user's language. */
function requestItemContext( ctx: AppContext, request: RestRequest ) {
	return itemContext(
		ctx,
		request.origin,
		restLocale( ctx.db, request.user?.id, request.params._locale )
	);
}

function existing( ctx: AppContext, request: RestRequest ) {
	const feedback = getFeedback( ctx.db, Number( request.params.id ) );
	if ( ! feedback ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return feedback;
}

export function registerFeedbackRest( rest: RestServer, ctx: AppContext ) {
	rest.register( {
		namespace: 'wp/v2',
		route: '/feedback',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					status: {
						type: 'string',
						enum: STATUSES,
						default: 'publish',
					},
					search: { type: 'string', maxLength: 200 },
					parent: { type: 'integer', minimum: 1 },
					form: { type: 'string', pattern: '^[0-9]+-[0-9]+$' },
					page: { type: 'integer', minimum: 1, default: 1 },
					per_page: {
						type: 'integer',
						minimum: 1,
						maximum: 100,
						default: 20,
					},
				},
				permission: canManage,
				handler: ( request ) => {
					const { status, search, parent, form, page } =
						request.params;
					const perPage = request.params.per_page as number;
					const item = requestItemContext( ctx, request );
					const { rows, total } = listFeedback( ctx.db, {
						status: status as FeedbackStatus,
						search: search || undefined,
						postId: parent,
						formId: parseFormKey( form ) ? form : undefined,
						limit: perPage,
						offset: ( page - 1 ) * perPage,
					} );
					const result = collection( {
						items: rows.map( ( row ) => feedbackItem( item, row ) ),
						total,
						page,
						perPage,
						baseUrl: `${ request.origin }/wp-json/wp/v2/feedback`,
						params: {
							status,
							search,
							parent,
							form,
							per_page: perPage,
						},
						invalidPageCode: 'rest_post_invalid_page_number',
					} );
					return {
						...result,
						headers: { ...result.headers, ...countsHeader( ctx ) },
					};
				},
			},
		],
	} );

	rest.register( {
		namespace: 'wp/v2',
		route: '/feedback/(?P<id>[\\d]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { id: { type: 'integer' } },
				permission: canManage,
				handler: ( request ) => ( {
					data: feedbackItem(
						requestItemContext( ctx, request ),
						existing( ctx, request )
					),
				} ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: {
					id: { type: 'integer' },
					status: { type: 'string', enum: STATUSES },
					is_unread: { type: 'boolean' },
				},
				permission: canManage,
				handler: ( request ) => {
					const feedback = existing( ctx, request );
					const { status, is_unread: unread } = request.params;
					if ( status !== undefined ) {
						setFeedbackStatus( ctx.db, [ feedback.id ], status );
					}
					if ( typeof unread === 'boolean' ) {
						setFeedbackUnread( ctx.db, [ feedback.id ], unread );
					}
					return {
						data: feedbackItem(
							requestItemContext( ctx, request ),
							existing( ctx, request )
						),
						headers: countsHeader( ctx ),
					};
				},
			},
			{
				methods: [ 'DELETE' ],
				args: {
					id: { type: 'integer' },
					force: { type: 'boolean', default: false },
				},
				permission: canManage,
				handler: ( request ) => {
					const feedback = existing( ctx, request );
					if (
						! request.params.force ||
						feedback.status !== 'trash'
					) {
						throw new RestError(
							'rest_trash_not_supported',
							'Only submissions in the trash can be deleted; move it to the trash first.',
							501
						);
					}
					const previous = feedbackItem(
						requestItemContext( ctx, request ),
						feedback
					);
					deleteTrashedFeedback( ctx.db, [ feedback.id ] );
					return {
						data: { deleted: true, previous },
						headers: countsHeader( ctx ),
					};
				},
			},
		],
	} );

	rest.register( {
		namespace: 'wp/v2',
		route: '/feedback/bulk_actions',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					action: {
						type: 'string',
						enum: Object.keys( BULK_ACTIONS ),
						required: true,
					},
					post_ids: {
						type: 'array',
						items: { type: 'integer', minimum: 1 },
						minItems: 1,
						maxItems: 500,
						required: true,
					},
				},
				permission: canManage,
				handler: ( request ) => {
					const ids = [
						...new Set( request.params.post_ids as number[] ),
					];
					const changed = BULK_ACTIONS[ request.params.action ](
						ctx,
						ids
					);
					return {
						data: { action: request.params.action, changed },
						headers: countsHeader( ctx ),
					};
				},
			},
		],
	} );
}

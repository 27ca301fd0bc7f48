/**
 * wp-admin's Feedback screen (/wp-admin/edit.php?post_type=feedback): the submissions, newest
 * first, filtered by status (Inbox, Spam) and form, each readable in full (`&feedback=ID`), and
 * exported as CSV (`&export=csv`, with the same filters). Editors and administrators only
 * (`edit_pages`, as the feedback post type of the product requires): submissions hold visitors'
 * personal data, which authors and contributors have no business reading.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import { getPost } from '../../store/posts';
import { requireUser } from '../../auth/page-auth';
import { adminDie, sendAdminPage } from '../../render/admin-reply';
import { parseFormKey } from '../../../shared/form-submission/form-id';
import { renderFeedbackList, renderFeedbackView } from './admin-render';
import { feedbackCsv } from './export';
import {
	feedbackForms,
	getFeedback,
	listFeedback,
	type Feedback,
} from '../../store/feedback';

const PER_PAGE = 20;

function formNamer( ctx: AppContext ) {
	const titles = new Map< number, string >();
	return ( formId: string, postId: number ): string => {
		if ( ! titles.has( postId ) ) {
			const post = getPost( ctx.db, postId );
			titles.set(
				postId,
				post
					? post.post_title || '(no title)'
					: `Deleted post #${ postId }`
			);
		}
		const index = parseFormKey( formId )?.index ?? 0;
		return `${ titles.get( postId ) } — form ${ index + 1 }`;
	};
}

/** "2026/11/22 at 14:05 UTC" */
function dateText( feedback: Feedback ): string {
	const [ day, time ] = feedback.created.split( 'T' );
	return `${ day.replace( /-/g, '/' ) } at ${ time.slice( 0, 5 ) } UTC`;
}

/** Answers /wp-admin/edit.php?post_type=feedback (admin-posts.ts hands the request over). */
export async function feedbackAdmin(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply
) {
	const user = requireUser( request, reply );
	if ( ! user ) {
		return reply;
	}
	if ( ! userCan( user, 'edit_pages' ) ) {
		return adminDie(
			reply,
			403,
			'Sorry, you are not allowed to access this page.'
		);
	}
	const query = request.query as Record< string, unknown >;
	const name = formNamer( ctx );
	const formName = ( feedback: Feedback ) =>
		name( feedback.formId, feedback.postId );

	if ( query.feedback !== undefined ) {
		const feedback = getFeedback( ctx.db, Number( query.feedback ) );
		if ( ! feedback ) {
			return adminDie( reply, 404, 'This feedback no longer exists.' );
		}
		return sendAdminPage(
			ctx,
			request,
			reply,
			`Feedback #${ feedback.id }`,
			renderFeedbackView(
				feedback,
				formName( feedback ),
				dateText( feedback )
			)
		);
	}

	const status = query.status === 'spam' ? 'spam' : 'publish';
	const formId = parseFormKey( query.form ) ? ( query.form as string ) : null;
	if ( query.export === 'csv' ) {
		const { rows } = listFeedback( ctx.db, {
			status,
			formId: formId ?? undefined,
		} );
		const day = new Date().toISOString().slice( 0, 10 );
		return reply
			.type( 'text/csv; charset=utf-8' )
			.header(
				'Content-Disposition',
				`attachment; filename="feedback-${ day }.csv"`
			)
			.header( 'Cache-Control', 'no-store' )
			.header( 'X-Content-Type-Options', 'nosniff' )
			.send( feedbackCsv( rows, formName ) );
	}
	const page = Math.max(
		1,
		Number.parseInt( String( query.paged ?? '1' ), 10 ) || 1
	);
	const { rows, total } = listFeedback( ctx.db, {
		status,
		formId: formId ?? undefined,
		limit: PER_PAGE,
		offset: ( page - 1 ) * PER_PAGE,
	} );
	const body = renderFeedbackList( {
		rows,
		total,
		status,
		counts: {
			publish: listFeedback( ctx.db, { status: 'publish', limit: 0 } )
				.total,
			spam: listFeedback( ctx.db, { status: 'spam', limit: 0 } ).total,
		},
		forms: feedbackForms( ctx.db ).map( ( form ) => ( {
			formId: form.formId,
			name: name( form.formId, form.postId ),
			count: form.count,
		} ) ),
		formId,
		page,
		pages: Math.ceil( total / PER_PAGE ),
		formName,
		date: dateText,
	} );
	return sendAdminPage( ctx, request, reply, 'Feedback', body );
}

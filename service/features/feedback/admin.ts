/**
 * wp-admin's Feedback screen (/wp-admin/edit.php?post_type=feedback): the submissions, newest
 * first, filtered by status (Inbox, Spam) and form, each readable in full (`&feedback=ID`), and
 * exported as CSV (`&export=csv`, with the same filters). Editors and administrators only
 * (`edit_pages`, as the feedback post type of the product requires): submissions hold visitors'
 * personal data, which authors and contributors have no business reading.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { __ } from '@wordpress/i18n';

import type { AppContext } from '../../../platform/context';
import { getPost, type PostRow } from '../../../platform/store/posts';
import { sendAdminListScreen } from '../../../platform/render/admin-list-screen';
import {
	translatedDie,
	adminUser,
	sendAdminPage,
} from '../../../platform/render/admin-reply';
import { parseFormKey } from '../../../shared/form-submission/form-id';
import { feedbackTitle, renderFeedbackView } from './admin-render';
import { feedbackCsv } from './export';
import { feedbackItem, itemContext, sourceNames } from './rest-item';
import {
	getFeedback,
	listFeedback,
	setFeedbackUnread,
	type Feedback,
	type FeedbackStatus,
} from '../../store/feedback';
import { userLocale } from '../../../platform/content/user-locale';
import { inLocale } from '../../../platform/render/locale-strings';

function formNamer( ctx: AppContext ) {
	const posts = new Map< number, PostRow | undefined >();
	return ( formId: string, postId: number ): string => {
		if ( ! posts.has( postId ) ) {
			posts.set( postId, getPost( ctx.db, postId ) );
		}
		return sourceNames( posts.get( postId ), postId, formId ).form;
	};
}

/**
 * One submission in full, as its screen shows it; reading it is what makes it read. Undefined
 * when there is no such submission.
 */
export function feedbackView(
	ctx: AppContext,
	id: number
): { title: string; html: string } | undefined {
	const feedback = getFeedback( ctx.db, id );
	if ( ! feedback ) {
		return undefined;
	}
	setFeedbackUnread( ctx.db, [ feedback.id ], false );
	return {
		title: feedbackTitle( feedback.id ),
		html: renderFeedbackView(
			feedback,
			formNamer( ctx )( feedback.formId, feedback.postId ),
			feedbackItem( itemContext( ctx ), feedback ).date_display
		),
	};
}

/**
 * The CSV of the submissions the screen's filters pick (`status`, `form`, `search`), and the
 * name it is downloaded under.
 */
export function feedbackExport(
	ctx: AppContext,
	query: Record< string, unknown >
): { filename: string; csv: string } {
	const status: FeedbackStatus =
		query.status === 'spam' || query.status === 'trash'
			? query.status
			: 'publish';
	const search =
		typeof query.search === 'string' ? query.search.slice( 0, 200 ) : '';
	const { rows } = listFeedback( ctx.db, {
		status,
		formId: parseFormKey( query.form )
			? ( query.form as string )
			: undefined,
		search: search || undefined,
	} );
	const name = formNamer( ctx );
	return {
		filename: `feedback-${ new Date().toISOString().slice( 0, 10 ) }.csv`,
		csv: feedbackCsv( rows, ( feedback: Feedback ) =>
			name( feedback.formId, feedback.postId )
		),
	};
}

/** Answers /wp-admin/edit.php?post_type=feedback (admin-posts.ts hands the request over). */
export async function feedbackAdmin(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply
) {
	const user = adminUser( request, reply, 'edit_pages' );
	if ( ! user ) {
		return reply;
	}
	// wp-admin speaks the user's own language.
	return inLocale( userLocale( ctx.db, user.id ), () =>
		feedbackScreen( ctx, request, reply )
	);
}

function feedbackScreen(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply
) {
	const query = request.query as Record< string, unknown >;
	if ( query.feedback !== undefined ) {
		const view = feedbackView( ctx, Number( query.feedback ) );
		return view
			? sendAdminPage( ctx, request, reply, view.title, view.html )
			: translatedDie(
					reply,
					404,
					__( 'This feedback no longer exists.', 'tessera' )
				);
	}

	if ( query.export === 'csv' ) {
		const { filename, csv } = feedbackExport( ctx, query );
		return reply
			.type( 'text/csv; charset=utf-8' )
			.header(
				'Content-Disposition',
				`attachment; filename="${ filename }"`
			)
			.header( 'Cache-Control', 'no-store' )
			.header( 'X-Content-Type-Options', 'nosniff' )
			.send( csv );
	}
	// The list itself is the DataViews screen (src/admin/feedback/) over /wp/v2/feedback.
	return sendAdminListScreen( ctx, request, reply, {
		rootId: 'tessera-feedback-inbox',
		title: __( 'Feedback', 'tessera' ),
	} );
}

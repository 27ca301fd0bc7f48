/** One submission as `/wp/v2/feedback` shows it. */
import { __, sprintf } from '@wordpress/i18n';

import type { AppContext } from '../../../platform/context';
import {
	gmtToLocal,
	mysqlGmt,
	restDate,
} from '../../../platform/content/dates';
import { adminListDate } from '../../../platform/content/date-format';
import { postLink } from '../../../platform/content/permalinks';
import { getSettings } from '../../../platform/content/settings';
import { parseFormKey } from '../../../shared/form-submission/form-id';
import { getPost, type PostRow } from '../../../platform/store/posts';
import type { Feedback } from '../../store/feedback';
import { inLocale } from '../../../platform/render/locale-strings';
import { untitled } from '../../../shared/locale/untitled';

export interface FeedbackItem {
	id: number;
	status: Feedback[ 'status' ];
	is_unread: boolean;
	/** In the site's time zone, and as the admin lists show it. */
	date: string | null;
	date_gmt: string | null;
	date_display: string;
	/** The post the form is on. */
	parent: number;
	post_title: string;
	post_link: string;
	form_id: string;
	form_name: string;
	author_name: string;
	author_email: string;
	fields: { label: string; value: string | string[] }[];
}

/** What every item of one request shares: the site's settings, and post lookups made once. */
export interface ItemContext {
	ctx: AppContext;
	origin: string;
	timezone: string;
	timeFormat: string;
	/** The language the request answers in (the user's own with `_locale=user`). */
	locale: string;
}

export function itemContext(
	ctx: AppContext,
	origin = '',
	locale?: string
): ItemContext {
	const settings = getSettings( ctx.db );
	return {
		ctx,
		origin,
		timezone: settings.timezone,
		timeFormat: settings.time_format,
		locale: locale ?? settings.language,
	};
}

const text = ( value: string | string[] | undefined ) =>
	Array.isArray( value ) ? value.join( ', ' ) : ( value ?? '' );

/**
 * Who sent it, as the list and the reply link use: the first Name and Email fields, whatever
 * their labels say (« Nom », « Courriel »); by label for a submission stored before its fields'
 * kinds were kept.
 */
function sender( feedback: Feedback ): { name: string; email: string } {
	const find = ( kind: 'name' | 'email', label: RegExp ) =>
		(
			feedback.fields.find( ( field ) => field.kind === kind ) ??
			feedback.fields.find(
				( field ) => ! field.kind && label.test( field.label )
			)
		)?.value;
	return {
		name: text( find( 'name', /name/i ) ),
		email: text( find( 'email', /e-?mail/i ) ),
	};
}

/**
 * The post a submission came from and its form, as the lists name them, in the current
 * locale: 'Contact — form 1'.
 *
 * @param post   The post, undefined when it was deleted.
 * @param postId Its ID.
 * @param formId The form's key in it.
 */
export function sourceNames(
	post: PostRow | undefined,
	postId: number,
	formId: string
): { title: string; form: string } {
	const title = post
		? post.post_title || untitled()
		: /* translators: %d: the ID of a post that no longer exists. */
			sprintf( __( 'Deleted post #%d', 'tessera' ), postId );
	const index = parseFormKey( formId )?.index ?? 0;
	return {
		title,
		form: sprintf(
			/* translators: 1: the title of the post holding the form, 2: the form's number in the post. */
			__( '%1$s — form %2$d', 'tessera' ),
			title,
			index + 1
		),
	};
}

export function feedbackItem(
	context: ItemContext,
	feedback: Feedback
): FeedbackItem {
	const post = getPost( context.ctx.db, feedback.postId );
	const gmt = mysqlGmt( new Date( feedback.created ) );
	const local = gmtToLocal( gmt, context.timezone );
	const source = inLocale( context.locale, () =>
		sourceNames( post, feedback.postId, feedback.formId )
	);
	const who = sender( feedback );
	return {
		id: feedback.id,
		status: feedback.status,
		is_unread: feedback.unread,
		date: restDate( local ),
		date_gmt: restDate( gmt ),
		date_display: adminListDate( local, context.timeFormat ),
		parent: feedback.postId,
		post_title: source.title,
		post_link: post ? postLink( context.origin, post ) : '',
		form_id: feedback.formId,
		form_name: source.form,
		author_name: who.name,
		author_email: who.email,
		fields: feedback.fields.map( ( { label, value } ) => ( {
			label,
			value,
		} ) ),
	};
}

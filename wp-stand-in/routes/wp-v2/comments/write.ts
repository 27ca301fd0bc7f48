/** prepare_item_for_database() of the comments controller: the fields a request sets. */
import { isIP } from 'node:net';
import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import { isEmailValid } from '../../../../shared/email';
import { parseRestDate } from '../../../../platform/content/dates';
import { siteTimezone } from '../../../content/site';
import { commentLengthError } from '../../../content/comments/lengths';
import {
	sanitizeCommentUrl,
	sanitizeTextField,
} from '../../../content/comments/sanitize';
import type { CommentDraft } from '../../../content/comments/new-comment';
import { getUserById } from '../../../../platform/store/users';
import { RestError, invalidParam } from '../../../../platform/rest/errors';
import type { RestRequest } from '../../../../platform/rest/types';

/** The fields a request sets (only those it sends, on an update). */
export type CommentWrite = Partial< CommentDraft >;

/** The address the request came from ('127.0.0.1' when unknown, as WordPress falls back). */
export function requestIp( request: RestRequest ): string {
	const ip = request.raw?.ip ?? '';
	return isIP( ip ) ? ip : '127.0.0.1';
}

function refuseParam( name: string, code: string, message: string ): never {
	throw invalidParam( name, message, { code, message, data: null } );
}

/** author_email, author_url and author_ip as the schema's formats check them ('' is no value). */
function checkFormats( body: Record< string, unknown > ): void {
	const { author_email: email, author_url: url, author_ip: ip } = body;
	if (
		typeof email === 'string' &&
		email !== '' &&
		! isEmailValid( email )
	) {
		refuseParam(
			'author_email',
			'rest_invalid_email',
			'Invalid email address.'
		);
	}
	if (
		typeof url === 'string' &&
		url !== '' &&
		! sanitizeCommentUrl( url )
	) {
		refuseParam( 'author_url', 'rest_invalid_uri', 'Invalid URI.' );
	}
	if ( typeof ip === 'string' && ! isIP( ip ) ) {
		refuseParam( 'author_ip', 'rest_invalid_ip', 'Invalid IP address.' );
	}
}

/** The text sent as `content` or `content.raw`, trimmed. */
function sentContent( content: unknown ): string | undefined {
	if ( typeof content === 'string' ) {
		return content.trim();
	}
	const raw = ( content as { raw?: unknown } | null )?.raw;
	return typeof raw === 'string' ? raw.trim() : undefined;
}

/** The account the comment is posted as, with its name and addresses. */
function authorFields( ctx: AppContext, id: number ): CommentWrite {
	const user = getUserById( ctx.db, id );
	if ( ! user ) {
		throw new RestError(
			'rest_comment_author_invalid',
			'Invalid comment author ID.',
			400
		);
	}
	return {
		userId: user.ID,
		author: user.display_name,
		email: user.user_email,
		url: user.user_url,
	};
}

/** `date` (local) wins over `date_gmt`; each gives both. */
function sentDates( ctx: AppContext, body: Record< string, unknown > ) {
	const timezone = siteTimezone( ctx.db );
	let sent = null;
	if ( typeof body.date === 'string' && body.date ) {
		sent = parseRestDate( body.date, false, timezone );
	} else if ( typeof body.date_gmt === 'string' && body.date_gmt ) {
		sent = parseRestDate( body.date_gmt, true, timezone );
	}
	return sent ? { date: sent.local, dateGmt: sent.gmt } : {};
}

/**
 * The fields the request sets. The IP address and browser are the request's own unless a
 * moderator sends them; on an update (`creating` false) they change only when sent.
 */
export function commentWrite(
	ctx: AppContext,
	request: RestRequest,
	creating: boolean
): CommentWrite {
	const body = request.body;
	checkFormats( body );
	const out: CommentWrite = {
		content: sentContent( body.content ),
		...( body.post !== undefined ? { postId: Number( body.post ) } : {} ),
		...( body.parent !== undefined
			? { parent: Number( body.parent ) }
			: {} ),
		...( body.author !== undefined
			? authorFields( ctx, Number( body.author ) )
			: {} ),
		...sentDates( ctx, body ),
	};
	if ( typeof body.author_name === 'string' ) {
		out.author = sanitizeTextField( body.author_name );
	}
	if ( typeof body.author_email === 'string' ) {
		out.email = body.author_email;
	}
	if ( typeof body.author_url === 'string' ) {
		out.url = body.author_url;
	}
	const moderator = userCan( request.user, 'moderate_comments' );
	if ( typeof body.author_ip === 'string' && moderator ) {
		out.ip = body.author_ip;
	} else if ( creating ) {
		out.ip = requestIp( request );
	}
	if (
		typeof body.author_user_agent === 'string' &&
		body.author_user_agent
	) {
		out.agent = sanitizeTextField( body.author_user_agent );
	} else if ( creating ) {
		out.agent = String( request.raw?.headers[ 'user-agent' ] ?? '' );
	}
	return out;
}

/** The REST answer to a field longer than its column: the column's code, one message for all. */
export function refuseTooLong( fields: CommentWrite ): void {
	const tooLong = commentLengthError( {
		comment_author: fields.author,
		comment_author_email: fields.email,
		comment_author_url: fields.url,
		comment_content: fields.content,
	} );
	if ( tooLong ) {
		throw new RestError(
			tooLong.code,
			'Comment field exceeds maximum length allowed.',
			400
		);
	}
}

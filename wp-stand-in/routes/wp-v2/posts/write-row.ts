import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import {
	ZERO_DATE,
	gmtToLocal,
	parseRestDate,
} from '../../../../platform/content/dates';
import { sanitizeTitle } from '../../../../platform/content/slugs';
import { siteTimezone } from '../../../content/site';
import { rawText } from '../../../content/raw-text';
import { ksesPost, ksesTitle } from '../../../../platform/content/kses';
import { userCan } from '../../../../platform/auth/capabilities';
import type { AuthUser } from '../../../../platform/auth/types';
import { getPost, type PostRow } from '../../../../platform/store/posts';
import { getUserById } from '../../../../platform/store/users';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import type { RestRequest } from '../../../../platform/rest/types';

/** Statuses whose date floats with each save until the post is published. */
const FLOATING = new Set( [ 'draft', 'pending', 'auto-draft' ] );

/**
 * The HTML sent for a post text (title, content, excerpt, as a string or `{ raw }`), through
 * `kses` (the title or the post filter) unless the user may post unfiltered HTML; `fallback`
 * when none was sent.
 */
function sentHtml(
	user: AuthUser,
	value: unknown,
	fallback: string,
	kses: ( html: string ) => string
): string {
	const raw = rawText( value );
	if ( raw === undefined ) {
		return fallback;
	}
	return userCan( user, 'unfiltered_html' ) ? raw : kses( raw );
}

type Texts = Pick< PostRow, 'post_title' | 'post_content' | 'post_excerpt' >;

/**
 * The title, content and excerpt `sent` (the request's own fields unless the endpoint names them
 * otherwise), filtered as sentHtml() says, else those of `current`.
 */
export function sentTexts(
	request: RestRequest,
	current: Texts,
	sent: Partial<
		Record< 'title' | 'content' | 'excerpt', unknown >
	> = request.body
): Texts {
	const user = request.user!;
	const ksesContent = ( html: string ) => ksesPost( html, request.origin );
	return {
		post_title: sentHtml( user, sent.title, current.post_title, ksesTitle ),
		post_content: sentHtml(
			user,
			sent.content,
			current.post_content,
			ksesContent
		),
		post_excerpt: sentHtml(
			user,
			sent.excerpt,
			current.post_excerpt,
			ksesContent
		),
	};
}

/** The author: the one sent needs edit_others_posts unless it is the user, and must exist. */
export function resolveAuthor(
	ctx: AppContext,
	request: RestRequest,
	type: PostTypeDefinition,
	existing: PostRow | undefined
): number {
	const user = request.user!;
	const sent = request.body.author;
	if ( sent === undefined || ! type.supports.author ) {
		return existing?.post_author ?? user.id;
	}
	if ( sent !== user.id && ! userCan( user, type.cap.edit_others_posts ) ) {
		throw forbidden(
			'rest_cannot_edit_others',
			existing
				? 'Sorry, you are not allowed to update posts as this user.'
				: 'Sorry, you are not allowed to create posts as this user.',
			user
		);
	}
	if ( ! getUserById( ctx.db, sent ) ) {
		throw new RestError( 'rest_invalid_author', 'Invalid author ID.', 400 );
	}
	return sent;
}

/** handle_status_param(): publishing, scheduling and privacy need publish_posts. */
function checkStatus(
	request: RestRequest,
	type: PostTypeDefinition,
	status: string
): void {
	if (
		( status === 'publish' || status === 'future' ) &&
		! userCan( request.user, type.cap.publish_posts )
	) {
		throw forbidden(
			'rest_cannot_publish',
			'Sorry, you are not allowed to publish posts in this post type.',
			request.user
		);
	}
	if (
		status === 'private' &&
		! userCan( request.user, type.cap.publish_posts )
	) {
		throw forbidden(
			'rest_cannot_publish',
			'Sorry, you are not allowed to create private posts in this post type.',
			request.user
		);
	}
}

/** The status sent (if the user may set it), else the post's own; an auto-draft given text becomes a draft. */
export function resolveStatus(
	request: RestRequest,
	type: PostTypeDefinition,
	existing: PostRow | undefined
): string {
	const params = request.body;
	if ( typeof params.status === 'string' ) {
		checkStatus( request, type, params.status );
		return params.status;
	}
	const status = existing?.post_status ?? 'draft';
	if (
		status === 'auto-draft' &&
		params.status === undefined &&
		existing &&
		( params.title !== undefined || params.content !== undefined )
	) {
		return 'draft';
	}
	return status;
}

/** The parent sent, else the post's own: only a hierarchical type has one, an existing post but itself. */
export function resolveParent(
	ctx: AppContext,
	params: Record< string, unknown >,
	type: PostTypeDefinition,
	existing: PostRow | undefined
): number {
	const parent =
		params.parent !== undefined
			? Number( params.parent )
			: ( existing?.post_parent ?? 0 );
	if (
		parent &&
		( ! type.hierarchical ||
			! getPost( ctx.db, parent ) ||
			parent === existing?.ID )
	) {
		throw new RestError(
			'rest_post_invalid_id',
			'Invalid post parent ID.',
			400
		);
	}
	return parent;
}

/** The local and GMT dates: those sent, else the post’s own (or `now`); a draft’s date floats until published. */
export function resolveDates(
	ctx: AppContext,
	params: Record< string, unknown >,
	existing: PostRow | undefined,
	status: string,
	now: string
) {
	const timezone = siteTimezone( ctx.db );
	let sent: { value: string; gmt: boolean } | null = null;
	if ( typeof params.date_gmt === 'string' ) {
		sent = { value: params.date_gmt, gmt: true };
	} else if ( typeof params.date === 'string' ) {
		sent = { value: params.date, gmt: false };
	}
	if ( sent ) {
		const parsed = parseRestDate( sent.value, sent.gmt, timezone );
		if ( ! parsed ) {
			throw new RestError( 'rest_invalid_date', 'Invalid date.', 400 );
		}
		return { local: parsed.local, gmt: parsed.gmt };
	}
	const floating = ! existing || existing.post_date_gmt === ZERO_DATE;
	if ( floating ) {
		return {
			local: gmtToLocal( now, timezone ),
			gmt: FLOATING.has( status ) ? ZERO_DATE : now,
		};
	}
	return { local: existing.post_date, gmt: existing.post_date_gmt };
}

/** A published post dated in the future is scheduled; a scheduled one whose date has passed is published. */
export function scheduledStatus(
	status: string,
	gmt: string,
	now: string
): string {
	if ( status === 'publish' && gmt !== ZERO_DATE && gmt > now ) {
		return 'future';
	}
	if ( status === 'future' && gmt <= now ) {
		return 'publish';
	}
	return status;
}

/** The slug sent, else the post's own; a post leaving draft without one gets it from its title (or ID). */
export function resolveSlug(
	params: Record< string, unknown >,
	title: string,
	status: string,
	existing: PostRow | undefined
): string {
	let name = existing?.post_name ?? '';
	if ( existing?.post_status === 'trash' && status !== 'trash' ) {
		// Leaving the trash: the slug it had before (WordPress's `_wp_desired_post_slug`).
		name = name.replace( /__trashed$/, '' );
	}
	if ( typeof params.slug === 'string' ) {
		name = sanitizeTitle( params.slug );
	}
	if ( ! name && ! FLOATING.has( status ) && status !== 'trash' ) {
		name =
			sanitizeTitle( title ) || ( existing ? String( existing.ID ) : '' );
	}
	return name;
}

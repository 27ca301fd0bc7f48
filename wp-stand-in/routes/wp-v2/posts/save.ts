import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { mysqlGmt, gmtToLocal } from '../../../../platform/content/dates';
import { setSticky } from '../../../../platform/content/post-extras';
import { siteTimezone } from '../../../content/site';
import { getSetting } from '../../../../platform/content/settings';
import { defaultCommentStatus } from '../../../content/comments/discussion';
import {
	insertPost,
	updatePostRow,
	type PostFields,
	type PostRow,
} from '../../../../platform/store/posts';
import { updatePostMeta } from '../../../../platform/store/postmeta';
import {
	getTerm,
	postTermIds,
	setPostTerms,
} from '../../../../platform/store/terms';
import type { RestRequest } from '../../../../platform/rest/types';
import { uniquePostSlug } from './slug';
import { saveRevision } from '../../../content/revisions';
import {
	resolveAuthor,
	resolveDates,
	resolveParent,
	resolveSlug,
	resolveStatus,
	scheduledStatus,
	sentTexts,
} from './write-row';
import { checkSticky, sentMeta, sentTerms } from './write-extras';

/** Everything a write will store, computed and checked before anything is written. */
export interface PreparedPost {
	row: PostFields;
	meta: Record< string, unknown >;
	terms: Record< string, number[] >;
	sticky?: boolean;
}

/** Discussion settings: those sent, else the post's own, else the site's default for the type. */
function discussion(
	ctx: AppContext,
	params: Record< string, unknown >,
	type: PostTypeDefinition,
	existing: PostRow | undefined
) {
	return {
		comment_status: ( params.comment_status ??
			existing?.comment_status ??
			defaultCommentStatus( ctx.db, type.slug ) ) as string,
		ping_status: ( params.ping_status ??
			existing?.ping_status ??
			defaultCommentStatus( ctx.db, type.slug, true ) ) as string,
	};
}

/** The posts row a write will store: each field sent (and checked), else the post's own. */
function postRow(
	ctx: AppContext,
	request: RestRequest,
	type: PostTypeDefinition,
	existing: PostRow | undefined
): PostFields {
	const params = request.body;
	// One clock reading for the whole write: a second reading for the date could fall in the
	// next second and make a post published now look scheduled.
	const now = mysqlGmt();
	const author = resolveAuthor( ctx, request, type, existing );
	const requested = resolveStatus( request, type, existing );
	const parent = resolveParent( ctx, params, type, existing );
	const dates = resolveDates( ctx, params, existing, requested, now );
	const status = scheduledStatus( requested, dates.gmt, now );
	const texts = sentTexts( request, {
		post_title: existing?.post_title ?? '',
		post_content: existing?.post_content ?? '',
		post_excerpt: existing?.post_excerpt ?? '',
	} );
	return {
		post_author: author,
		post_date: dates.local,
		post_date_gmt: dates.gmt,
		post_content: texts.post_content,
		post_title: texts.post_title,
		post_excerpt: texts.post_excerpt,
		post_status: status,
		...discussion( ctx, params, type, existing ),
		post_password: params.password ?? existing?.post_password ?? '',
		post_name: resolveSlug( params, texts.post_title, status, existing ),
		post_modified: gmtToLocal( now, siteTimezone( ctx.db ) ),
		post_modified_gmt: now,
		post_parent: parent,
		guid: existing?.guid ?? '',
		menu_order: params.menu_order ?? existing?.menu_order ?? 0,
		post_type: type.slug,
		post_mime_type: existing?.post_mime_type ?? '',
	};
}

/**
 * prepare_item_for_database() and the checks of create_item()/update_item(): validates what the
 * schema cannot (authors, terms, media, permissions that depend on values) and computes the row.
 */
export function preparePostWrite(
	ctx: AppContext,
	request: RestRequest,
	type: PostTypeDefinition,
	existing?: PostRow
): PreparedPost {
	const params = request.body;
	const row = postRow( ctx, request, type, existing );
	checkSticky( request.user!, type, params.sticky, row.post_password );
	return {
		row,
		meta: sentMeta( ctx, params, type ),
		terms: sentTerms( ctx, params, type, request.user! ),
		sticky: params.sticky,
	};
}

/**
 * Writes a prepared post, its meta, terms and, on an update, a revision, all or nothing (as in
 * WordPress, creating a post saves no revision). Returns the post ID.
 */
export function writePost(
	ctx: AppContext,
	prepared: PreparedPost,
	existing: PostRow | undefined,
	userId: number,
	{ revision = true } = {}
): number {
	return ctx.db.transaction( () => {
		const { row } = prepared;
		let id: number;
		if ( existing ) {
			id = existing.ID;
		} else {
			id = insertPost( ctx.db, row );
			row.guid = `/?p=${ id }`;
			if ( row.post_type === 'page' ) {
				row.guid = `/?page_id=${ id }`;
			}
		}
		if ( row.post_name ) {
			row.post_name = uniquePostSlug( ctx, row.post_name, {
				ID: id,
				post_type: row.post_type,
				post_parent: row.post_parent,
			} );
		}
		updatePostRow( ctx.db, id, row );
		for ( const [ key, value ] of Object.entries( prepared.meta ) ) {
			updatePostMeta( ctx.db, id, key, value );
		}
		for ( const [ taxonomy, ids ] of Object.entries( prepared.terms ) ) {
			setPostTerms( ctx.db, id, taxonomy, ids );
		}
		if (
			row.post_type === 'post' &&
			row.post_status !== 'auto-draft' &&
			! postTermIds( ctx.db, id, 'category' ).length
		) {
			// wp_insert_post(): a post always has a category, the default one when none is given.
			const defaultCategory = getTerm(
				ctx.db,
				getSetting( ctx.db, 'default_category' )
			);
			if ( defaultCategory?.taxonomy === 'category' ) {
				setPostTerms( ctx.db, id, 'category', [
					defaultCategory.term_id,
				] );
			}
		}
		if ( prepared.sticky !== undefined ) {
			setSticky( ctx.db, id, prepared.sticky );
		}
		if ( revision && existing ) {
			saveRevision( ctx, id, existing, userId );
		}
		return id;
	} )();
}

import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { TAXONOMIES } from '../../../content/taxonomies';
import {
	ZERO_DATE,
	mysqlGmt,
	gmtToLocal,
	parseRestDate,
} from '../../../content/dates';
import { META_KEYS, setSticky } from '../../../content/post-extras';
import { fieldsFor, metaFor } from '../../../content/registered-meta';
import { sanitizeTitle } from '../../../content/slugs';
import { siteTimezone } from '../../../content/site';
import { getSetting } from '../../../content/settings';
import { ksesPost } from '../../../content/kses';
import { rawText } from '../../../content/raw-text';
import { userCan } from '../../../auth/capabilities';
import {
	getPost,
	insertPost,
	updatePostRow,
	type PostFields,
	type PostRow,
} from '../../../store/posts';
import { getUserById } from '../../../store/users';
import { updatePostMeta } from '../../../store/postmeta';
import { getTerm, postTermIds, setPostTerms } from '../../../store/terms';
import { RestError, forbidden } from '../../../rest/errors';
import type { RestRequest } from '../../../rest/types';
import { uniquePostSlug } from './slug';
import { saveRevision } from './revision-store';
import { own } from '../../../content/own';

const FLOATING = new Set( [ 'draft', 'pending', 'auto-draft' ] );

/** Everything a write will store, computed and checked before anything is written. */
export interface PreparedPost {
	row: PostFields;
	meta: Record< string, unknown >;
	terms: Record< string, number[] >;
	sticky?: boolean;
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

function resolveDates(
	ctx: AppContext,
	params: Record< string, unknown >,
	existing: PostRow | undefined,
	status: string
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
	const now = mysqlGmt();
	const floating = ! existing || existing.post_date_gmt === ZERO_DATE;
	if ( floating ) {
		// A draft's date floats with each save until it is published (wp_insert_post()).
		return {
			local: gmtToLocal( now, timezone ),
			gmt: FLOATING.has( status ) ? ZERO_DATE : now,
		};
	}
	return { local: existing.post_date, gmt: existing.post_date_gmt };
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
	const user = request.user!;
	const unfiltered = userCan( user, 'unfiltered_html' );
	const filter = ( html: string ) => ( unfiltered ? html : ksesPost( html ) );
	const timezoneNow = mysqlGmt();

	let author = existing?.post_author ?? user.id;
	if ( params.author !== undefined && type.supports.author ) {
		if (
			params.author !== user.id &&
			! userCan( user, type.cap.edit_others_posts )
		) {
			throw forbidden(
				'rest_cannot_edit_others',
				existing
					? 'Sorry, you are not allowed to update posts as this user.'
					: 'Sorry, you are not allowed to create posts as this user.',
				user
			);
		}
		if ( ! getUserById( ctx.db, params.author ) ) {
			throw new RestError(
				'rest_invalid_author',
				'Invalid author ID.',
				400
			);
		}
		author = params.author;
	}

	let status =
		typeof params.status === 'string'
			? params.status
			: ( existing?.post_status ?? 'draft' );
	if ( typeof params.status === 'string' ) {
		checkStatus( request, type, params.status );
	}
	if (
		status === 'auto-draft' &&
		params.status === undefined &&
		existing &&
		( params.title !== undefined || params.content !== undefined )
	) {
		status = 'draft';
	}

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

	const dates = resolveDates( ctx, params, existing, status );
	if (
		status === 'publish' &&
		dates.gmt !== ZERO_DATE &&
		dates.gmt > timezoneNow
	) {
		status = 'future';
	} else if ( status === 'future' && dates.gmt <= timezoneNow ) {
		status = 'publish';
	}

	const title = rawText( params.title );
	const content = rawText( params.content );
	const excerpt = rawText( params.excerpt );
	const row: PostFields = {
		post_author: author,
		post_date: dates.local,
		post_date_gmt: dates.gmt,
		post_content:
			content !== undefined
				? filter( content )
				: ( existing?.post_content ?? '' ),
		post_title:
			title !== undefined
				? filter( title )
				: ( existing?.post_title ?? '' ),
		post_excerpt:
			excerpt !== undefined
				? filter( excerpt )
				: ( existing?.post_excerpt ?? '' ),
		post_status: status,
		comment_status:
			params.comment_status ??
			existing?.comment_status ??
			( type.supports.comments ? 'open' : 'closed' ),
		ping_status:
			params.ping_status ??
			existing?.ping_status ??
			( type.supports.comments ? 'open' : 'closed' ),
		post_password: params.password ?? existing?.post_password ?? '',
		post_name: existing?.post_name ?? '',
		post_modified: gmtToLocal( timezoneNow, siteTimezone( ctx.db ) ),
		post_modified_gmt: timezoneNow,
		post_parent: parent,
		guid: existing?.guid ?? '',
		menu_order: params.menu_order ?? existing?.menu_order ?? 0,
		post_type: type.slug,
		post_mime_type: existing?.post_mime_type ?? '',
	};
	if ( typeof params.slug === 'string' ) {
		row.post_name = sanitizeTitle( params.slug );
	}
	if ( ! row.post_name && ! FLOATING.has( status ) && status !== 'trash' ) {
		row.post_name =
			sanitizeTitle( row.post_title ) ||
			( existing ? String( existing.ID ) : '' );
	}

	if ( params.sticky === true && row.post_password ) {
		throw new RestError(
			'rest_invalid_field',
			'A post can not be sticky and have a password.',
			400
		);
	}
	if (
		params.sticky !== undefined &&
		! userCan( user, type.cap.edit_others_posts )
	) {
		throw forbidden(
			'rest_cannot_assign_sticky',
			'Sorry, you are not allowed to make posts sticky.',
			user
		);
	}

	const meta: Record< string, unknown > = {};
	if ( params.featured_media !== undefined ) {
		const media = params.featured_media
			? getPost( ctx.db, params.featured_media )
			: undefined;
		if ( params.featured_media && media?.post_type !== 'attachment' ) {
			throw new RestError(
				'rest_invalid_featured_media',
				'Invalid featured media ID.',
				400
			);
		}
		meta[ META_KEYS.featuredMedia ] = params.featured_media;
	}
	if ( params.template !== undefined ) {
		if ( params.template !== '' ) {
			throw new RestError(
				'rest_invalid_param',
				'Invalid parameter(s): template',
				400,
				{
					params: { template: 'template is not one of .' },
				}
			);
		}
		meta[ META_KEYS.template ] = '';
	}
	if ( params.format !== undefined ) {
		meta[ META_KEYS.format ] = params.format;
	}
	const registered = metaFor( type.slug );
	for ( const [ key, value ] of Object.entries(
		( params.meta ?? {} ) as Record< string, unknown >
	) ) {
		const def = own( registered, key );
		if ( def ) {
			meta[ key ] = value === null ? def.default : value;
		}
	}
	for ( const [ key, def ] of Object.entries( fieldsFor( type.slug ) ) ) {
		if ( ! def.readonly && params[ key ] !== undefined ) {
			meta[ META_KEYS.field( key ) ] = params[ key ];
		}
	}

	const terms: Record< string, number[] > = {};
	for ( const slug of type.taxonomies ) {
		const taxonomy = TAXONOMIES[ slug ];
		const ids = params[ taxonomy.restBase ] as number[] | undefined;
		if ( ids === undefined ) {
			continue;
		}
		if ( ! userCan( user, taxonomy.assignCap ) ) {
			throw forbidden(
				'rest_cannot_assign_term',
				'Sorry, you are not allowed to assign the provided terms.',
				user
			);
		}
		// As wp_set_object_terms() does, IDs that are not terms of the taxonomy are left out.
		terms[ slug ] = [ ...new Set( ids ) ].filter(
			( id ) => getTerm( ctx.db, id )?.taxonomy === slug
		);
	}
	return { row, meta, terms, sticky: params.sticky };
}

/** Writes a prepared post, its meta, terms and a revision, all or nothing. Returns the post ID. */
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
		if ( revision ) {
			saveRevision( ctx, id, existing, userId );
		}
		return id;
	} )();
}

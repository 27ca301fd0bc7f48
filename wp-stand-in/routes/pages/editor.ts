import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { userCan, capabilityMap } from '../../../platform/auth/capabilities';
import { userCanPost } from '../../../platform/auth/post-capabilities';
import { POST_TYPES } from '../../../platform/content/post-types';
import { getSettings } from '../../../platform/content/settings';
import {
	gmtToLocal,
	mysqlGmt,
	ZERO_DATE,
} from '../../../platform/content/dates';
import { siteTimezone } from '../../content/site';
import { defaultCommentStatus } from '../../content/comments/discussion';
import {
	deleteAutoDraftsBefore,
	getPost,
	insertPost,
	updatePostRow,
} from '../../../platform/store/posts';
import { editorInitialState } from '../../../platform/content/plans';
import { readAssetManifest } from '../../../platform/render/asset-manifest';
import { renderEditorPage } from '../../render/editor-page';
import { nonceFor, requireUser } from '../../../platform/auth/page-auth';
import { adminDie } from '../../../platform/render/admin-reply';
import { postNamedBy } from './post-param';
import { userLocale } from '../../../platform/content/user-locale';

const AUTO_DRAFT_LIFETIME_DAYS = 7;

function editorTypeOf( value: unknown ): 'post' | 'page' | null {
	if ( value === undefined || value === 'post' ) {
		return 'post';
	}
	return value === 'page' ? 'page' : null;
}

function sendEditor(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	postId: number,
	postType: 'post' | 'page'
) {
	const manifest = readAssetManifest( ctx.options.buildDir );
	if ( ! manifest ) {
		return adminDie(
			reply,
			503,
			'The editor has not been built yet: run `npm run build` (or `npm start`), then reload this page.'
		);
	}
	const user = request.user!;
	const settings = getSettings( ctx.db, request.origin );
	const initialState = editorInitialState( ctx.db, user, {
		betaBlocks: ctx.options.betaBlocks,
		planRequirements: ctx.options.planRequirements,
		origin: request.origin,
	} );
	const html = renderEditorPage( {
		postId,
		postType,
		nonce: nonceFor( ctx, request, 'wp_rest' ),
		restRoot: '/wp-json/',
		siteTitle: settings.title,
		siteUrl: request.origin,
		initialState,
		user: {
			id: user.id,
			name: user.name,
			capabilities: capabilityMap( user.role ),
		},
		assetBase: '/build/',
		allowedMimeTypes: initialState.allowedMimeTypes,
		// The user's own language (Profile → Language), else the site's.
		locale: userLocale( ctx.db, user.id ),
		assets: manifest.editor,
	} );
	return reply
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', 'no-store' )
		.header( 'X-Frame-Options', 'SAMEORIGIN' )
		.send( html );
}

/** wp_delete_auto_drafts(): auto-drafts nobody saved within a week are removed. */
function deleteStaleAutoDrafts( ctx: AppContext ): void {
	const cutoff = mysqlGmt(
		new Date( Date.now() - AUTO_DRAFT_LIFETIME_DAYS * 86400000 )
	);
	deleteAutoDraftsBefore( ctx.db, cutoff );
}

/** /wp-admin/post-new.php and /wp-admin/post.php?post=ID&action=edit: WordPress's block editor. */
export function registerEditorPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.get( '/wp-admin/post-new.php', async ( request, reply ) => {
		const user = requireUser( request, reply );
		if ( ! user ) {
			return reply;
		}
		const postType = editorTypeOf(
			( request.query as Record< string, unknown > ).post_type
		);
		if ( ! postType ) {
			return adminDie( reply, 400, 'Invalid post type.' );
		}
		const type = POST_TYPES[ postType ];
		if ( ! userCan( user, type.cap.create_posts ) ) {
			return adminDie(
				reply,
				403,
				'Sorry, you are not allowed to create posts as this user.'
			);
		}
		deleteStaleAutoDrafts( ctx );
		// get_default_post_to_edit( $post_type, true ): an auto-draft the editor then saves into.
		const now = mysqlGmt();
		const local = gmtToLocal( now, siteTimezone( ctx.db ) );
		const id = ctx.db.transaction( () => {
			const newId = insertPost( ctx.db, {
				post_author: user.id,
				post_date: local,
				post_date_gmt: ZERO_DATE,
				post_content: '',
				post_title: '',
				post_excerpt: '',
				post_status: 'auto-draft',
				comment_status: defaultCommentStatus( ctx.db, postType ),
				ping_status: defaultCommentStatus( ctx.db, postType, true ),
				post_password: '',
				post_name: '',
				post_modified: local,
				post_modified_gmt: now,
				post_parent: 0,
				guid: '',
				menu_order: 0,
				post_type: postType,
				post_mime_type: '',
			} );
			updatePostRow( ctx.db, newId, {
				...getPost( ctx.db, newId )!,
				guid:
					postType === 'page'
						? `/?page_id=${ newId }`
						: `/?p=${ newId }`,
			} );
			return newId;
		} )();
		return sendEditor( ctx, request, reply, id, postType );
	} );

	app.get( '/wp-admin/post.php', async ( request, reply ) => {
		const user = requireUser( request, reply );
		if ( ! user ) {
			return reply;
		}
		const query = request.query as Record< string, unknown >;
		const post = postNamedBy( ctx, query.post );
		const postType = post ? editorTypeOf( post.post_type ) : null;
		if ( ! post || ! postType ) {
			return adminDie(
				reply,
				404,
				'You attempted to edit an item that does not exist. Perhaps it was deleted?'
			);
		}
		if ( query.action !== undefined && query.action !== 'edit' ) {
			return adminDie( reply, 400, 'The link you followed has expired.' );
		}
		if (
			! userCanPost( user, 'edit_post', post, POST_TYPES[ postType ] )
		) {
			return adminDie(
				reply,
				403,
				'Sorry, you are not allowed to edit this item.'
			);
		}
		if ( post.post_status === 'trash' ) {
			return adminDie(
				reply,
				409,
				'You cannot edit this item because it is in the Trash. Please restore it and try again.'
			);
		}
		return sendEditor( ctx, request, reply, post.ID, postType );
	} );
}

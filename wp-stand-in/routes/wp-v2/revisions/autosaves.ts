import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { getPost, type PostRow } from '../../../../platform/store/posts';
import { updatePostMeta } from '../../../../platform/store/postmeta';
import { gmtToLocal, mysqlGmt } from '../../../../platform/content/dates';
import { siteTimezone } from '../../../content/site';
import { metaFor } from '../../../../platform/content/registered-meta';
import { RestError } from '../../../../platform/rest/errors';
import { contextArg } from '../../../rest/common-args';
import { writableArgs } from '../../../../platform/rest/schema';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import type { RestServer } from '../../../../platform/rest/server';
import { autosavesOf, storeAutosave } from '../../../content/revisions';
import { own } from '../../../../platform/content/own';
import { postSchema } from '../posts/schema';
import { preparePostWrite, writePost } from '../posts/save';
import { sentTexts } from '../posts/write-row';
import {
	canReadRevisions,
	registerRevisionRoutes,
	requireParentCapability,
	revisionsResource,
	type RevisionsResource,
} from './resource';

/** Statuses in which the author's autosave updates the post itself. */
const UNPUBLISHED = new Set( [ 'draft', 'auto-draft' ] );

const PARENT_ARG = {
	description: 'The ID for the parent of the autosave.',
	type: 'integer',
};

/** GET .../autosaves: the post's autosaves, one per user. */
function listAutosaves( autosaves: RevisionsResource ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { parent: PARENT_ARG, context: contextArg() },
		permission: canReadRevisions( autosaves ),
		handler: ( request ) => {
			const parent = autosaves.parent( request );
			return {
				data: autosavesOf( autosaves.ctx, parent.ID ).map(
					( autosave ) =>
						autosaves.respond(
							request,
							autosave,
							request.params.context ?? 'view'
						)
				),
			};
		},
	};
}

/** Stores the user's autosave of a published (or someone else's) post: its texts and registered meta. */
function storeUserAutosave(
	ctx: AppContext,
	request: RestRequest,
	type: PostTypeDefinition,
	parent: PostRow
): number {
	const user = request.user!;
	const changes = sentTexts( request, parent );
	const registered = metaFor( type.slug );
	return ctx.db.transaction( () => {
		const autosaveId = storeAutosave(
			ctx,
			parent,
			changes,
			user.id,
			gmtToLocal( mysqlGmt(), siteTimezone( ctx.db ) )
		);
		for ( const [ key, value ] of Object.entries(
			( request.body.meta ?? {} ) as Record< string, unknown >
		) ) {
			if ( own( registered, key ) ) {
				updatePostMeta( ctx.db, autosaveId, key, value );
			}
		}
		return autosaveId;
	} )();
}

/**
 * Saves the editor's changes: a draft autosaved by its author is simply updated, without a
 * revision; any other post gets the user's autosave. Returns the row to show.
 */
function saveAutosave(
	autosaves: RevisionsResource,
	request: RestRequest,
	parent: PostRow
): PostRow {
	const { ctx, type } = autosaves;
	const user = request.user!;
	let id: number;
	if (
		UNPUBLISHED.has( parent.post_status ) &&
		parent.post_author === user.id
	) {
		const prepared = preparePostWrite( ctx, request, type, parent );
		writePost( ctx, prepared, parent, user.id, { revision: false } );
		id = parent.ID;
	} else {
		id = storeUserAutosave( ctx, request, type, parent );
	}
	return getPost( ctx.db, id )!;
}

/** POST .../autosaves: saves the editor's changes without publishing them. */
function createAutosave( autosaves: RevisionsResource ): RestEndpoint {
	return {
		methods: [ 'POST' ],
		args: {
			parent: PARENT_ARG,
			...writableArgs( postSchema( autosaves.type ) ),
		},
		permission: requireParentCapability( autosaves, 'edit_post' ),
		handler: ( request ) => {
			const parent = autosaves.parent( request );
			return {
				data: autosaves.respond(
					request,
					saveAutosave( autosaves, request, parent ),
					'edit'
				),
			};
		},
	};
}

/** GET .../autosaves/<id>: one autosave of the post. */
function readAutosave( autosaves: RevisionsResource ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: {
			parent: { type: 'integer' },
			id: { type: 'integer' },
			context: contextArg(),
		},
		permission: canReadRevisions( autosaves ),
		handler: ( request ) => {
			const parent = autosaves.parent( request );
			const autosave = autosavesOf( autosaves.ctx, parent.ID ).find(
				( a ) => a.ID === Number( request.params.id )
			);
			if ( ! autosave ) {
				throw new RestError(
					'rest_post_no_autosave',
					'There is no autosave revision for this post.',
					404
				);
			}
			return {
				data: autosaves.respond(
					request,
					autosave,
					request.params.context ?? 'view'
				),
			};
		},
	};
}

/** WP_REST_Autosaves_Controller: /wp/v2/<rest_base>/<parent>/autosaves[/<id>]. */
export function registerAutosaves(
	rest: RestServer,
	ctx: AppContext,
	type: PostTypeDefinition
): void {
	const autosaves = revisionsResource( ctx, type, true );
	registerRevisionRoutes( rest, autosaves, {
		collection: [ listAutosaves( autosaves ), createAutosave( autosaves ) ],
		item: [ readAutosave( autosaves ) ],
	} );
}

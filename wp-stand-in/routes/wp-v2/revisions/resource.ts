import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { getPost, type PostRow } from '../../../../platform/store/posts';
import { RestError } from '../../../../platform/rest/errors';
import type { Context } from '../../../../platform/rest/response';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import type { RestServer } from '../../../../platform/rest/server';
import { requirePostCapability } from '../common/post-permissions';
import { prepareRevision } from './prepare';
import { revisionSchema } from './schema';

/** What every endpoint of one post type's revisions (or autosaves) works with. */
export interface RevisionsResource {
	ctx: AppContext;
	type: PostTypeDefinition;
	autosave: boolean;
	/** The post the URL names as parent: get_parent(), or WordPress's rest_post_invalid_parent. */
	parent: ( request: RestRequest ) => PostRow;
	/** The revision in the request's context, prepared for the response. */
	respond: (
		request: RestRequest,
		revision: PostRow,
		context: Context
	) => Record< string, unknown >;
}

export function revisionsResource(
	ctx: AppContext,
	type: PostTypeDefinition,
	autosave: boolean
): RevisionsResource {
	return {
		ctx,
		type,
		autosave,
		parent: ( request ) => {
			const post = getPost( ctx.db, Number( request.params.parent ) );
			if ( ! post || post.post_type !== type.slug ) {
				throw new RestError(
					'rest_post_invalid_parent',
					'Invalid post parent ID.',
					404
				);
			}
			return post;
		},
		respond: ( request, revision, context ) =>
			prepareRevision( ctx, request, revision, type, context, autosave ),
	};
}

/** A permission callback on the parent post: the user may `verb` it. */
export function requireParentCapability(
	revisions: RevisionsResource,
	verb: 'edit_post' | 'delete_post',
	refusal?: [ code: string, message: string ]
) {
	return requirePostCapability(
		revisions.parent,
		revisions.type,
		verb,
		refusal
	);
}

/** Revisions and autosaves are shown to those who may edit their post. */
export function canReadRevisions( revisions: RevisionsResource ) {
	return requireParentCapability( revisions, 'edit_post', [
		'rest_cannot_read',
		`Sorry, you are not allowed to view ${
			revisions.autosave ? 'autosaves' : 'revisions'
		} of this post.`,
	] );
}

/** Registers /wp/v2/<rest_base>/<parent>/revisions (or autosaves) and its /<id>. */
export function registerRevisionRoutes(
	rest: RestServer,
	revisions: RevisionsResource,
	endpoints: { collection: RestEndpoint[]; item: RestEndpoint[] }
): void {
	const kind = revisions.autosave ? 'autosaves' : 'revisions';
	const base = `/${ revisions.type.restBase }/(?P<parent>[\\d]+)/${ kind }`;
	const schema = () => revisionSchema( revisions.type, revisions.autosave );
	rest.register( {
		namespace: 'wp/v2',
		route: base,
		schema,
		endpoints: endpoints.collection,
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: `${ base }/(?P<id>[\\d]+)`,
		schema,
		endpoints: endpoints.item,
	} );
}

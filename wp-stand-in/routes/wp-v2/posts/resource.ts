import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { getPost, type PostRow } from '../../../../platform/store/posts';
import { termsOfPost } from '../../../../platform/store/terms';
import type { Context } from '../../../../platform/rest/response';
import type { RestRequest } from '../../../../platform/rest/types';
import { preparePost } from './prepare';
import { findPost } from './lookup';

/** What every endpoint of one post type works with. */
export interface PostsResource {
	ctx: AppContext;
	type: PostTypeDefinition;
	/** The post in the request's context, prepared for the response. */
	respond: PostResponder;
	/** The post of this type the URL names, or WordPress's rest_post_invalid_id. */
	find: ( request: RestRequest ) => PostRow;
}

type PostResponder = (
	request: RestRequest,
	id: number,
	context: Context,
	/** The post's row when the caller has just read it (a collection), so it is not read twice. */
	row?: PostRow
) => Record< string, unknown >;

/** What a post looks like in this request's context, with its terms looked up. */
function postResponder(
	ctx: AppContext,
	type: PostTypeDefinition
): PostResponder {
	return ( request, id, context, row ) => {
		const post = row ?? getPost( ctx.db, id )!;
		const termsOf = ( taxonomy: string ) =>
			termsOfPost( ctx.db, id, taxonomy );
		return preparePost( ctx, request, post, type, context, termsOf );
	};
}

export function postsResource(
	ctx: AppContext,
	type: PostTypeDefinition
): PostsResource {
	return {
		ctx,
		type,
		respond: postResponder( ctx, type ),
		find: ( request ) => findPost( ctx, request.params.id, type ),
	};
}

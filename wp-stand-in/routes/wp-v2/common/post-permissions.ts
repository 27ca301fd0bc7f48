import {
	POST_TYPES,
	type PostTypeDefinition,
} from '../../../../platform/content/post-types';
import {
	givenPostPassword,
	postPasswordMatches,
} from '../../../content/post-password';
import { postReadable } from '../../../content/post-readable';
import { userCanPost } from '../../../../platform/auth/post-capabilities';
import type { Db } from '../../../../platform/store/db';
import type { PostRow } from '../../../../platform/store/posts';
import {
	RestError,
	checkEditContext,
	forbidden,
} from '../../../../platform/rest/errors';
import type { RestRequest } from '../../../../platform/rest/types';
import type { AuthUser } from '../../../../platform/auth/types';

type PostVerb = 'read_post' | 'edit_post' | 'delete_post';

/** What WordPress answers when the user may not read, edit or delete a post. */
const REFUSALS: Record< PostVerb, [ code: string, message: string ] > = {
	read_post: [ 'rest_forbidden', 'Sorry, you are not allowed to do that.' ],
	edit_post: [
		'rest_cannot_edit',
		'Sorry, you are not allowed to edit this post.',
	],
	delete_post: [
		'rest_cannot_delete',
		'Sorry, you are not allowed to delete this post.',
	],
};

/**
 * The user may `verb` the post, else the error `code` (401 for a visitor, 403 for a signed-in
 * user), by default WordPress's own refusal for that verb.
 */
export function allowPost(
	request: RestRequest,
	verb: PostVerb,
	post: PostRow,
	type: PostTypeDefinition,
	[ code, message ] = REFUSALS[ verb ]
): true | RestError {
	return (
		userCanPost( request.user, verb, post, type ) ||
		forbidden( code, message, request.user )
	);
}

/** A permission callback on one post: allowPost() on the post `find` gives (or its not-found error). */
export function requirePostCapability(
	find: ( request: RestRequest ) => PostRow,
	type: PostTypeDefinition,
	verb: PostVerb,
	refusal = REFUSALS[ verb ]
) {
	return ( request: RestRequest ) =>
		allowPost( request, verb, find( request ), type, refusal );
}

/**
 * Reading one post: edit context needs the right to edit it, a password sent must be the post's
 * own, and any context needs the right to read it (media: the right to read its post).
 */
export function canReadPost(
	db: Db,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition
): true | RestError {
	const edit = checkEditContext(
		request,
		() => userCanPost( request.user, 'edit_post', post, type ),
		'rest_forbidden_context',
		'Sorry, you are not allowed to edit this post.'
	);
	if ( edit !== true ) {
		return edit;
	}
	const password = givenPostPassword( request.params.password );
	if ( password !== null && ! postPasswordMatches( post, password ) ) {
		return new RestError(
			'rest_post_incorrect_password',
			'Incorrect post password.',
			403
		);
	}
	return (
		postReadable( db, request.user, post ) ||
		forbidden( ...REFUSALS.read_post, request.user )
	);
}

/**
 * Whether a collection shows the post: in edit context only to those who may edit it (so that
 * passwords and raw content reach no one else), otherwise to those who may read it.
 */
export function listedInCollection(
	db: Db,
	request: RestRequest,
	post: PostRow,
	type: PostTypeDefinition
): boolean {
	return request.params.context === 'edit'
		? userCanPost( request.user, 'edit_post', post, type )
		: postReadable( db, request.user, post );
}

/** Whether the user may `verb` the post, judged by its own type (never for a type this site lacks). */
export function userCanPostOfItsType(
	user: AuthUser | null,
	verb: PostVerb,
	post: PostRow
): boolean {
	const type = POST_TYPES[ post.post_type ];
	return !! type && userCanPost( user, verb, post, type );
}

import type { AppContext } from '../../../../platform/context';
import { getPost } from '../../../../platform/store/posts';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import type { RestRequest } from '../../../../platform/rest/types';
import { userCanPostOfItsType } from '../common/post-permissions';

/** The post an upload is attached to: it must exist, be editable, and be neither media nor a revision. */
export function checkParent(
	ctx: AppContext,
	request: RestRequest,
	postId: unknown
): number {
	if (
		postId === undefined ||
		postId === null ||
		postId === '' ||
		Number( postId ) === 0
	) {
		return 0;
	}
	const id = Number( postId );
	const parent = Number.isInteger( id ) ? getPost( ctx.db, id ) : undefined;
	if ( ! parent ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 400 );
	}
	if ( [ 'revision', 'attachment' ].includes( parent.post_type ) ) {
		throw new RestError(
			'rest_invalid_param',
			'Invalid parent type.',
			400
		);
	}
	if ( ! userCanPostOfItsType( request.user, 'edit_post', parent ) ) {
		throw forbidden(
			'rest_cannot_edit',
			'Sorry, you are not allowed to upload media to this post.',
			request.user
		);
	}
	return id;
}

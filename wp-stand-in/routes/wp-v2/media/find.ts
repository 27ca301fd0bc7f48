import type { AppContext } from '../../../../platform/context';
import { POST_TYPES } from '../../../../platform/content/post-types';
import type { RestRequest } from '../../../../platform/rest/types';
import { requirePostCapability } from '../common/post-permissions';
import { findPost } from '../posts/lookup';

/** The attachment the request's `id` names (findPost's errors when there is none). */
export const findMedia = ( ctx: AppContext ) => ( request: RestRequest ) =>
	findPost( ctx, request.params.id, POST_TYPES.attachment );

/** Permission of the routes that change an attachment: the user may edit it. */
export const mayEditMedia = ( ctx: AppContext ) =>
	requirePostCapability(
		findMedia( ctx ),
		POST_TYPES.attachment,
		'edit_post'
	);

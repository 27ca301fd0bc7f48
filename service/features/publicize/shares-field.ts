import type { AppContext } from '../../../platform/context';
import type { JsonSchema } from '../../../platform/rest/types';
import { getKeyringConnection } from '../../../platform/store/keyring';
import { listPublicizeShares } from '../../store/publicize';
import type { PublicizeShare } from '../../../shared/publicize/types';

export const SHARES_FIELD = 'jetpack_publicize_shares';

/**
 * Where a post was shared and when, oldest first: the post's record carries it (edit context
 * only, read-only) so the editor reads it through the data layer with the rest of the post.
 */
export function postShares(
	ctx: AppContext,
	postId: number
): PublicizeShare[] {
	return listPublicizeShares( ctx.db, postId ).map( ( row ) => ( {
		connection_id: String( row.connection_id ),
		service: row.service,
		display_name:
			getKeyringConnection( ctx.db, row.connection_id )
				?.external_display_name ?? '',
		status: row.error ? 'failure' : 'success',
		message: row.error,
		posted: row.posted,
		timestamp: row.shared.replace( ' ', 'T' ),
	} ) );
}

export const sharesSchema: JsonSchema = {
	description: 'Where the post was shared by Publicize, and when.',
	type: 'array',
	context: [ 'edit' ],
	readonly: true,
	items: {
		type: 'object',
		properties: {
			connection_id: { type: 'string' },
			service: { type: 'string' },
			display_name: { type: 'string' },
			status: { type: 'string', enum: [ 'success', 'failure' ] },
			message: { type: 'string' },
			posted: { type: 'integer' },
			timestamp: { type: 'string', format: 'date-time' },
		},
	},
};

import type { AppContext } from '../../../../platform/context';
import { deleteUser } from '../../../content/user-deletion';
import { getUserById, type UserRow } from '../../../../platform/store/users';
import {
	RestError,
	invalidParam,
	requireCapability,
} from '../../../../platform/rest/errors';
import { forceArg } from '../../../rest/common-args';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { prepareUser } from './prepare';

/** PHP's is_numeric(): a number, or a text that is one (signs, decimals, exponents, spaces around). */
const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * check_reassign(): the user who gets the posts (a number), or false to delete them (false,
 * 'false' or nothing); anything else is refused as WordPress refuses it.
 */
function reassignParam( value: unknown ): number | false {
	if (
		( typeof value === 'number' && Number.isFinite( value ) ) ||
		( typeof value === 'string' && NUMERIC.test( value ) )
	) {
		// absint(): the whole part, without its sign.
		return Math.abs( Math.trunc( Number( value ) ) );
	}
	if ( value === 'false' || ! value ) {
		return false;
	}
	const message = 'Invalid user parameter(s).';
	throw invalidParam( 'reassign', message, {
		code: 'rest_invalid_param',
		message,
		data: { status: 400 },
	} );
}

/** The user the URL names (`me`: the signed-in one), or WordPress's 404. */
function targetUser( ctx: AppContext, request: RestRequest ): UserRow {
	const id =
		request.params.id === undefined
			? ( request.user?.id ?? 0 )
			: Number( request.params.id );
	const user = id > 0 ? getUserById( ctx.db, id ) : undefined;
	if ( ! user ) {
		throw new RestError( 'rest_user_invalid_id', 'Invalid user ID.', 404 );
	}
	return user;
}

/** Deleting a user needs delete_users (checked after the parameters and the user exist). */
function canDeleteUser( ctx: AppContext, request: RestRequest ) {
	reassignParam( request.params.reassign );
	targetUser( ctx, request );
	return requireCapability(
		'delete_users',
		'rest_user_cannot_delete',
		'Sorry, you are not allowed to delete this user.'
	)( request );
}

/**
 * delete_item(): users have no trash, so `force` must be true; their posts go to `reassign` (not
 * themselves, and a user who exists) or are deleted with them. Answers the user as they were.
 */
function deleteUserItem( ctx: AppContext, request: RestRequest ) {
	const user = targetUser( ctx, request );
	if ( request.params.force !== true ) {
		throw new RestError(
			'rest_trash_not_supported',
			"Users do not support trashing. Set 'force=true' to delete.",
			501
		);
	}
	const sent = reassignParam( request.params.reassign );
	const reassign = sent === false ? null : sent;
	if (
		reassign &&
		( reassign === user.ID || ! getUserById( ctx.db, reassign ) )
	) {
		throw new RestError(
			'rest_user_invalid_reassign',
			'Invalid user ID for reassignment.',
			400
		);
	}
	const previous = prepareUser(
		ctx,
		{ ...request, params: { ...request.params, context: 'edit' } },
		user,
		'edit'
	);
	deleteUser( ctx, user.ID, reassign );
	return { data: { deleted: true, previous } };
}

/** DELETE /wp/v2/users/<id> or /wp/v2/users/me: the user deleted for good. */
export function deleteUserEndpoint( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'DELETE' ],
		args: {
			force: forceArg(
				'Required to be true, as users do not support trashing.'
			),
			reassign: {
				description:
					"Reassign the deleted user's posts and links to this user ID.",
				required: true,
			},
		},
		permission: ( request ) => canDeleteUser( ctx, request ),
		handler: ( request ) => deleteUserItem( ctx, request ),
	};
}

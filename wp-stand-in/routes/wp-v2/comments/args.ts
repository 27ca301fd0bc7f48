import type { JsonSchema } from '../../../../platform/rest/types';
import {
	collectionArgs,
	idFilterArgs,
	offsetArg,
	orderArg,
	orderbyArg,
} from '../../../rest/common-args';
import { optionalArgs, writableArgs } from '../../../../platform/rest/schema';
import { commentSchema } from './schema';

const intList = ( description: string ): JsonSchema => ( {
	description,
	type: 'array',
	items: { type: 'integer' },
} );

const PASSWORD_ARG: JsonSchema = {
	description:
		'The password for the parent post of the comment (if the post is password protected).',
	type: 'string',
};

/** get_collection_params() of the comments controller. */
export function commentCollectionArgs(): Record< string, JsonSchema > {
	return {
		...collectionArgs(),
		after: {
			description:
				'Limit response to comments published after a given ISO8601 compliant date.',
			type: 'string',
			format: 'date-time',
		},
		author: intList(
			'Limit result set to comments assigned to specific user IDs. Requires authorization.'
		),
		author_exclude: intList(
			'Ensure result set excludes comments assigned to specific user IDs. Requires authorization.'
		),
		author_email: {
			description:
				'Limit result set to that from a specific author email. Requires authorization.',
			format: 'email',
			type: 'string',
		},
		before: {
			description:
				'Limit response to comments published before a given ISO8601 compliant date.',
			type: 'string',
			format: 'date-time',
		},
		...idFilterArgs(),
		offset: offsetArg(
			'Offset the result set by a specific number of items.'
		),
		order: orderArg(
			'desc',
			'Order sort attribute ascending or descending.'
		),
		orderby: orderbyArg(
			'date_gmt',
			[ 'date', 'date_gmt', 'id', 'include', 'post', 'parent', 'type' ],
			'Sort collection by comment attribute.'
		),
		parent: {
			...intList(
				'Limit result set to comments of specific parent IDs.'
			),
			default: [],
		},
		parent_exclude: {
			...intList( 'Ensure result set excludes specific parent IDs.' ),
			default: [],
		},
		post: {
			...intList(
				'Limit result set to comments assigned to specific post IDs.'
			),
			default: [],
		},
		status: {
			default: 'approve',
			description:
				'Limit result set to comments assigned a specific status. Requires authorization.',
			type: 'string',
		},
		type: {
			default: 'comment',
			description:
				'Limit result set to comments assigned a specific type. Requires authorization.',
			type: 'string',
		},
		password: {
			description:
				'The password for the post if it is password protected.',
			type: 'string',
		},
	};
}

/** The single comment's GET args. */
export function commentReadArgs(
	context: JsonSchema
): Record< string, JsonSchema > {
	return { context, password: PASSWORD_ARG };
}

/** DELETE's args: `force` (no trash) and the post's password. */
export function commentDeleteArgs(): Record< string, JsonSchema > {
	return {
		force: {
			type: 'boolean',
			default: false,
			description: 'Whether to bypass Trash and force deletion.',
		},
		password: PASSWORD_ARG,
	};
}

/** POST's args: the writable fields, with their defaults (post and parent 0). */
export function commentCreateArgs(): Record< string, JsonSchema > {
	return writableArgs( commentSchema( false ) );
}

/** PUT/PATCH's args: the writable fields, none required and none defaulted. */
export function commentEditArgs(): Record< string, JsonSchema > {
	return Object.fromEntries(
		Object.entries( optionalArgs( commentCreateArgs() ) ).map(
			( [ name, { default: _default, ...arg } ] ) => {
				void _default;
				return [ name, arg ];
			}
		)
	);
}

import type { JsonSchema } from './types';
import { LIMITS } from '../content/limits';

/** The `context` argument: which fields the response holds. */
export function contextArg(
	defaultContext: 'view' | 'edit' = 'view'
): JsonSchema {
	return {
		description:
			'Scope under which the request is made; determines fields present in response.',
		type: 'string',
		enum: [ 'view', 'embed', 'edit' ],
		default: defaultContext,
	};
}

/** get_collection_params(): context, page, per_page, search. */
export function collectionArgs(): Record< string, JsonSchema > {
	return {
		context: contextArg(),
		page: {
			description: 'Current page of the collection.',
			type: 'integer',
			default: 1,
			minimum: 1,
		},
		per_page: {
			description:
				'Maximum number of items to be returned in result set.',
			type: 'integer',
			default: 10,
			minimum: 1,
			maximum: 100,
		},
		search: {
			description: 'Limit results to those matching a string.',
			type: 'string',
			maxLength: LIMITS.search,
		},
	};
}

export const idList = ( description: string ): JsonSchema => ( {
	description,
	type: 'array',
	items: { type: 'integer' },
	default: [],
} );

export const idArg: JsonSchema = {
	description: 'Unique identifier for the post.',
	type: 'integer',
};

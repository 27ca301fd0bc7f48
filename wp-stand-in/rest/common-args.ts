import type { JsonSchema } from '../../platform/rest/types';
import { LIMITS } from '../content/limits';

/**
 * The `context` argument: which fields the response holds. Some controllers (themes, templates)
 * declare it without a description, and the index shows it so.
 */
export function contextArg(
	defaultContext: 'view' | 'edit' = 'view',
	{ described = true } = {}
): JsonSchema {
	return {
		...( described
			? {
					description:
						'Scope under which the request is made; determines fields present in response.',
				}
			: {} ),
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

/** `exclude` and `include`: keep the listed IDs out of a collection, or limit it to them. */
export function idFilterArgs(): Record< string, JsonSchema > {
	return {
		exclude: idList( 'Ensure result set excludes specific IDs.' ),
		include: idList( 'Limit result set to specific IDs.' ),
	};
}

/** A description first when the arg has one (as the index shows it), nothing otherwise. */
const described = ( description?: string ) =>
	description ? { description } : {};

/** `offset`: how many items of the collection to skip (it overrides `page`). */
export function offsetArg( description?: string ): JsonSchema {
	return { ...described( description ), type: 'integer', minimum: 0 };
}

/** `order`: ascending or descending, `defaultOrder` when not sent. */
export function orderArg(
	defaultOrder: 'asc' | 'desc',
	description?: string
): JsonSchema {
	return {
		...described( description ),
		type: 'string',
		default: defaultOrder,
		enum: [ 'asc', 'desc' ],
	};
}

/** `orderby`: one of the collection's sort keys, `defaultKey` when not sent. */
export function orderbyArg(
	defaultKey: string,
	keys: string[],
	description?: string
): JsonSchema {
	return {
		...described( description ),
		type: 'string',
		default: defaultKey,
		enum: keys,
	};
}

/** A list of strings (slugs, roles, capabilities), sent as an array or as `a,b`. */
export function stringListArg( description?: string ): JsonSchema {
	return {
		...described( description ),
		type: 'array',
		items: { type: 'string' },
	};
}

/**
 * The args of a collection sorted by name, ascending unless asked otherwise: the common ones, IDs
 * to include or exclude, an offset, and the sort.
 */
export function sortedCollectionArgs(
	orderbyKeys: string[]
): Record< string, JsonSchema > {
	return {
		...collectionArgs(),
		...idFilterArgs(),
		offset: offsetArg(),
		order: orderArg( 'asc' ),
		orderby: orderbyArg( 'name', orderbyKeys ),
	};
}

/**
 * `force`: delete for good rather than move to the trash (or, where there is no trash, confirm the
 * deletion). Controllers show its description first or last.
 */
export function forceArg(
	description: string,
	descriptionFirst = false
): JsonSchema {
	const arg = { type: 'boolean', default: false };
	return descriptionFirst ? { description, ...arg } : { ...arg, description };
}

/**
 * Query building shared by the collection queries (posts, terms): conditions joined with AND and
 * every value bound as a parameter, never written into the SQL.
 */

/** `?, ?, ?`: one placeholder per value. */
export function placeholders( values: readonly unknown[] ): string {
	return values.map( () => '?' ).join( ', ' );
}

/** A LIKE pattern matching `search` anywhere, with `\` escaping `%`, `_` and `\` (`ESCAPE '\'`). */
export function containsPattern( search: string ): string {
	return `%${ search.replace( /[\\%_]/g, ( c ) => '\\' + c ) }%`;
}

/** The conditions of a WHERE clause and their parameters, in order. */
export class WhereClause {
	private readonly conditions: string[] = [];
	readonly params: unknown[] = [];

	add( condition: string, ...values: unknown[] ): void {
		this.conditions.push( condition );
		this.params.push( ...values );
	}

	/** `column IN ( … )` (or `NOT IN`) when values are given; nothing for an empty list. */
	in(
		column: string,
		values: readonly unknown[] | undefined,
		not = false
	): void {
		if ( values?.length ) {
			this.add(
				`${ column } ${ not ? 'NOT IN' : 'IN' } ( ${ placeholders( values ) } )`,
				...values
			);
		}
	}

	get sql(): string {
		return this.conditions.join( ' AND ' );
	}
}

/**
 * ORDER BY for `orderby=include`: the rows in the order their IDs were listed, or null when no
 * IDs were listed.
 *
 * @param column The ID column.
 * @param ids    The listed IDs.
 */
export function includeOrder(
	column: string,
	ids: readonly number[] | undefined
): { sql: string; params: unknown[] } | null {
	if ( ! ids?.length ) {
		return null;
	}
	return {
		sql: `CASE ${ column } ${ ids.map( () => 'WHEN ? THEN ?' ).join( ' ' ) } END`,
		params: ids.flatMap( ( id, index ) => [ id, index ] ),
	};
}

/** The largest offset bound: SQLite takes 64-bit integers, and JavaScript counts exactly up to here. */
const LAST_ROW_OFFSET = Number.MAX_SAFE_INTEGER;

/**
 * `LIMIT ? OFFSET ?` values SQLite accepts whatever a request asked for. An offset past any table
 * (`page=1e20`) becomes the largest one, which finds no row, as PHP's integer cast saturates such a
 * number in WordPress; a negative or fractional one becomes the whole number at or below it, at
 * least 0. A limit that is not a whole number in range means no limit (-1).
 */
export function limitOffset(
	limit: number,
	offset: number
): [ number, number ] {
	const rows = Number.isSafeInteger( limit ) ? limit : -1;
	const skip = Number.isNaN( offset )
		? 0
		: Math.min( Math.max( Math.floor( offset ), 0 ), LAST_ROW_OFFSET );
	return [ rows, skip ];
}

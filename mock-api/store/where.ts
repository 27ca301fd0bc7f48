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

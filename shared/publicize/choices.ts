/** One connection's choice for a post, as the editor keeps it in `jetpack_publicize_connections`. */
export interface ConnectionChoice {
	id: string;
	enabled: boolean;
}

/**
 * Reads the JSON the editor stores: a list of `{ id, enabled }`. Anything else (bad JSON, wrong
 * shapes) is read as no choice at all, so every connection keeps its default (enabled).
 *
 * @param value The stored meta value.
 */
export function readConnectionChoices( value: unknown ): ConnectionChoice[] {
	if ( typeof value !== 'string' || ! value ) {
		return [];
	}
	try {
		const parsed: unknown = JSON.parse( value );
		return Array.isArray( parsed )
			? parsed.filter(
					( item ): item is ConnectionChoice =>
						!! item &&
						typeof item === 'object' &&
						typeof ( item as ConnectionChoice ).id === 'string' &&
						typeof ( item as ConnectionChoice ).enabled === 'boolean'
			  )
			: [];
	} catch {
		return [];
	}
}

export function isEnabled( choices: ConnectionChoice[], id: string ): boolean {
	return choices.find( ( choice ) => choice.id === id )?.enabled ?? true;
}

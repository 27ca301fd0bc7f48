import type { JsonSchema } from './types';

/** A property shown in every context: view, edit and embed. */
export const ALL_CONTEXTS = [ 'view', 'edit', 'embed' ];

/** A property shown when reading or editing, but left out of embedded copies. */
export const VIEW_EDIT = [ 'view', 'edit' ];

/** A resource's item schema as WordPress publishes it: draft 4, titled, an object of `properties`. */
export function itemSchema(
	title: string,
	properties: Record< string, JsonSchema >
): JsonSchema {
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title,
		type: 'object',
		properties,
	};
}

/** A property the API shows in `context` and never takes as input. */
export function readonlyProperty(
	type: string | string[],
	context: string[],
	description: string
): JsonSchema {
	return { type, context, description, readonly: true };
}

/**
 * get_endpoint_args_for_item_schema(): the writable properties as request args. A property with
 * `arg_options` is taken as they say (a text sent as a string or as `{ raw }`).
 */
export function writableArgs(
	schema: JsonSchema
): Record< string, JsonSchema > {
	const args: Record< string, JsonSchema > = {};
	for ( const [ name, property ] of Object.entries(
		schema.properties as Record< string, JsonSchema >
	) ) {
		if ( property.readonly ) {
			continue;
		}
		const {
			context: _context,
			arg_options: argOptions,
			properties,
			...rest
		} = property;
		void _context;
		if ( argOptions ) {
			args[ name ] = { description: rest.description, ...argOptions };
		} else if ( name === 'meta' ) {
			args[ name ] = { ...rest, properties };
		} else {
			args[ name ] = { ...rest, ...( properties ? { properties } : {} ) };
		}
	}
	return args;
}

/** The same args for an update, which sends only what changes: none is required. */
export function optionalArgs(
	args: Record< string, JsonSchema >
): Record< string, JsonSchema > {
	return Object.fromEntries(
		Object.entries( args ).map( ( [ name, arg ] ) => [
			name,
			{ ...arg, required: false },
		] )
	);
}

/** A read-only string property of a schema without contexts (WordPress.com and plugin routes). */
export function readonlyText( description: string ): JsonSchema {
	return { description, type: 'string', readonly: true };
}

/**
 * Whether a value fits a block.json attribute declaration, checked as strictly as JSON types
 * allow: a string `"5"` is not a number here, because our render callbacks are TypeScript and do
 * not convert values the way PHP's loose types would.
 */

/** The parts of a block.json attribute declaration that say which values it takes. */
export interface AttributeSchema {
	type?: unknown;
	enum?: readonly unknown[];
	items?: AttributeSchema;
	properties?: Record< string, AttributeSchema >;
	default?: unknown;
}

function isPlainObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** Whether a value has one block.json type (`string`, `number`, `integer`, ...). */
export function matchesType( value: unknown, type: unknown ): boolean {
	switch ( type ) {
		case 'string':
			return typeof value === 'string';
		case 'number':
			return typeof value === 'number' && Number.isFinite( value );
		case 'integer':
			return Number.isInteger( value );
		case 'boolean':
			return typeof value === 'boolean';
		case 'object':
			return isPlainObject( value );
		case 'array':
			return Array.isArray( value );
		case 'null':
			return value === null;
		default:
			return false;
	}
}

function matchesOneType( value: unknown, type: unknown ): boolean {
	if ( type === undefined ) {
		return true;
	}
	return Array.isArray( type )
		? type.some( ( one ) => matchesType( value, one ) )
		: matchesType( value, type );
}

/**
 * Whether a value fits a declaration: its type (or one of its types), its `enum`, and for arrays
 * and objects the `items` and `properties` declared for what they hold.
 */
export function matchesSchema(
	value: unknown,
	schema: AttributeSchema
): boolean {
	if ( ! matchesOneType( value, schema.type ) ) {
		return false;
	}
	if ( schema.enum && ! schema.enum.includes( value as never ) ) {
		return false;
	}
	if ( Array.isArray( value ) && schema.items ) {
		const items = schema.items;
		return value.every( ( item ) => matchesSchema( item, items ) );
	}
	if ( isPlainObject( value ) && schema.properties ) {
		return Object.entries( schema.properties ).every(
			( [ name, property ] ) =>
				! Object.hasOwn( value, name ) ||
				matchesSchema( value[ name ], property )
		);
	}
	return true;
}

/**
 * The attribute sanitiser: turns raw attribute values, such as a shortcode's or a URL's, into
 * values a block can take. Only the defined attributes come out; a boolean is false for the string
 * 'false' and for falsy values, true for anything else ('1', 'yes', 'true'); a value that fails its
 * validator or is not among its valid values gives the default; a missing (or undefined) value
 * gives the default, false for a boolean without one. An attribute that ends up undefined is left
 * out. Defaults are returned as they are, not copied.
 */
interface AttributeDefinition {
	type?: string;
	default?: unknown;
	validator?: ( value: unknown ) => boolean;
	validValues?: readonly unknown[];
}

export type AttributeDefinitions = Record< string, AttributeDefinition >;

/**
 * A boolean by its type, or by its default: TypeScript widens a block.json `"type": "boolean"`
 * to string, and the default is then the only trace of it.
 */
type BooleanDefinition = { type: 'boolean' } | { default: boolean };

type DefaultOf< Definition > = Definition extends { default: infer Default }
	? Default
	: never;

/** A validator that is a type guard or a `validValues` list narrows the value; else it is unknown. */
type SanitizedValue< Definition > = Definition extends BooleanDefinition
	? boolean
	: Definition extends {
				validator: ( value: unknown ) => value is infer Valid;
		  }
		? Valid | DefaultOf< Definition >
		: Definition extends { validValues: readonly ( infer Valid )[] }
			? Valid | DefaultOf< Definition >
			: unknown;

/** Booleans and attributes with a default always come out; the others may be left out. */
type AlwaysSetNames< Definitions > = {
	[ Name in keyof Definitions ]: Definitions[ Name ] extends
		BooleanDefinition | { default: unknown }
		? Name
		: never;
}[ keyof Definitions ];

export type SanitizedAttributes< Definitions extends AttributeDefinitions > = {
	[ Name in AlwaysSetNames< Definitions > ]: SanitizedValue<
		Definitions[ Name ]
	>;
} & {
	[
		Name in Exclude< keyof Definitions, AlwaysSetNames< Definitions > >
	]?: SanitizedValue< Definitions[ Name ] >;
};

function isBoolean( definition: AttributeDefinition ): boolean {
	return (
		definition.type === 'boolean' || typeof definition.default === 'boolean'
	);
}

/** A throwing validator (one that reads `.length` of a number, say) is a failing one. */
function isAccepted(
	definition: AttributeDefinition,
	value: unknown
): boolean {
	const { validator, validValues } = definition;
	if ( validValues && ! validValues.includes( value ) ) {
		return false;
	}
	try {
		return ! validator || validator( value );
	} catch {
		return false;
	}
}

function sanitizeValue(
	definition: AttributeDefinition,
	value: unknown
): unknown {
	if ( value === undefined ) {
		return definition.default === undefined && isBoolean( definition )
			? false
			: definition.default;
	}
	if ( isBoolean( definition ) ) {
		return value !== 'false' && Boolean( value );
	}
	return isAccepted( definition, value ) ? value : definition.default;
}

/** Sanitised values for `definitions` from `raw` values (see the top of this file). */
export function sanitizeAttributes< Definitions extends AttributeDefinitions >(
	definitions: Definitions,
	raw: Readonly< Record< string, unknown > >
): SanitizedAttributes< Definitions > {
	const entries = Object.entries( definitions ).map(
		( [ name, definition ] ) => [
			name,
			sanitizeValue(
				definition,
				Object.hasOwn( raw, name ) ? raw[ name ] : undefined
			),
		]
	);
	return Object.fromEntries(
		entries.filter( ( [ , value ] ) => value !== undefined )
	) as SanitizedAttributes< Definitions >;
}

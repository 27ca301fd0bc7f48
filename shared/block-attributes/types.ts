/**
 * Attribute types derived from a block's block.json.
 *
 * A JSON import keeps each attribute's name and the type of its `default`, but TypeScript widens
 * `"type": "number"` to `type: string`, so the value type of an attribute WITHOUT a default cannot
 * be read from the file. Those attributes are named once more in the block's `types.ts`, as a
 * runtime object of block.json type names (`{ color: 'string' }`): the compiler checks that it
 * names exactly the attributes without a default, and `checkAttributeDeclarations` (run for every
 * block by tests/fixtures/block-json.test.ts) checks the names against block.json.
 *
 * A block's `types.ts` is then a few lines:
 *
 *     import type metadata from './block.json';
 *     export const untypedAttributeTypes = {
 *         color: 'string',
 *     } as const satisfies UntypedAttributesOf< typeof metadata >;
 *     export type RatingStarAttributes = AttributesOf<
 *         typeof metadata,
 *         typeof untypedAttributeTypes
 *     >;
 *
 * or, when every attribute has a default, `AttributesOf< typeof metadata, {} >` alone (the
 * compiler refuses `{}` as soon as block.json gains an attribute without one).
 */

/** block.json attribute type names and the values they hold. */
interface JsonTypes {
	string: string;
	number: number;
	integer: number;
	boolean: boolean;
	object: Record< string, unknown >;
	array: unknown[];
	null: null;
}

export type AttributeTypeName = keyof JsonTypes;

/** The shape TypeScript gives a block.json `attributes` object. */
type AttributeDeclarations = Record<
	string,
	{ type?: string; default?: unknown }
>;

type KeysWithDefault< D extends AttributeDeclarations > = {
	[ K in keyof D ]: D[ K ] extends { default: unknown } ? K : never;
}[ keyof D ];

type KeysWithoutDefault< D extends AttributeDeclarations > = Exclude<
	keyof D,
	KeysWithDefault< D >
>;

/** The type names of the attributes that have no default (the compiler cannot see them). */
export type UntypedAttributes< D extends AttributeDeclarations > = {
	[ K in KeysWithoutDefault< D > ]: AttributeTypeName;
};

/** Attributes every block gets from its supports (`customClassName`, block styles). */
export type CommonAttributes = {
	className?: string;
};

/**
 * The attribute values of a block: those with a default are always present (the editor and the
 * server apply block.json defaults), the others are optional.
 */
export type BlockAttributes<
	D extends AttributeDeclarations,
	U extends UntypedAttributes< D >,
> = { [ K in KeysWithDefault< D > ]: D[ K ][ 'default' ] } & {
	[ K in KeysWithoutDefault< D > ]?: U[ K ] extends AttributeTypeName
		? JsonTypes[ U[ K ] ]
		: never;
} & CommonAttributes;

/** A block.json imported as a type (`import type metadata from './block.json'`). */
export interface BlockMetadata {
	attributes: AttributeDeclarations;
}

/** What a block's `untypedAttributeTypes` must be (see the top of this file). */
export type UntypedAttributesOf< Metadata extends BlockMetadata > =
	UntypedAttributes< Metadata[ 'attributes' ] >;

/** The attribute values of the block whose block.json is `Metadata` (see the top of this file). */
export type AttributesOf<
	Metadata extends BlockMetadata,
	Untyped extends UntypedAttributesOf< Metadata >,
> = BlockAttributes< Metadata[ 'attributes' ], Untyped >;

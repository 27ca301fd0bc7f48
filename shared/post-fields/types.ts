/**
 * How an editor plugin declares the post meta and extra post fields it needs, in its
 * `post-fields.ts` (exports `postMeta` and `postFields`, each `satisfies` a record of these).
 */
type Scalar = 'string' | 'boolean' | 'integer' | 'number';

type ValueOf< T extends Scalar > = T extends 'string'
	? string
	: T extends 'boolean'
		? boolean
		: number;

export interface PostMetaDefinition< T extends Scalar = Scalar > {
	type: T;
	default: ValueOf< T >;
	description: string;
	/** Post types the meta is registered for. */
	postTypes: string[];
	/** Longest accepted string (in characters). */
	maxLength?: number;
	/**
	 * A check beyond the type (register_meta's validation): the message of a value it refuses,
	 * else null. It sees the other meta sent with it, for rules that depend on them. A refusal
	 * names the key in the error's data, so the editor can show it under the right field.
	 */
	check?: (
		value: ValueOf< T >,
		sent: Record< string, unknown >
	) => string | null;
}

export interface PostFieldDefinition< T extends Scalar = Scalar > {
	type: T;
	default: ValueOf< T >;
	description: string;
	postTypes: string[];
	/** Read-only fields are computed from the post; writable ones are stored with it. */
	readonly: boolean;
	compute?: (
		post: { id: number; status: string; type: string },
		site: { home: string }
	) => ValueOf< T >;
	maxLength?: number;
}

/** A text column's worth: longer strings are refused with rest_invalid_param. */
export const TEXT_LIMIT = 65535;

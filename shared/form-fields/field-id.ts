/**
 * The CSS id of a field. "Unique" means: no two field blocks in the post's block tree share an
 * id. A field with an empty or malformed id, or with an id an earlier field (in document order)
 * already holds, gets a generated one; the earliest holder keeps it, so duplicating or pasting a
 * field renames the copy, not the original.
 */

const FIELD_ID_MAX_LENGTH = 64;

const VALID_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function isValidFieldId( id: string ): boolean {
	return id.length <= FIELD_ID_MAX_LENGTH && VALID_ID.test( id );
}

/**
 * What a person typed, made into an id: spaces become hyphens, other characters go. Not trimmed,
 * as it runs on every keystroke: a space typed between two words must survive as a hyphen.
 */
export function sanitizeFieldId( typed: string ): string {
	return typed
		.replace( /\s+/g, '-' )
		.replace( /[^A-Za-z0-9_-]/g, '' )
		.slice( 0, FIELD_ID_MAX_LENGTH );
}

export interface FieldIdHolder {
	clientId: string;
	id: string;
}

/** Whether the field `clientId` must get a new id, given every field of the post in order. */
export function needsNewFieldId(
	clientId: string,
	fields: FieldIdHolder[]
): boolean {
	const own = fields.find( ( field ) => field.clientId === clientId );
	if ( ! own ) {
		return false;
	}
	if ( ! isValidFieldId( own.id ) ) {
		return true;
	}
	const firstHolder = fields.find( ( field ) => field.id === own.id );
	return firstHolder?.clientId !== clientId;
}

/** `tessera/field-email` → `email`: the readable part of generated ids. */
export function fieldIdPrefix( blockName: string ): string {
	return blockName.replace( /^.*\//, '' ).replace( /^field-/, '' ) || 'field';
}

/**
 * A new id for a field of `blockName` that none of `taken` uses: `email-k3d9x2`.
 *
 * @param blockName The field block's name.
 * @param taken     Ids already used in the post.
 * @param random    Source of randomness (tests pass a fixed one).
 */
export function generateFieldId(
	blockName: string,
	taken: ReadonlySet< string >,
	random: () => number = Math.random
): string {
	const prefix = fieldIdPrefix( blockName );
	for ( let attempt = 0; ; attempt++ ) {
		const suffix = random().toString( 36 ).slice( 2, 8 ).padEnd( 6, '0' );
		// A counter after the first tries, so that even a poor random source ends.
		const candidate =
			attempt < 8
				? `${ prefix }-${ suffix }`
				: `${ prefix }-${ suffix }-${ attempt }`;
		if ( ! taken.has( candidate ) ) {
			return candidate;
		}
	}
}

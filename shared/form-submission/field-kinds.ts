/**
 * The field blocks a visitor fills in, by the part of their name after `tessera/field-`. Shared by
 * the server render, the view script and the submission route, so that all three agree on what a
 * field accepts.
 */
export const FIELD_KINDS = [
	'text',
	'name',
	'email',
	'url',
	'date',
	'telephone',
	'textarea',
	'checkbox',
	'consent',
	'checkbox-multiple',
	'radio',
	'select',
] as const;

export type FieldKind = ( typeof FIELD_KINDS )[ number ];

const FIELD_BLOCK_PREFIX = 'tessera/field-';

/** `tessera/field-email` → `email`; null for any other block. */
export function fieldKindOf(
	blockName: string | null | undefined
): FieldKind | null {
	if (
		typeof blockName !== 'string' ||
		! blockName.startsWith( FIELD_BLOCK_PREFIX )
	) {
		return null;
	}
	const kind = blockName.slice( FIELD_BLOCK_PREFIX.length );
	return ( FIELD_KINDS as readonly string[] ).includes( kind )
		? ( kind as FieldKind )
		: null;
}

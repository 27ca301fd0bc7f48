/**
 * The price each block's field holds as typed ("12.345" must reach the decimals check as typed,
 * while the attribute keeps a number). The product save reads it for blocks that were edited.
 */
const typed = new Map< string, string >();

export function setTypedPrice( clientId: string, text: string ): void {
	typed.set( clientId, text );
}

export function getTypedPrice( clientId: string ): string | undefined {
	return typed.get( clientId );
}

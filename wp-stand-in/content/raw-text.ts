/** A text field sent as `"x"` or as `{ raw: "x" }` (WordPress accepts both for title, content...). */
export function rawText( value: unknown ): string | undefined {
	if ( typeof value === 'string' ) {
		return value;
	}
	if (
		value &&
		typeof value === 'object' &&
		typeof ( value as { raw?: unknown } ).raw === 'string'
	) {
		return ( value as { raw: string } ).raw;
	}
	return undefined;
}

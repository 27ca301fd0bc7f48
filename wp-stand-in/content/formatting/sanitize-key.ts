/** sanitize_key(): lower case, then only letters, digits, `_` and `-` kept; not a string gives ''. */
export function sanitizeKey( value: unknown ): string {
	return typeof value === 'string'
		? value.toLowerCase().replace( /[^a-z0-9_-]/g, '' )
		: '';
}

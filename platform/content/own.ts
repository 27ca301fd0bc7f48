/**
 * `record[ key ]` for a key that came from a request: only the record's own entries, so that
 * `constructor` or `__proto__` never reach Object.prototype.
 */
export function own< T >(
	record: Record< string, T >,
	key: string
): T | undefined {
	return Object.hasOwn( record, key ) ? record[ key ] : undefined;
}

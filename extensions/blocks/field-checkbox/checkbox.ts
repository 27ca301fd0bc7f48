/**
 * The `defaultValue` of a checkbox that starts ticked (any other value: unticked). Read by the
 * editor and by the server render.
 */
export const CHECKED_BY_DEFAULT = 'true';

export function isCheckedByDefault( defaultValue: unknown ): boolean {
	return defaultValue === CHECKED_BY_DEFAULT;
}

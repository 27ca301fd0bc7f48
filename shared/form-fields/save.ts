/**
 * Fields save nothing of their own: the form and its fields are rendered on the server from
 * the block comments (each field's render.ts), so the saved markup never goes stale.
 */
export function saveField(): null {
	return null;
}

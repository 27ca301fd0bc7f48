/**
 * What save and the server render accept from saved attributes. Kept apart from parse.ts so the
 * editor's start-up code (save) does not carry the search rules, which only the edit chunk needs.
 */
export const DEFAULT_PADDING = '56.2%';

/** A saved address is framed only when it is a Giphy embed page. */
export function isEmbedUrl( url: unknown ): url is string {
	return (
		typeof url === 'string' &&
		/^https:\/\/giphy\.com\/embed\/[A-Za-z0-9]{4,40}$/.test( url )
	);
}

/** A padding saved earlier is used only when it is a plain percentage. */
export function safePadding( value: unknown ): string {
	return typeof value === 'string' && /^\d{1,3}(?:\.\d{1,4})?%$/.test( value )
		? value
		: DEFAULT_PADDING;
}

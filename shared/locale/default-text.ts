/**
 * A visitor text an author may have left at its block.json default. That default is English and
 * never stored in the post (Gutenberg leaves out an attribute at its default), so it is shown
 * translated, in the language of the page that shows it, as a PHP render callback falls back to
 * `__()`; a text the author wrote stays as written.
 *
 * @param value        The attribute's value, defaults filled in (undefined when absent).
 * @param blockDefault The attribute's default in block.json.
 * @param translated   The same default through `__()`, called only when it is needed.
 */
export function authoredOrTranslated(
	value: unknown,
	blockDefault: unknown,
	translated: () => string
): string {
	return value === undefined || value === blockDefault
		? translated()
		: String( value );
}

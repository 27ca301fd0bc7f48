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
function authoredOrTranslated(
	value: unknown,
	blockDefault: unknown,
	translated: () => string
): string {
	return value === undefined || value === blockDefault
		? translated()
		: String( value );
}

/**
 * The text one of a block's attributes shows: the author's, or its default translated.
 *
 * @param attributes The block's attributes (or what holds them, a shortcode's options).
 * @param name       Which attribute.
 */
export type ShownText< Name extends string > = (
	attributes: { readonly [ N in Name ]?: unknown },
	name: Name
) => string;

/**
 * One block's texts with an English default, for its render, its editor canvas and its
 * inspector alike, so the author edits the words a visitor reads and nothing is stored until
 * the author changes them.
 *
 * @param attributes block.json's attributes.
 * @param translated Each text's default through `__()` (a literal, for the POT to find it).
 */
export function blockTexts< Name extends string >(
	attributes: { readonly [ N in NoInfer< Name > ]: { default?: unknown } },
	translated: { readonly [ N in Name ]: () => string }
): ShownText< Name > {
	return ( values, name ) =>
		authoredOrTranslated(
			values[ name ],
			attributes[ name ].default,
			translated[ name ]
		);
}

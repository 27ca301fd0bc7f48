/**
 * How the Markdown is kept in the `source` attribute.
 *
 * When a user without `unfiltered_html` (an author) saves, WordPress's kses filters every block
 * attribute as HTML: a `<` starts a tag, and everything up to the next `>` is dropped unless it
 * is an allowed element; a stray `>` becomes `&gt;` and a lone `&` becomes `&amp;`; and
 * `&amp;#NN;` is rewritten into the character reference `&#0NN;`. Writing the attributes back,
 * WordPress also breaks the JSON of a string that ends with a backslash. Markdown full of `<`,
 * `>` and `&` (quotes, code, autolinks) would lose text or change meaning.
 *
 * So the editor writes `<`, `>` and `&` as `&lt;`, `&gt;` and `&amp;` (`&#038;` before a `#`,
 * which kses would otherwise turn into a character reference) and a final backslash as
 * `&#092;`: a form kses leaves exactly as it is. The block reads a source back by turning
 * exactly those references into characters: `&lt;`, `&gt;`, `&amp;`, and `&#38;` and `&#92;`
 * with any leading zeros (kses pads them to three digits). Every other reference keeps its
 * Markdown meaning: `&copy;` and `&#62;` still show © and `>`.
 *
 * What a person types keeps its meaning: a typed `&gt;` is stored as `&amp;gt;` and read back as
 * the text `&gt;` (Markdown's entity for `>`, never a quote). A source written another way (the
 * REST API, a pattern, or an author's save before this form) is read with the same rule, so a
 * `&gt;` there means `>`: that is what kses makes of a typed `>`. Posts saved before the rule
 * whose HTML shows such references as text open through deprecation v1, which rewrites them.
 */

const READ_BACK = /&(?:(lt|gt|amp)|#0*(38|92));/g;

const CHARACTER_OF: Record< string, string > = { lt: '<', gt: '>', amp: '&' };

const WRITTEN = /[<>]|&#?/g;

const REFERENCE_OF: Record< string, string > = {
	'<': '&lt;',
	'>': '&gt;',
	'&': '&amp;',
	'&#': '&#038;#',
};

/** The Markdown a stored `source` holds. */
export function markdownFromSource( source: string | undefined ): string {
	if ( typeof source !== 'string' ) {
		return '';
	}
	return source.replace(
		READ_BACK,
		( _reference, name: string | undefined, code: string | undefined ) =>
			name ? CHARACTER_OF[ name ] : String.fromCharCode( Number( code ) )
	);
}

/** The `source` to store for Markdown as the person wrote it. */
export function sourceFromMarkdown( markdown: string ): string {
	return markdown
		.replace( WRITTEN, ( written ) => REFERENCE_OF[ written ] )
		.replace( /\\$/, '&#092;' );
}

/**
 * The text of a string that may hold markup: tags are removed (not interpreted), so
 * `<b>bold</b>` gives `bold` and `<script>x</script>` gives `x`. The result is still untrusted
 * text: render it as a text node, never as HTML.
 *
 * @param html Text that may contain tags.
 */
export function stripTags( html: string | undefined | null ): string {
	return html ? html.replace( /<[^>]*>/g, '' ) : '';
}

/**
 * Adds a stylesheet to the document a block draws in (the visitor page, or the editor's canvas
 * iframe), once: a library's styles reach only the documents that show one of its blocks.
 *
 * @param doc  The block's document.
 * @param href The stylesheet's address.
 */
export function addStylesheet( doc: Document, href: string ): void {
	const present = [
		...doc.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' ),
	].some( ( link ) => link.getAttribute( 'href' ) === href );
	if ( present ) {
		return;
	}
	const link = doc.createElement( 'link' );
	link.rel = 'stylesheet';
	link.href = href;
	doc.head.append( link );
}

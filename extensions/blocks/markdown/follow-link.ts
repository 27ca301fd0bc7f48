/**
 * Leaves the editor for a link's address. The editor's window navigates, not the canvas iframe
 * the link sits in, which would otherwise load the page in place of the block canvas.
 */
export function followLink( href: string ): void {
	window.location.assign( href );
}

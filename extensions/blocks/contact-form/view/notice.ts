/**
 * The form's live region: what a screen reader announces when the form is sent or refused. It
 * exists in the page from the start (the server render prints it), so changes to it are read.
 */
import type { DomField } from './dom-fields';

export function setNotice(
	notice: HTMLElement | null,
	message: string,
	isError: boolean,
	invalid: { field: DomField; message: string }[] = []
): void {
	if ( ! notice ) {
		return;
	}
	notice.classList.toggle( 'is-error', isError );
	notice.replaceChildren();
	if ( ! message ) {
		return;
	}
	const text = document.createElement( 'p' );
	text.textContent = message;
	notice.append( text );
	if ( invalid.length ) {
		const list = document.createElement( 'ul' );
		for ( const { field, message: fieldMessage } of invalid ) {
			const id = field.wrapper.querySelector( '[id]' )?.id;
			const item = document.createElement( 'li' );
			const link = document.createElement( 'a' );
			link.textContent = `${ field.definition.label.trim() }: ${ fieldMessage }`;
			if ( id ) {
				link.href = `#${ id }`;
			}
			item.append( link );
			list.append( item );
		}
		notice.append( list );
	}
}

import { jsonForScript } from '../../../shared/server-render/html';

/**
 * The script a dropdown of archives or terms runs on the visitor page: choosing an entry opens
 * it, unless the visitor left the list with Escape. With a `linkBase` the option's value is a
 * slug appended to it; without, the value is the address itself.
 */
export function dropdownNavigationScript(
	dropdownId: string,
	linkBase = ''
): string {
	return `<script>
( ( [ dropdownId, linkBase ] ) => {
	const dropdown = document.getElementById( dropdownId );
	dropdown.addEventListener( 'keyup', ( event ) => {
		if ( event.key === 'Escape' ) {
			dropdown.dataset.lastkey = 'escape';
		} else {
			delete dropdown.dataset.lastkey;
		}
	} );
	dropdown.addEventListener( 'click', () => delete dropdown.dataset.lastkey );
	dropdown.addEventListener( 'change', () => {
		setTimeout( () => {
			const value = dropdown.value;
			if ( dropdown.dataset.lastkey === 'escape' || ! value || value === '-1' ) {
				return;
			}
			location.href = linkBase ? linkBase + encodeURIComponent( value ) + '/' : value;
		}, 250 );
	} );
} )( ${ jsonForScript( [ dropdownId, linkBase ] ) } );
</script>`;
}

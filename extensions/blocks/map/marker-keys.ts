/**
 * What a key does on a map's marker (a button) or in the popup it opened: Enter and Space open
 * and close the popup, as a click does; Escape closes an open one, and the focus goes back to
 * the marker. Other keys, Escape with no popup open too, are left to the page and the map.
 *
 * @param key       The key pressed (KeyboardEvent.key).
 * @param popupOpen Whether the marker's popup is open.
 * @param onMarker  Whether the key was pressed on the marker itself (else in its popup).
 */
export function markerKeyAction(
	key: string,
	popupOpen: boolean,
	onMarker: boolean
): 'toggle' | 'close' | null {
	if ( onMarker && ( key === 'Enter' || key === ' ' ) ) {
		return 'toggle';
	}
	return key === 'Escape' && popupOpen ? 'close' : null;
}

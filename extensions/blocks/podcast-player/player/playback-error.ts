import { __ } from '@wordpress/i18n';

/**
 * Fills the player's error line: 'Error: Episode unavailable - Open in a new tab', its last words
 * a link to the audio file. Written by the script (not the server), so the site's typography
 * filters never turn its dash into another character.
 *
 * @param element Where the message goes.
 * @param src     The episode's audio file.
 */
export function showPlaybackError( element: HTMLElement, src: string ): void {
	const message = __(
		'Error: Episode unavailable - Open in a new tab',
		'tessera'
	);
	const linkText = __( 'Open in a new tab', 'tessera' );
	const at = message.lastIndexOf( linkText );
	const link = element.ownerDocument.createElement( 'a' );
	link.href = src;
	link.target = '_blank';
	link.rel = 'noopener noreferrer';
	link.className = 'tessera-podcast-player__error-link';
	link.textContent = at >= 0 ? linkText : message;
	element.replaceChildren(
		...( at >= 0
			? [
					message.slice( 0, at ),
					link,
					message.slice( at + linkText.length ),
				]
			: [ link ] )
	);
}

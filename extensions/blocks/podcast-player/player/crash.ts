import { __ } from '@wordpress/i18n';

/** The message shown instead of a player whose script failed. */
export function playerCrashMessage(): string {
	return __(
		'An unexpected error occured within the Podcast Player. Reloading this page might fix the problem.',
		'tessera'
	);
}

export function showPlayerCrash( root: HTMLElement ): void {
	const message = document.createElement( 'p' );
	message.className = 'tessera-podcast-player__crash';
	message.setAttribute( 'role', 'alert' );
	message.textContent = playerCrashMessage();
	root.replaceChildren( message );
}

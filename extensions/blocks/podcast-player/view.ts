/**
 * The podcast player on the visitor page: each player's markup (server-rendered) comes alive with
 * the page's media-player state, without the editor's data library.
 */
import { createPageMediaStore } from '../../../shared/media-player/page-store';
import { PLAYER_CLASS } from './player/markup';
import { startPlayer } from './player/controller';
import { showPlayerCrash } from './player/crash';

const store = createPageMediaStore();

function start() {
	document
		.querySelectorAll< HTMLElement >( `section.${ PLAYER_CLASS }` )
		.forEach( ( root ) => {
			try {
				startPlayer( root, store );
			} catch {
				showPlayerCrash( root );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

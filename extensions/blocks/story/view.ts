/**
 * The story player on the visitor page: each saved story's slides become a player.
 */
import { STORY_CLASS } from './markup';
import { startStory } from './player/controller';

function start() {
	document
		.querySelectorAll< HTMLElement >(
			`.wp-block-tessera-story.${ STORY_CLASS }`
		)
		.forEach( ( root ) => startStory( root ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

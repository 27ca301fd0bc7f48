import { useEffect, useRef } from '@wordpress/element';
import { MEDIA_CLASS, SLIDE_CLASS, SLIDES_CLASS, STORY_CLASS } from '../markup';
import { safeMediaUrl } from '../media-files';
import { startStory, type RunningStory } from '../player/controller';
import type { StoryMediaFile } from '../types';

/** The visitor's markup for `files`, built outside React so the player may add its controls. */
function storyElement( files: StoryMediaFile[] ): HTMLElement {
	const root = document.createElement( 'div' );
	root.className = `wp-block-tessera-story ${ STORY_CLASS }`;
	const list = document.createElement( 'ul' );
	list.className = SLIDES_CLASS;
	for ( const file of files ) {
		const url = safeMediaUrl( file.url );
		if ( ! url ) {
			continue;
		}
		const slide = document.createElement( 'li' );
		slide.className = SLIDE_CLASS;
		const figure = document.createElement( 'figure' );
		const media = document.createElement(
			file.type === 'video' ? 'video' : 'img'
		);
		media.className = MEDIA_CLASS;
		media.setAttribute( 'src', url );
		if ( file.width && file.height ) {
			media.setAttribute( 'width', String( file.width ) );
			media.setAttribute( 'height', String( file.height ) );
		}
		if ( media instanceof HTMLImageElement ) {
			media.alt = file.alt ?? '';
		} else {
			media.setAttribute( 'playsinline', '' );
			media.setAttribute( 'preload', 'metadata' );
		}
		figure.append( media );
		slide.append( figure );
		list.append( slide );
	}
	root.append( list );
	return root;
}

/** The same player visitors get; it pauses whenever the block is not selected. */
export function PlayerPreview( {
	files,
	isSelected,
}: {
	files: StoryMediaFile[];
	isSelected: boolean;
} ) {
	const host = useRef< HTMLDivElement >( null );
	const running = useRef< RunningStory >();
	const key = JSON.stringify( files );

	useEffect( () => {
		const container = host.current;
		if ( ! container ) {
			return undefined;
		}
		const root = storyElement( JSON.parse( key ) as StoryMediaFile[] );
		container.replaceChildren( root );
		running.current = startStory( root );
		return () => {
			running.current?.stop();
			running.current = undefined;
			container.replaceChildren();
		};
	}, [ key ] );

	useEffect( () => {
		if ( ! isSelected ) {
			running.current?.pause();
		}
	}, [ isSelected ] );

	return <div ref={ host } className="wp-block-tessera-story__player" />;
}

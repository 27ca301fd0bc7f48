import {
	RawHTML,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { editorMediaStore } from '../../../../shared/media-player/store';
import type { PodcastFeedData } from '../../../../shared/podcast-feed/types';
import { useBrowserFeed } from './use-browser-feed';
import { useSettled } from './use-settled';
import { startPlayer } from '../player/controller';
import { playerMarkup, PLAYER_CLASS } from '../player/markup';
import type { PodcastPlayerAttributes } from '../types';

interface Props {
	feed: PodcastFeedData;
	attributes: PodcastPlayerAttributes;
	isSelected: boolean;
}

/**
 * The player as visitors get it, driven by the same controller on the editor's media-player
 * store. An overlay takes the first click (which selects the block) and comes back when the block
 * is deselected, so the player is not played by accident while arranging blocks.
 */
export default function PlayerPreview( {
	feed,
	attributes,
	isSelected,
}: Props ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ interactive, setInteractive ] = useState( false );
	const browserFeed = useBrowserFeed( feed );
	const settled = useSettled( attributes );
	const markup = useMemo(
		() => ( browserFeed ? playerMarkup( browserFeed, settled ) : '' ),
		[ browserFeed, settled ]
	);

	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );

	useEffect( () => {
		const root = ref.current?.querySelector< HTMLElement >(
			`section.${ PLAYER_CLASS }`
		);
		if ( ! root ) {
			return undefined;
		}
		// A new list (other episodes, another count) starts again from its first episode.
		return startPlayer( root, editorMediaStore() );
	}, [ markup ] );

	return (
		<div className="wp-block-tessera-podcast-player__preview" ref={ ref }>
			<RawHTML>{ markup }</RawHTML>
			{ ! ( interactive && isSelected ) && (
				// eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer-only shield; the block itself is reached by keyboard.
				<div
					className="block-library-embed__interactive-overlay"
					onMouseUp={ () => setInteractive( true ) }
				/>
			) }
		</div>
	);
}

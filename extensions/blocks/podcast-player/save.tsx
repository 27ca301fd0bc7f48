import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { httpUrl } from '../../../shared/previews/safe-url';
import type { PodcastPlayerAttributes } from './types';

/** A link to the feed: what remains where the server cannot render the player. */
export default function save( {
	attributes,
}: BlockSaveProps< PodcastPlayerAttributes > ) {
	// Only a web address becomes a link (a hand-edited `javascript:` one saves nothing).
	if ( ! httpUrl( attributes.url ) ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<a
				className="tessera-podcast-player__direct-link"
				href={ attributes.url }
			>
				{ attributes.url }
			</a>
		</div>
	);
}

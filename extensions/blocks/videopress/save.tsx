import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { isVideoGuid, videoPressUrl } from './embed-url';
import type { VideoAttributes } from './types';

/**
 * A hosted video is saved as WordPress saves an embed: a figure with the share address on its own
 * line, then the caption. The visitor's player (an iframe of the player page) is the server's.
 */
export default function save( {
	attributes,
}: BlockSaveProps< VideoAttributes > ) {
	const { guid, caption, videoPressClassNames } = attributes;
	const blockProps = useBlockProps.save( {
		className: [
			'wp-block-embed',
			'is-type-video',
			'is-provider-videopress',
			videoPressClassNames,
		]
			.filter( Boolean )
			.join( ' ' ),
	} );
	return (
		<figure { ...blockProps }>
			<div className="wp-block-embed__wrapper">
				{ isVideoGuid( guid )
					? `\n${ videoPressUrl( guid, attributes ) }\n`
					: '' }
			</div>
			{ ! RichText.isEmpty( caption ?? '' ) && (
				<RichText.Content tagName="figcaption" value={ caption } />
			) }
		</figure>
	);
}

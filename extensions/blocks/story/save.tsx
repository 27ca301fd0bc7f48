import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { MEDIA_CLASS, SLIDE_CLASS, SLIDES_CLASS, STORY_CLASS } from './markup';
import { safeMediaUrl } from './media-files';
import { parseSettings } from './player/parse-settings';
import type { StoryAttributes, StoryMediaFile } from './types';

// A hand-edited post may hold anything in the list: what is not a slide saves nothing.
function Slide( { file }: { file: StoryMediaFile | null } ) {
	const url = safeMediaUrl( file?.url );
	if ( ! file || ! url ) {
		return null;
	}
	const common = {
		className: `${ MEDIA_CLASS } ${ MEDIA_CLASS }--${ file.type }${
			file.id ? ` wp-${ file.type }-${ file.id }` : ''
		}`,
		'data-id': file.id,
		width: file.width,
		height: file.height,
	};
	return (
		<li className={ SLIDE_CLASS }>
			<figure>
				{ file.type === 'video' ? (
					<video
						{ ...common }
						title={ file.alt || file.title }
						src={ url }
						playsInline
						preload="metadata"
						data-mime={ file.mime }
					/>
				) : (
					<img { ...common } alt={ file.alt ?? '' } src={ url } />
				) }
			</figure>
		</li>
	);
}

/** The slides in order; the visitor script turns them into the player. */
export default function save( {
	attributes,
}: BlockSaveProps< StoryAttributes > ) {
	const settings = parseSettings( attributes.settings );
	const blockProps = useBlockProps.save( {
		className: STORY_CLASS,
		'data-settings': Object.keys( settings ).length
			? JSON.stringify( settings )
			: undefined,
	} );
	return (
		<div { ...blockProps }>
			<ul className={ SLIDES_CLASS }>
				{ ( attributes.mediaFiles ?? [] ).map( ( file, index ) => (
					<Slide key={ index } file={ file } />
				) ) }
			</ul>
		</div>
	);
}

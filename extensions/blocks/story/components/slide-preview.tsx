import { __, sprintf } from '@wordpress/i18n';
import { MEDIA_CLASS, SLIDE_CLASS, SLIDES_CLASS, STORY_CLASS } from '../markup';
import { slideFit } from '../player/rules';
import { DEFAULT_SETTINGS } from '../player/settings';
import type { StoryMediaFile } from '../types';

/** The story's first slide in its frame, with a strip of every slide under it. */
export function SlidePreview( {
	files,
	isSelected,
}: {
	files: StoryMediaFile[];
	isSelected: boolean;
} ) {
	return (
		<div className={ `${ STORY_CLASS } is-preview` }>
			<ul className={ SLIDES_CLASS }>
				{ files.map( ( file, index ) => {
					const fit = slideFit(
						file.width ?? 0,
						file.height ?? 0,
						DEFAULT_SETTINGS.defaultAspectRatio,
						DEFAULT_SETTINGS.cropUpTo
					);
					const label = sprintf(
						/* translators: 1: slide number, 2: number of slides. */
						__( 'Slide %1$d of %2$d', 'tessera' ),
						index + 1,
						files.length
					);
					return (
						<li
							key={ `${ index }-${ file.url }` }
							className={ `${ SLIDE_CLASS } is-fit-${ fit }${
								index === 0 ? ' is-current' : ''
							}` }
							aria-label={ label }
						>
							{ file.type === 'video' ? (
								<video
									className={ MEDIA_CLASS }
									src={ file.url }
									muted
									preload="metadata"
									tabIndex={ isSelected ? 0 : -1 }
								/>
							) : (
								<img
									className={ MEDIA_CLASS }
									src={ file.url }
									alt={ file.alt ?? '' }
								/>
							) }
						</li>
					);
				} ) }
			</ul>
		</div>
	);
}

import { httpUrl } from '../safe-url';
import { visibleMedia } from './media';
import type { MicroblogMedia } from './types';

/** Up to four images, or a single video or animated gif (see visibleMedia). */
export function PostMedia( { media }: { media?: MicroblogMedia[] } ) {
	const items = visibleMedia( media ).filter( ( item ) =>
		httpUrl( item.url )
	);
	if ( items.length === 0 ) {
		return null;
	}
	return (
		<div
			className={ `tessera-microblog-preview__media tessera-microblog-preview__media--count-${ items.length }` }
		>
			{ items.map( ( item, index ) =>
				item.type.startsWith( 'video/' ) ? (
					// A preview of the poster's own upload: there are no captions to offer yet.

					<video key={ index } controls aria-label={ item.alt }>
						<source
							src={ httpUrl( item.url ) }
							type={ item.type }
						/>
					</video>
				) : (
					<img
						key={ index }
						src={ httpUrl( item.url ) }
						alt={ item.alt ?? '' }
					/>
				)
			) }
		</div>
	);
}

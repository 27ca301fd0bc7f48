import type { MicroblogMedia } from './types';

const MAX_MEDIA = 4;

const isVideo = ( item: MicroblogMedia ) => item.type.startsWith( 'video/' );
const isAnimated = ( item: MicroblogMedia ) =>
	isVideo( item ) || item.type === 'image/gif';

/**
 * The media a microblog post shows: only images and videos; when the first is a video or an
 * animated gif, that item alone; otherwise still images only (videos and gifs dropped), at most 4.
 *
 * @param media The post's media, in order.
 */
export function visibleMedia(
	media: MicroblogMedia[] | undefined
): MicroblogMedia[] {
	const usable = ( media ?? [] ).filter(
		( item ) =>
			typeof item?.type === 'string' &&
			( item.type.startsWith( 'image/' ) || isVideo( item ) )
	);
	if ( usable.length === 0 ) {
		return [];
	}
	if ( isAnimated( usable[ 0 ] ) ) {
		return [ usable[ 0 ] ];
	}
	return usable
		.filter( ( item ) => ! isAnimated( item ) )
		.slice( 0, MAX_MEDIA );
}

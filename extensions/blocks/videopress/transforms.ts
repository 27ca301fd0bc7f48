import { createBlobURL } from '@wordpress/blob';
import { createBlock, type BlockTransform } from '@wordpress/blocks';

/** Dropped files become video blocks only when every one of them is a video. */
export function areAllVideos( files: ArrayLike< { type: string } > ): boolean {
	const list = Array.from( files );
	return (
		list.length > 0 &&
		list.every( ( file ) => file.type.startsWith( 'video/' ) )
	);
}

export const transforms: { from: BlockTransform[]; to: BlockTransform[] } = {
	from: [
		{
			type: 'files' as const,
			// Ahead of core's video block (priority 10), as Jetpack's file-drop filter is.
			priority: 9,
			isMatch: ( files: File[] ) => areAllVideos( files ),
			// Each block uploads its file from the blob address when it first renders.
			transform: ( files: File[] ) =>
				files.map( ( file ) =>
					createBlock( 'tessera/videopress', {
						src: createBlobURL( file ),
					} )
				),
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/video' ],
			transform: (
				attributes:
					Record< string, unknown > | Record< string, unknown >[]
			) =>
				createBlock(
					'core/video',
					coreVideoAttributes(
						attributes as Record< string, unknown >
					)
				),
		},
	],
};

/** The attributes WordPress's video block shares with this one (the guid and colours are left). */
export function coreVideoAttributes(
	attributes: Record< string, unknown >
): Record< string, unknown > {
	const shared = [
		'autoplay',
		'caption',
		'controls',
		'id',
		'loop',
		'muted',
		'playsinline',
		'poster',
		'preload',
		'src',
	];
	return Object.fromEntries(
		shared
			.filter( ( name ) => attributes[ name ] !== undefined )
			.map( ( name ) => [ name, attributes[ name ] ] )
	);
}

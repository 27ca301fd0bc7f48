/**
 * The embed aspect-ratio class of a video (as WordPress's embed blocks have), from its size:
 * the nearest of the listed ratios, from 21:9 down to 1:2, when it is within a tenth of it.
 */
const RATIOS: [ number, string ][] = [
	[ 21 / 9, 'wp-embed-aspect-21-9' ],
	[ 18 / 9, 'wp-embed-aspect-18-9' ],
	[ 16 / 9, 'wp-embed-aspect-16-9' ],
	[ 4 / 3, 'wp-embed-aspect-4-3' ],
	[ 1, 'wp-embed-aspect-1-1' ],
	[ 9 / 16, 'wp-embed-aspect-9-16' ],
	[ 1 / 2, 'wp-embed-aspect-1-2' ],
];

const TOLERANCE = 0.1;

/** `wp-embed-aspect-… wp-has-aspect-ratio`, or '' for a size with no near ratio or no size. */
export function aspectRatioClassNames( width: number, height: number ): string {
	if ( ! ( width > 0 ) || ! ( height > 0 ) ) {
		return '';
	}
	const ratio = width / height;
	let best: [ number, string ] | undefined;
	for ( const entry of RATIOS ) {
		const distance = Math.abs( entry[ 0 ] - ratio );
		if (
			distance <= TOLERANCE &&
			( ! best || distance < Math.abs( best[ 0 ] - ratio ) )
		) {
			best = entry;
		}
	}
	return best ? `${ best[ 1 ] } wp-has-aspect-ratio` : '';
}

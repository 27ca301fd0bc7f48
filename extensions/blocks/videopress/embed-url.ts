/**
 * The addresses of a hosted video: the share address saved in the post and the player page the
 * iframe loads, both carrying the block's player options in VideoPress's query names.
 */
import { safeColor } from '../../../shared/colors/safe-color';
import type { VideoAttributes } from './types';

export const VIDEOPRESS_ORIGIN = 'https://videopress.com';

/** A VideoPress guid: eight letters and digits, nothing around them. */
export function isVideoGuid( value: unknown ): value is string {
	return typeof value === 'string' && /^[0-9A-Za-z]{8}$/.test( value );
}

const PRELOADS = [ 'auto', 'metadata', 'none' ];

type PlayerOptions = Pick<
	VideoAttributes,
	| 'autoplay'
	| 'controls'
	| 'loop'
	| 'muted'
	| 'playsinline'
	| 'poster'
	| 'preload'
	| 'seekbarColor'
	| 'seekbarPlayedColor'
	| 'seekbarLoadingColor'
>;

/** The query of the player options; defaults are left out so a plain video has a short address. */
export function playerQuery( options: Partial< PlayerOptions > ): string {
	const query = new URLSearchParams();
	if ( options.autoplay ) {
		query.set( 'autoPlay', 'true' );
	}
	if ( options.controls === false ) {
		query.set( 'controls', 'false' );
	}
	if ( options.loop ) {
		query.set( 'loop', 'true' );
	}
	if ( options.muted ) {
		query.set( 'muted', 'true' );
		query.set( 'persistVolume', 'false' );
	}
	if ( options.playsinline ) {
		query.set( 'playsinline', 'true' );
	}
	if (
		typeof options.poster === 'string' &&
		/^(https?:\/\/|\/(?!\/))/i.test( options.poster )
	) {
		query.set( 'posterUrl', options.poster );
	}
	query.set(
		'preloadContent',
		PRELOADS.includes( options.preload ?? '' )
			? options.preload!
			: 'metadata'
	);
	const colors: [ string, unknown ][] = [
		[ 'sbc', options.seekbarColor ],
		[ 'sbpc', options.seekbarPlayedColor ],
		[ 'sblc', options.seekbarLoadingColor ],
	];
	for ( const [ name, value ] of colors ) {
		const color = safeColor( value );
		if ( color ) {
			query.set( name, color );
		}
	}
	return query.toString();
}

/** The share address saved in the post (`https://videopress.com/v/<guid>?…`). */
export function videoPressUrl(
	guid: string,
	options: Partial< PlayerOptions >
): string {
	return `${ VIDEOPRESS_ORIGIN }/v/${ guid }?${ playerQuery( options ) }`;
}

/** The player page an iframe shows (`https://videopress.com/embed/<guid>?…`). */
export function videoPressEmbedUrl(
	guid: string,
	options: Partial< PlayerOptions >
): string {
	return `${ VIDEOPRESS_ORIGIN }/embed/${ guid }?${ playerQuery( options ) }`;
}

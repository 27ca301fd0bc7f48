/**
 * Drives a player's markup (player/markup.ts): the episode list, the audio element, Jump back
 * and Skip forward, and the error messages, keeping the shared media-player state in step with
 * the audio element so controls outside the player act on it.
 */
import {
	errorMediaSource,
	pauseMediaSource,
	playMediaSource,
	registerMediaSource,
	setMediaSourceCurrentTime,
	unregisterMediaSource,
	updateMediaSource,
} from '../../../../shared/media-player/actions';
import type { PageMediaStore } from '../../../../shared/media-player/page-store';
import {
	movedTime,
	shouldReportTime,
	shouldSeek,
} from '../../../../shared/media-player/timing';
import type { PodcastTrack } from '../../../../shared/podcast-feed/types';
import { PLAYER_CLASS } from './markup';
import { showPlaybackError } from './playback-error';
import {
	INITIAL_PLAYBACK,
	trackPlayback,
	type TrackAction,
	type TrackPlayback,
} from './tracks';

const STATE_CLASSES = [ 'is-playing', 'is-paused', 'is-error' ];

function part< T extends Element = HTMLElement >(
	root: Element,
	name: string
): T | null {
	return root.querySelector< T >( `.${ PLAYER_CLASS }__${ name }` ) as T | null;
}

function readTracks( root: Element ): PodcastTrack[] {
	try {
		const data = JSON.parse( part( root, 'data' )?.textContent ?? '{}' );
		return Array.isArray( data.tracks ) ? data.tracks : [];
	} catch {
		return [];
	}
}

let players = 0;

/**
 * Starts the player in `root`; returns what stops it.
 *
 * @param root  The player's `<section>`.
 * @param store The page's media-player state.
 */
export function startPlayer( root: HTMLElement, store: PageMediaStore ): () => void {
	const audio = part< HTMLAudioElement >( root, 'audio' );
	const tracks = readTracks( root );
	if ( ! audio || ! tracks.length ) {
		return () => undefined;
	}
	players += 1;
	const id = `tessera-podcast-player-${ players }`;
	audio.id ||= `${ id }-audio`;
	let playback: TrackPlayback = INITIAL_PLAYBACK;
	let lastReport: number | undefined;
	const items = Array.from(
		root.querySelectorAll< HTMLElement >( `.${ PLAYER_CLASS }__track` )
	);

	store.dispatch( registerMediaSource( id, { domId: audio.id } ) );

	function showTrack( track: PodcastTrack ) {
		const title = part( root, 'current-track-title' );
		if ( title ) {
			title.textContent = track.title;
		}
		const description = part( root, 'description' );
		if ( description ) {
			description.textContent = track.description;
		}
		const cover = part< HTMLImageElement >( root, 'cover-image' );
		if ( cover && track.image ) {
			cover.src = track.image;
		}
		audio!.src = track.src;
	}

	function render() {
		const state =
			playback.status === 'playing'
				? 'is-playing'
				: playback.status === 'error'
				? 'is-error'
				: 'is-paused';
		root.classList.remove( ...STATE_CLASSES );
		root.classList.add( state );
		items.forEach( ( item, index ) => {
			const active = index === playback.current;
			item.classList.toggle( 'is-active', active );
			item.classList.toggle( 'is-playing', active && playback.status === 'playing' );
			item.classList.toggle( 'is-error', active && playback.status === 'error' );
			const link = item.querySelector( `.${ PLAYER_CLASS }__track-link` );
			if ( active ) {
				link?.setAttribute( 'aria-current', 'track' );
			} else {
				link?.removeAttribute( 'aria-current' );
			}
			const error = item.querySelector< HTMLElement >(
				`.${ PLAYER_CLASS }__track-error`
			);
			if ( error ) {
				error.hidden = ! ( active && playback.status === 'error' );
			}
		} );
		const error = part( root, 'error' );
		if ( error ) {
			error.hidden = playback.status !== 'error';
			if ( playback.status === 'error' ) {
				showPlaybackError( error, tracks[ playback.current ].src );
			}
		}
	}

	function apply( action: TrackAction ) {
		const before = playback;
		playback = trackPlayback( playback, action );
		if ( playback.current !== before.current ) {
			showTrack( tracks[ playback.current ] );
		}
		render();
		if ( action.type === 'select' && playback !== before ) {
			if ( playback.status === 'playing' ) {
				audio!.play().catch( () => undefined );
			} else {
				audio!.pause();
			}
		}
	}

	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element;
		const link = target.closest( `.${ PLAYER_CLASS }__track-link` );
		if ( link ) {
			event.preventDefault();
			const index = items.indexOf( link.closest( 'li' ) as HTMLElement );
			apply( { type: 'select', index, count: tracks.length } );
			return;
		}
		const seek = target.closest< HTMLElement >( '[data-seek]' );
		if ( seek ) {
			const time = movedTime(
				audio.currentTime,
				Number( seek.dataset.seek ),
				audio.duration
			);
			audio.currentTime = time;
			store.dispatch( setMediaSourceCurrentTime( time, id ) );
		}
	};
	const onPlay = () => {
		apply( { type: 'played' } );
		store.dispatch( playMediaSource( id ) );
	};
	const onPause = () => {
		apply( { type: 'paused' } );
		store.dispatch( pauseMediaSource( id ) );
	};
	const onError = () => {
		if ( ! audio.getAttribute( 'src' ) ) {
			return;
		}
		apply( { type: 'failed' } );
		store.dispatch( errorMediaSource( id ) );
	};
	const onTime = () => {
		const now = Date.now();
		if ( shouldReportTime( now, lastReport ) ) {
			lastReport = now;
			store.dispatch( setMediaSourceCurrentTime( audio.currentTime, id ) );
		}
	};
	const onDuration = () =>
		store.dispatch( updateMediaSource( id, { duration: audio.duration } ) );

	// Controls elsewhere (the audio block's Jump back) change the shared state; follow them. Only
	// a change of this source counts, and only a time someone set moves the element.
	let seen = store.getState().sources[ id ];
	const unsubscribe = store.subscribe( () => {
		const source = store.getState().sources[ id ];
		const previous = seen;
		seen = source;
		if ( ! source || source === previous ) {
			return;
		}
		if (
			source.state === 'is-playing' &&
			audio.paused &&
			playback.status !== 'error'
		) {
			audio.play().catch( () => undefined );
		} else if ( source.state === 'is-paused' && ! audio.paused ) {
			audio.pause();
		}
		if (
			source.currentTime !== previous?.currentTime &&
			shouldSeek( audio.currentTime, source.currentTime )
		) {
			audio.currentTime = source.currentTime;
		}
	} );

	root.addEventListener( 'click', onClick );
	audio.addEventListener( 'play', onPlay );
	audio.addEventListener( 'pause', onPause );
	audio.addEventListener( 'error', onError );
	audio.addEventListener( 'timeupdate', onTime );
	audio.addEventListener( 'durationchange', onDuration );
	render();

	return () => {
		unsubscribe();
		root.removeEventListener( 'click', onClick );
		audio.removeEventListener( 'play', onPlay );
		audio.removeEventListener( 'pause', onPause );
		audio.removeEventListener( 'error', onError );
		audio.removeEventListener( 'timeupdate', onTime );
		audio.removeEventListener( 'durationchange', onDuration );
		audio.pause();
		store.dispatch( unregisterMediaSource( id ) );
	};
}

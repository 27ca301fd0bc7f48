import {
	errorMediaSource,
	pauseMediaSource,
	playMediaSource,
	registerMediaSource,
	setMediaSourceCurrentTime,
	unregisterMediaSource,
	updateMediaSource,
} from './actions';
import type { PageMediaStore } from './page-store';
import { movedTime, shouldReportTime, shouldSeek } from './timing';

export interface BoundElement {
	/** Moves the element `delta` seconds, within its length, and tells the store. */
	seekBy: ( delta: number ) => void;
	unbind: () => void;
}

interface Hooks {
	onPlay?: () => void;
	onPause?: () => void;
	onError?: () => void;
	/** Whether the element may start playing when the store says so (not after a failure). */
	canPlay?: () => boolean;
}

/**
 * Keeps a media element and its entry in the shared media-player state in step, both ways: the
 * element's play, pause, failure, length and time (at most once a second) go to the store; a
 * state or time set in the store by someone else (another block's controls) moves the element,
 * seeking only when the times differ by more than a second.
 *
 * @param element The audio or video element.
 * @param store   The media-player state.
 * @param id      The source's id in the store.
 * @param hooks   What the owner does on the element's events.
 */
export function bindMediaElement(
	element: HTMLMediaElement,
	store: PageMediaStore,
	id: string,
	hooks: Hooks = {}
): BoundElement {
	let lastReport: number | undefined;
	store.dispatch(
		registerMediaSource( id, { domId: element.id || undefined } )
	);

	const onPlay = () => {
		hooks.onPlay?.();
		store.dispatch( playMediaSource( id ) );
	};
	const onPause = () => {
		hooks.onPause?.();
		store.dispatch( pauseMediaSource( id ) );
	};
	const onError = () => {
		if ( ! element.getAttribute( 'src' ) && ! element.currentSrc ) {
			return;
		}
		hooks.onError?.();
		store.dispatch( errorMediaSource( id ) );
	};
	const onTime = () => {
		const now = Date.now();
		if ( shouldReportTime( now, lastReport ) ) {
			lastReport = now;
			store.dispatch(
				setMediaSourceCurrentTime( element.currentTime, id )
			);
		}
	};
	const onDuration = () =>
		store.dispatch(
			updateMediaSource( id, { duration: element.duration } )
		);

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
			element.paused &&
			( hooks.canPlay?.() ?? true )
		) {
			element.play().catch( () => undefined );
		} else if ( source.state === 'is-paused' && ! element.paused ) {
			element.pause();
		}
		if (
			source.currentTime !== previous?.currentTime &&
			shouldSeek( element.currentTime, source.currentTime )
		) {
			element.currentTime = source.currentTime;
		}
	} );

	element.addEventListener( 'play', onPlay );
	element.addEventListener( 'pause', onPause );
	element.addEventListener( 'error', onError );
	element.addEventListener( 'timeupdate', onTime );
	element.addEventListener( 'durationchange', onDuration );

	return {
		seekBy( delta ) {
			const time = movedTime(
				element.currentTime,
				delta,
				element.duration
			);
			element.currentTime = time;
			store.dispatch( setMediaSourceCurrentTime( time, id ) );
		},
		unbind() {
			unsubscribe();
			element.removeEventListener( 'play', onPlay );
			element.removeEventListener( 'pause', onPause );
			element.removeEventListener( 'error', onError );
			element.removeEventListener( 'timeupdate', onTime );
			element.removeEventListener( 'durationchange', onDuration );
			store.dispatch( unregisterMediaSource( id ) );
		},
	};
}

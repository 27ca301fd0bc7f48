import type { MediaPlayerState, MediaSource, MediaState } from './types';

export function getMediaSource(
	state: MediaPlayerState,
	id?: string
): MediaSource | undefined {
	const chosen = id ?? state.defaultSourceId;
	return chosen === undefined ? undefined : state.sources[ chosen ];
}

export function getDefaultMediaSource(
	state: MediaPlayerState
): MediaSource | undefined {
	return getMediaSource( state );
}

export function getMediaSourceState(
	state: MediaPlayerState,
	id?: string
): MediaState | undefined {
	return getMediaSource( state, id )?.state;
}

export function getMediaSourceCurrentTime(
	state: MediaPlayerState,
	id?: string
): number | undefined {
	return getMediaSource( state, id )?.currentTime;
}

export function getMediaSourceDomReference(
	state: MediaPlayerState,
	id?: string
): string | undefined {
	return getMediaSource( state, id )?.domId;
}

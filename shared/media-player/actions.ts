import type { MediaPlayerAction, MediaSource, MediaState } from './types';

type SourceFields = Partial< Omit< MediaSource, 'id' > >;

export function registerMediaSource(
	id: string,
	source: SourceFields = {},
	isDefault = false
): MediaPlayerAction {
	return { type: 'REGISTER_MEDIA_SOURCE', id, source, isDefault };
}

export function unregisterMediaSource( id: string ): MediaPlayerAction {
	return { type: 'UNREGISTER_MEDIA_SOURCE', id };
}

export function updateMediaSource(
	id: string,
	source: SourceFields
): MediaPlayerAction {
	return { type: 'UPDATE_MEDIA_SOURCE', id, source };
}

export function setDefaultMediaSource( id: string ): MediaPlayerAction {
	return { type: 'SET_DEFAULT_MEDIA_SOURCE', id };
}

/** Without an id, these act on the default source. */
export function playMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_STATE', id, state: 'is-playing' };
}

export function pauseMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_STATE', id, state: 'is-paused' };
}

export function errorMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_STATE', id, state: 'is-error' };
}

export function setMediaSourceState(
	state: MediaState,
	id?: string
): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_STATE', id, state };
}

export function toggleMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'TOGGLE_MEDIA_SOURCE', id };
}

export function setMediaSourceCurrentTime(
	currentTime: number,
	id?: string
): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_CURRENT_TIME', id, currentTime };
}

/** What one episode of the list is doing: nothing, playing, or failed to load. */
export type TrackStatus = 'idle' | 'playing' | 'error';

export interface TrackPlayback {
	/** The episode in the audio element (the first one until another is chosen). */
	current: number;
	status: TrackStatus;
}

export type TrackAction =
	| { type: 'select'; index: number; count: number }
	| { type: 'played' }
	| { type: 'paused' }
	| { type: 'failed' }
	| { type: 'reset' };

export const INITIAL_PLAYBACK: TrackPlayback = { current: 0, status: 'idle' };

/**
 * The episode list's playback. Choosing the current episode toggles it (a failed one tries
 * again); choosing another stops the current one and plays the new one; a new list starts over
 * at the first episode, stopped.
 *
 * @param state  The current playback.
 * @param action What happened.
 */
export function trackPlayback(
	state: TrackPlayback,
	action: TrackAction
): TrackPlayback {
	switch ( action.type ) {
		case 'select':
			if (
				! Number.isInteger( action.index ) ||
				action.index < 0 ||
				action.index >= action.count
			) {
				return state;
			}
			if ( action.index === state.current ) {
				return {
					current: state.current,
					status: state.status === 'playing' ? 'idle' : 'playing',
				};
			}
			return { current: action.index, status: 'playing' };
		case 'played':
			return state.status === 'playing'
				? state
				: { ...state, status: 'playing' };
		case 'paused':
			return state.status === 'playing'
				? { ...state, status: 'idle' }
				: state;
		case 'failed':
			return { ...state, status: 'error' };
		case 'reset':
			return INITIAL_PLAYBACK;
		default:
			return state;
	}
}

import { DEFAULT_SETTINGS } from './settings';
import type { SlideState, StoryAction, StoryState } from './types';

function freshSlide( index: number ): SlideState {
	return { index, progress: 0, duration: null, ready: false, ended: false };
}

export const INITIAL_STORY_STATE: StoryState = {
	slideCount: 0,
	currentSlide: freshSlide( 0 ),
	previousSlide: null,
	muted: DEFAULT_SETTINGS.startMuted,
	playing: false,
	ended: false,
	buffering: false,
	fullscreen: false,
	settings: { ...DEFAULT_SETTINGS },
};

function wholeCount( value: number ): number {
	return Number.isFinite( value ) && value > 0 ? Math.floor( value ) : 0;
}

function showSlide( state: StoryState, wanted: number ): StoryState {
	const last = Math.max( 0, state.slideCount - 1 );
	const index = Number.isFinite( wanted )
		? Math.min( last, Math.max( 0, Math.floor( wanted ) ) )
		: 0;
	if ( index === state.currentSlide.index && ! state.ended ) {
		return state;
	}
	return {
		...state,
		previousSlide: state.currentSlide,
		currentSlide: freshSlide( index ),
		ended: false,
		buffering: false,
		playing: state.playing && state.settings.playOnNextSlide,
	};
}

function endStory( state: StoryState ): StoryState {
	return {
		...state,
		currentSlide: { ...state.currentSlide, progress: 1, ended: true },
		playing: false,
		ended: true,
		buffering: false,
		fullscreen: state.settings.exitFullscreenOnEnd
			? false
			: state.fullscreen,
	};
}

function endSlide( state: StoryState ): StoryState {
	if ( state.currentSlide.index >= state.slideCount - 1 ) {
		return endStory( state );
	}
	return showSlide( state, state.currentSlide.index + 1 );
}

function setPlaying( state: StoryState, playing: boolean ): StoryState {
	if ( ! playing ) {
		return { ...state, playing: false };
	}
	if ( state.slideCount === 0 ) {
		return state;
	}
	const restarted = state.ended
		? {
				...state,
				previousSlide: state.currentSlide,
				currentSlide: freshSlide( 0 ),
				ended: false,
			}
		: state;
	return {
		...restarted,
		playing: true,
		fullscreen: state.settings.playInFullscreen || state.fullscreen,
	};
}

function setProgress( state: StoryState, currentTime: number ): StoryState {
	const { duration, ready } = state.currentSlide;
	if ( ! ready || ! duration || ! Number.isFinite( currentTime ) ) {
		return state;
	}
	if ( currentTime >= duration ) {
		return endSlide( state );
	}
	return {
		...state,
		currentSlide: {
			...state.currentSlide,
			progress: Math.max( 0, currentTime / duration ),
		},
	};
}

/** The story player: one state per player, changed only by the listed actions. */
export function storyReducer(
	state: StoryState = INITIAL_STORY_STATE,
	action: StoryAction
): StoryState {
	switch ( action.type ) {
		case 'init': {
			const settings = { ...DEFAULT_SETTINGS, ...action.settings };
			return {
				...INITIAL_STORY_STATE,
				slideCount: wholeCount( action.slideCount ),
				settings,
				muted: settings.startMuted,
				playing: settings.playOnLoad && action.slideCount > 0,
				fullscreen: settings.loadInFullscreen,
			};
		}
		case 'setPlaying':
			return setPlaying( state, action.playing );
		case 'setMuted':
			return { ...state, muted: action.muted };
		case 'showSlide':
			return showSlide( state, action.index );
		case 'slideReady':
			if ( ! ( action.duration > 0 ) ) {
				return state;
			}
			return {
				...state,
				currentSlide: {
					...state.currentSlide,
					ready: true,
					duration: action.duration,
				},
			};
		case 'setProgress':
			return setProgress( state, action.currentTime );
		case 'slideEnded':
			return endSlide( state );
		case 'setFullscreen':
			return {
				...state,
				fullscreen: action.fullscreen,
				playing:
					! action.fullscreen && state.settings.playInFullscreen
						? false
						: state.playing,
			};
		case 'setBuffering':
			return { ...state, buffering: action.buffering };
		case 'ended':
			return endStory( state );
		default:
			return state;
	}
}

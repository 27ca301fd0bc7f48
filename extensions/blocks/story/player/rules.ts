import { LONG_PRESS_MS } from './settings';
import type { StoryAction, StoryState } from './types';

/** What a key does to the story, if anything. */
export function keyAction(
	key: string,
	state: StoryState
): StoryAction | null {
	const index = state.currentSlide.index;
	switch ( key ) {
		case 'Enter':
			// In fullscreen, Enter belongs to the focused button (exit, previous, next).
			return state.fullscreen
				? null
				: { type: 'setPlaying', playing: ! state.playing };
		case ' ':
			return { type: 'setPlaying', playing: ! state.playing };
		case 'ArrowLeft':
			return { type: 'showSlide', index: index - 1 };
		case 'ArrowRight':
			return index >= state.slideCount - 1
				? { type: 'ended' }
				: { type: 'showSlide', index: index + 1 };
		default:
			return null;
	}
}

/**
 * Where Tab takes the focus in fullscreen, where the story covers the page: round its own
 * controls, never out to the page hidden behind it (Escape leaves fullscreen). Null while Tab
 * moves between the controls as it always does.
 *
 * @param index     The focused control's place among the `count` shown, -1 when none is.
 * @param count     How many controls show.
 * @param backwards Whether it is Shift+Tab.
 */
export function fullscreenTabTarget(
	index: number,
	count: number,
	backwards: boolean
): number | null {
	if ( count === 0 ) {
		return null;
	}
	if ( index < 0 ) {
		return backwards ? count - 1 : 0;
	}
	if ( backwards ) {
		return index === 0 ? count - 1 : null;
	}
	return index === count - 1 ? 0 : null;
}

/** A touch held past the long-press time pauses; a shorter one toggles play. */
export function touchAction( heldMs: number, state: StoryState ): StoryAction {
	return heldMs > LONG_PRESS_MS
		? { type: 'setPlaying', playing: false }
		: { type: 'setPlaying', playing: ! state.playing };
}

/** The slide indexes that get a bullet in the pagination bar: a window around the current one. */
export function visibleBullets( state: StoryState ): number[] {
	const max = state.fullscreen
		? state.settings.maxBulletsFullscreen
		: state.settings.maxBullets;
	const count = Math.min( state.slideCount, max );
	const first = Math.min(
		Math.max( 0, state.currentSlide.index - Math.floor( count / 2 ) ),
		state.slideCount - count
	);
	return Array.from( { length: count }, ( _, offset ) => first + offset );
}

/**
 * A slide whose shape is close enough to the frame fills it (cropping the edges); one further off
 * is shown whole, on the blurred background.
 */
export function slideFit(
	width: number,
	height: number,
	frameRatio: number,
	cropUpTo: number
): 'cover' | 'contain' {
	if ( ! ( width > 0 && height > 0 && frameRatio > 0 ) ) {
		return 'contain';
	}
	const difference = Math.abs( width / height - frameRatio ) / frameRatio;
	// The small margin keeps a ratio exactly at the limit on the cropping side despite rounding.
	return difference <= cropUpTo + 1e-9 ? 'cover' : 'contain';
}

/** Share (0 to 1) of a bullet's bar that is filled. */
export function bulletProgress( index: number, state: StoryState ): number {
	const current = state.currentSlide.index;
	if ( index < current ) {
		return 1;
	}
	return index === current ? state.currentSlide.progress : 0;
}

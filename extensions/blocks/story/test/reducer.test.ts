import { INITIAL_STORY_STATE, storyReducer } from '../player/reducer';
import {
	DEFAULT_SETTINGS,
	LONG_PRESS_MS,
	PROGRESS_TICK_MS,
} from '../player/settings';
import type { StoryAction, StoryState } from '../player/types';
import type { StorySettings } from '../player/settings';

function run( state: StoryState, ...actions: StoryAction[] ): StoryState {
	return actions.reduce( storyReducer, state );
}

function started(
	slideCount: number,
	settings: Partial< StorySettings > = {}
): StoryState {
	return storyReducer( INITIAL_STORY_STATE, {
		type: 'init',
		slideCount,
		settings,
	} );
}

describe( 'story defaults', () => {
	it( 'are the documented ones', () => {
		expect( DEFAULT_SETTINGS ).toStrictEqual( {
			imageTime: 5,
			startMuted: false,
			playInFullscreen: true,
			playOnNextSlide: true,
			playOnLoad: false,
			exitFullscreenOnEnd: true,
			loadInFullscreen: false,
			blurredBackground: true,
			showSlideCount: false,
			showProgressBar: true,
			defaultAspectRatio: 0.5625,
			cropUpTo: 0.2,
			volume: 0.8,
			maxBullets: 7,
			maxBulletsFullscreen: 14,
		} );
		expect( PROGRESS_TICK_MS ).toBe( 100 );
		expect( LONG_PRESS_MS ).toBe( 200 );
	} );
} );

describe( 'init', () => {
	it( 'starts paused, unmuted, out of fullscreen on slide 0 by default', () => {
		expect( started( 3 ) ).toStrictEqual( {
			slideCount: 3,
			currentSlide: {
				index: 0,
				progress: 0,
				duration: null,
				ready: false,
				ended: false,
			},
			previousSlide: null,
			muted: false,
			playing: false,
			ended: false,
			buffering: false,
			fullscreen: false,
			settings: { ...DEFAULT_SETTINGS },
		} );
	} );

	it( 'takes playing from playOnLoad, fullscreen from loadInFullscreen, muted from startMuted', () => {
		const state = started( 2, {
			playOnLoad: true,
			loadInFullscreen: true,
			startMuted: true,
		} );
		expect( [
			state.playing,
			state.fullscreen,
			state.muted,
		] ).toStrictEqual( [ true, true, true ] );
	} );

	it( 'does not play an empty story on load and counts only whole slides', () => {
		expect( started( 0, { playOnLoad: true } ).playing ).toBe( false );
		expect( started( -2 ).slideCount ).toBe( 0 );
		expect( started( 2.7 ).slideCount ).toBe( 2 );
		expect( started( Number.NaN ).slideCount ).toBe( 0 );
	} );

	it( 'starts over whatever state came before', () => {
		const before = run( started( 3 ), { type: 'showSlide', index: 2 } );
		expect(
			storyReducer( before, { type: 'init', slideCount: 3 } )
		).toStrictEqual( started( 3 ) );
	} );
} );

describe( 'play and pause', () => {
	it( 'starting play goes fullscreen when playInFullscreen', () => {
		const state = run( started( 2 ), {
			type: 'setPlaying',
			playing: true,
		} );
		expect( [ state.playing, state.fullscreen ] ).toStrictEqual( [
			true,
			true,
		] );
	} );

	it( 'starting play stays inline when playInFullscreen is off', () => {
		const state = run( started( 2, { playInFullscreen: false } ), {
			type: 'setPlaying',
			playing: true,
		} );
		expect( [ state.playing, state.fullscreen ] ).toStrictEqual( [
			true,
			false,
		] );
	} );

	it( 'pausing keeps fullscreen', () => {
		const state = run(
			started( 2 ),
			{ type: 'setPlaying', playing: true },
			{ type: 'setPlaying', playing: false }
		);
		expect( [ state.playing, state.fullscreen ] ).toStrictEqual( [
			false,
			true,
		] );
	} );

	it( 'an empty story does not play', () => {
		expect(
			run( started( 0 ), { type: 'setPlaying', playing: true } )
		).toStrictEqual( started( 0 ) );
	} );

	it( 'playing after the end restarts at slide 0', () => {
		const ended = run(
			started( 2 ),
			{ type: 'showSlide', index: 1 },
			{ type: 'ended' }
		);
		const state = run( ended, { type: 'setPlaying', playing: true } );
		expect( state.currentSlide ).toStrictEqual( {
			index: 0,
			progress: 0,
			duration: null,
			ready: false,
			ended: false,
		} );
		expect( [ state.ended, state.playing ] ).toStrictEqual( [
			false,
			true,
		] );
		expect( state.previousSlide?.index ).toBe( 1 );
	} );
} );

describe( 'mute', () => {
	it( 'sets and clears muted', () => {
		const muted = run( started( 1 ), { type: 'setMuted', muted: true } );
		expect( muted.muted ).toBe( true );
		expect( run( muted, { type: 'setMuted', muted: false } ).muted ).toBe(
			false
		);
	} );
} );

describe( 'show slide', () => {
	it( 'moves to a slide, keeps the old one as previous, and keeps playing per playOnNextSlide', () => {
		const playing = run( started( 3 ), {
			type: 'setPlaying',
			playing: true,
		} );
		const state = run( playing, { type: 'showSlide', index: 2 } );
		expect( state.currentSlide.index ).toBe( 2 );
		expect( state.previousSlide?.index ).toBe( 0 );
		expect( state.playing ).toBe( true );
	} );

	it( 'stops playing on the new slide when playOnNextSlide is off', () => {
		const state = run(
			started( 3, { playOnNextSlide: false } ),
			{ type: 'setPlaying', playing: true },
			{ type: 'showSlide', index: 1 }
		);
		expect( state.playing ).toBe( false );
	} );

	it( 'clamps to the first and last slide', () => {
		expect(
			run( started( 3 ), { type: 'showSlide', index: -1 } ).currentSlide
				.index
		).toBe( 0 );
		expect(
			run( started( 3 ), { type: 'showSlide', index: 3 } ).currentSlide
				.index
		).toBe( 2 );
		expect(
			run( started( 3 ), { type: 'showSlide', index: 2 } ).currentSlide
				.index
		).toBe( 2 );
	} );

	it( 'leaves the state alone when asked for the slide already shown', () => {
		const state = started( 3 );
		expect( run( state, { type: 'showSlide', index: 0 } ) ).toBe( state );
	} );
} );

describe( 'slide ready and progress', () => {
	const ready = run( started( 2 ), { type: 'slideReady', duration: 5 } );

	it( 'records the duration', () => {
		expect( ready.currentSlide ).toStrictEqual( {
			index: 0,
			progress: 0,
			duration: 5,
			ready: true,
			ended: false,
		} );
	} );

	it( 'ignores a duration that is not positive', () => {
		const state = started( 2 );
		expect( run( state, { type: 'slideReady', duration: 0 } ) ).toBe(
			state
		);
		expect(
			run( state, { type: 'slideReady', duration: Number.NaN } )
		).toBe( state );
	} );

	it( 'ignores progress before the slide is ready', () => {
		const state = started( 2 );
		expect( run( state, { type: 'setProgress', currentTime: 1 } ) ).toBe(
			state
		);
	} );

	it( 'turns the time into a share of the duration', () => {
		expect(
			run( ready, { type: 'setProgress', currentTime: 1 } ).currentSlide
				.progress
		).toBe( 0.2 );
	} );

	it( 'ends the slide when the time reaches the duration, not just before', () => {
		expect(
			run( ready, { type: 'setProgress', currentTime: 4.5 } ).currentSlide
		).toStrictEqual( {
			index: 0,
			progress: 0.9,
			duration: 5,
			ready: true,
			ended: false,
		} );
		const next = run( ready, { type: 'setProgress', currentTime: 5 } );
		expect( next.currentSlide.index ).toBe( 1 );
		expect( next.previousSlide?.index ).toBe( 0 );
	} );

	it( 'ends the story when the last slide runs out', () => {
		const state = run(
			started( 1 ),
			{ type: 'setPlaying', playing: true },
			{ type: 'slideReady', duration: 5 },
			{ type: 'setProgress', currentTime: 5 }
		);
		expect( [
			state.ended,
			state.playing,
			state.fullscreen,
		] ).toStrictEqual( [ true, false, false ] );
	} );
} );

describe( 'slide ended and ended', () => {
	it( 'slide ended moves to the next slide', () => {
		expect(
			run( started( 2 ), { type: 'slideEnded' } ).currentSlide.index
		).toBe( 1 );
	} );

	it( 'slide ended on the last slide ends the story and leaves fullscreen', () => {
		const state = run(
			started( 2 ),
			{ type: 'setPlaying', playing: true },
			{ type: 'showSlide', index: 1 },
			{ type: 'slideEnded' }
		);
		expect( state ).toStrictEqual( {
			...state,
			currentSlide: {
				index: 1,
				progress: 1,
				duration: null,
				ready: false,
				ended: true,
			},
			playing: false,
			ended: true,
			buffering: false,
			fullscreen: false,
		} );
	} );

	it( 'stays fullscreen at the end when exitFullscreenOnEnd is off', () => {
		const state = run(
			started( 1, { exitFullscreenOnEnd: false } ),
			{ type: 'setPlaying', playing: true },
			{ type: 'ended' }
		);
		expect( [
			state.ended,
			state.playing,
			state.fullscreen,
		] ).toStrictEqual( [ true, false, true ] );
	} );

	it( 'moving to a slide after the end clears ended', () => {
		const state = run(
			started( 2 ),
			{ type: 'ended' },
			{ type: 'showSlide', index: 0 }
		);
		expect( state.ended ).toBe( false );
		expect( state.currentSlide.ended ).toBe( false );
	} );
} );

describe( 'fullscreen', () => {
	it( 'leaving fullscreen pauses when playInFullscreen', () => {
		const state = run(
			started( 2 ),
			{ type: 'setPlaying', playing: true },
			{ type: 'setFullscreen', fullscreen: false }
		);
		expect( [ state.playing, state.fullscreen ] ).toStrictEqual( [
			false,
			false,
		] );
	} );

	it( 'leaving fullscreen keeps playing when playInFullscreen is off', () => {
		const state = run(
			started( 2, { playInFullscreen: false } ),
			{ type: 'setFullscreen', fullscreen: true },
			{ type: 'setPlaying', playing: true },
			{ type: 'setFullscreen', fullscreen: false }
		);
		expect( [ state.playing, state.fullscreen ] ).toStrictEqual( [
			true,
			false,
		] );
	} );

	it( 'entering fullscreen does not start play', () => {
		const state = run( started( 2 ), {
			type: 'setFullscreen',
			fullscreen: true,
		} );
		expect( [ state.playing, state.fullscreen ] ).toStrictEqual( [
			false,
			true,
		] );
	} );
} );

describe( 'buffering', () => {
	it( 'sets and clears buffering, and a new slide clears it', () => {
		const buffering = run( started( 2 ), {
			type: 'setBuffering',
			buffering: true,
		} );
		expect( buffering.buffering ).toBe( true );
		expect(
			run( buffering, { type: 'setBuffering', buffering: false } )
				.buffering
		).toBe( false );
		expect(
			run( buffering, { type: 'showSlide', index: 1 } ).buffering
		).toBe( false );
	} );
} );

it( 'an unknown action leaves the state alone', () => {
	const state = started( 2 );
	expect(
		storyReducer( state, { type: 'other' } as unknown as StoryAction )
	).toBe( state );
} );

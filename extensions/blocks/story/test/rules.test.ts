import { INITIAL_STORY_STATE, storyReducer } from '../player/reducer';
import {
	fullscreenTabTarget,
	bulletProgress,
	keyAction,
	slideFit,
	touchAction,
	visibleBullets,
} from '../player/rules';
import type { StoryAction, StoryState } from '../player/types';

function story( slideCount: number, ...actions: StoryAction[] ): StoryState {
	return [ { type: 'init', slideCount } as StoryAction, ...actions ].reduce(
		storyReducer,
		INITIAL_STORY_STATE
	);
}

describe( 'keyboard', () => {
	it( 'Enter toggles play outside fullscreen only', () => {
		expect( keyAction( 'Enter', story( 2 ) ) ).toStrictEqual( {
			type: 'setPlaying',
			playing: true,
		} );
		const fullscreen = story( 2, {
			type: 'setFullscreen',
			fullscreen: true,
		} );
		expect( keyAction( 'Enter', fullscreen ) ).toBeNull();
	} );

	it( 'Space toggles play, in and out of fullscreen', () => {
		const playing = story( 2, { type: 'setPlaying', playing: true } );
		expect( playing.fullscreen ).toBe( true );
		expect( keyAction( ' ', playing ) ).toStrictEqual( {
			type: 'setPlaying',
			playing: false,
		} );
		expect( keyAction( ' ', story( 2 ) ) ).toStrictEqual( {
			type: 'setPlaying',
			playing: true,
		} );
	} );

	it( 'Left goes back one slide', () => {
		expect(
			keyAction(
				'ArrowLeft',
				story( 3, { type: 'showSlide', index: 2 } )
			)
		).toStrictEqual( {
			type: 'showSlide',
			index: 1,
		} );
	} );

	it( 'Right goes forward, and on the last slide ends the story', () => {
		expect( keyAction( 'ArrowRight', story( 2 ) ) ).toStrictEqual( {
			type: 'showSlide',
			index: 1,
		} );
		expect(
			keyAction(
				'ArrowRight',
				story( 2, { type: 'showSlide', index: 1 } )
			)
		).toStrictEqual( {
			type: 'ended',
		} );
	} );

	it( 'other keys do nothing', () => {
		expect( keyAction( 'a', story( 2 ) ) ).toBeNull();
		expect( keyAction( 'Escape', story( 2 ) ) ).toBeNull();
	} );
} );

describe( 'touch', () => {
	it( 'a press up to 200 ms is a tap that toggles', () => {
		expect( touchAction( 200, story( 2 ) ) ).toStrictEqual( {
			type: 'setPlaying',
			playing: true,
		} );
		const playing = story( 2, { type: 'setPlaying', playing: true } );
		expect( touchAction( 50, playing ) ).toStrictEqual( {
			type: 'setPlaying',
			playing: false,
		} );
	} );

	it( 'a press over 200 ms pauses, even when paused', () => {
		expect( touchAction( 201, story( 2 ) ) ).toStrictEqual( {
			type: 'setPlaying',
			playing: false,
		} );
	} );
} );

describe( 'pagination bullets', () => {
	it( 'shows every slide up to 7 inline', () => {
		expect( visibleBullets( story( 7 ) ) ).toStrictEqual( [
			0, 1, 2, 3, 4, 5, 6,
		] );
	} );

	it( 'shows a window of 7 around the current slide when there are 8', () => {
		expect( visibleBullets( story( 8 ) ) ).toStrictEqual( [
			0, 1, 2, 3, 4, 5, 6,
		] );
		expect(
			visibleBullets( story( 8, { type: 'showSlide', index: 7 } ) )
		).toStrictEqual( [ 1, 2, 3, 4, 5, 6, 7 ] );
		expect(
			visibleBullets( story( 20, { type: 'showSlide', index: 10 } ) )
		).toStrictEqual( [ 7, 8, 9, 10, 11, 12, 13 ] );
	} );

	it( 'shows up to 14 in fullscreen, and a window for 15', () => {
		const fullscreen = { type: 'setFullscreen', fullscreen: true } as const;
		expect( visibleBullets( story( 14, fullscreen ) ) ).toHaveLength( 14 );
		expect(
			visibleBullets(
				story( 15, fullscreen, { type: 'showSlide', index: 14 } )
			)
		).toStrictEqual( Array.from( { length: 14 }, ( _, i ) => i + 1 ) );
	} );

	it( 'an empty story has no bullets', () => {
		expect( visibleBullets( story( 0 ) ) ).toStrictEqual( [] );
	} );

	it( 'fills the bullets before the current one, part of the current, none after', () => {
		const state = story(
			3,
			{ type: 'showSlide', index: 1 },
			{ type: 'slideReady', duration: 4 },
			{ type: 'setProgress', currentTime: 1 }
		);
		expect(
			[ 0, 1, 2 ].map( ( i ) => bulletProgress( i, state ) )
		).toStrictEqual( [ 1, 0.25, 0 ] );
	} );
} );

describe( 'slide fit', () => {
	it( 'fills the 9:16 frame with a slide up to 20% wider or narrower', () => {
		expect( slideFit( 1080, 1920, 0.5625, 0.2 ) ).toBe( 'cover' );
		expect( slideFit( 675, 1000, 0.5625, 0.2 ) ).toBe( 'cover' );
		expect( slideFit( 450, 1000, 0.5625, 0.2 ) ).toBe( 'cover' );
	} );

	it( 'shows a slide whole just past the limit', () => {
		expect( slideFit( 676, 1000, 0.5625, 0.2 ) ).toBe( 'contain' );
		expect( slideFit( 449, 1000, 0.5625, 0.2 ) ).toBe( 'contain' );
		expect( slideFit( 1920, 1080, 0.5625, 0.2 ) ).toBe( 'contain' );
	} );

	it( 'shows a slide of unknown size whole', () => {
		expect( slideFit( 0, 1000, 0.5625, 0.2 ) ).toBe( 'contain' );
		expect( slideFit( 100, Number.NaN, 0.5625, 0.2 ) ).toBe( 'contain' );
	} );
} );

describe( 'Tab in fullscreen', () => {
	it( 'goes round the shown controls at both ends, and moves normally in between', () => {
		expect(
			[ 0, 1, 2, 3 ].map( ( index ) =>
				fullscreenTabTarget( index, 4, false )
			)
		).toStrictEqual( [ null, null, null, 0 ] );
		expect(
			[ 0, 1, 2, 3 ].map( ( index ) =>
				fullscreenTabTarget( index, 4, true )
			)
		).toStrictEqual( [ 3, null, null, null ] );
	} );

	it( 'brings a focus from outside the story in, and does nothing without controls', () => {
		expect( fullscreenTabTarget( -1, 4, false ) ).toBe( 0 );
		expect( fullscreenTabTarget( -1, 4, true ) ).toBe( 3 );
		expect( fullscreenTabTarget( 0, 1, false ) ).toBe( 0 );
		expect( fullscreenTabTarget( 0, 1, true ) ).toBe( 0 );
		expect( fullscreenTabTarget( -1, 0, false ) ).toBeNull();
	} );
} );

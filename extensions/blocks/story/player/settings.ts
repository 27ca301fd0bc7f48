/** How a story plays; every player starts from these unless told otherwise. */
export interface StorySettings {
	/** Seconds an image slide stays on screen. */
	imageTime: number;
	startMuted: boolean;
	playInFullscreen: boolean;
	playOnNextSlide: boolean;
	playOnLoad: boolean;
	exitFullscreenOnEnd: boolean;
	loadInFullscreen: boolean;
	blurredBackground: boolean;
	showSlideCount: boolean;
	showProgressBar: boolean;
	/** Width over height of the player frame. */
	defaultAspectRatio: number;
	/** How far (as a share of the frame's ratio) a slide's ratio may differ and still fill the frame. */
	cropUpTo: number;
	volume: number;
	maxBullets: number;
	maxBulletsFullscreen: number;
}

export const DEFAULT_SETTINGS: Readonly< StorySettings > = Object.freeze( {
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

/** Milliseconds between two progress updates of a playing slide. */
export const PROGRESS_TICK_MS = 100;

/** A touch held longer than this (ms) is a press that pauses, not a tap. */
export const LONG_PRESS_MS = 200;

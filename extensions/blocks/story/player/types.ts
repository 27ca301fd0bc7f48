import type { StorySettings } from './settings';

export interface SlideState {
	index: number;
	/** Share of the slide already shown, 0 to 1. */
	progress: number;
	/** Seconds; null until the slide's media is ready. */
	duration: number | null;
	ready: boolean;
	ended: boolean;
}

export interface StoryState {
	slideCount: number;
	currentSlide: SlideState;
	previousSlide: SlideState | null;
	muted: boolean;
	playing: boolean;
	ended: boolean;
	buffering: boolean;
	fullscreen: boolean;
	settings: StorySettings;
}

export type StoryAction =
	| {
			type: 'init';
			slideCount: number;
			settings?: Partial< StorySettings >;
	  }
	| { type: 'setPlaying'; playing: boolean }
	| { type: 'setMuted'; muted: boolean }
	| { type: 'showSlide'; index: number }
	| { type: 'slideReady'; duration: number }
	| { type: 'setProgress'; currentTime: number }
	| { type: 'slideEnded' }
	| { type: 'setFullscreen'; fullscreen: boolean }
	| { type: 'setBuffering'; buffering: boolean }
	| { type: 'ended' };

import { __, sprintf } from '@wordpress/i18n';
import { SLIDE_CLASS } from '../markup';
import { addControls, type StoryControls } from './controls';
import { parseSettings } from './parse-settings';
import { INITIAL_STORY_STATE, storyReducer } from './reducer';
import {
	bulletProgress,
	fullscreenTabTarget,
	keyAction,
	touchAction,
	visibleBullets,
	slideFit,
} from './rules';
import { DEFAULT_SETTINGS, LONG_PRESS_MS, PROGRESS_TICK_MS } from './settings';
import type { StoryAction, StoryState } from './types';

function readSettings( root: HTMLElement ) {
	try {
		return parseSettings( JSON.parse( root.dataset.settings ?? '{}' ) );
	} catch {
		return {};
	}
}

function mediaOf( slide: Element | undefined ) {
	return (
		slide?.querySelector< HTMLImageElement | HTMLVideoElement >(
			'img, video'
		) ?? null
	);
}

/** Runs one saved story as a player: the reducer holds the state, this keeps the page in step. */
export interface RunningStory {
	/** Pauses, as a player that gets disabled does. */
	pause: () => void;
	stop: () => void;
}

export function startStory( root: HTMLElement ): RunningStory {
	const slides = Array.from(
		root.querySelectorAll< HTMLElement >( `.${ SLIDE_CLASS }` )
	);
	const controls: StoryControls = addControls( root );
	let state: StoryState = INITIAL_STORY_STATE;
	let shownIndex = -1;
	let pressTimer: ReturnType< typeof setTimeout > | undefined;
	let pressStart = 0;
	let longPressed = false;

	const current = () => slides[ state.currentSlide.index ];
	const currentVideo = () => {
		const media = mediaOf( current() );
		return media instanceof HTMLVideoElement ? media : null;
	};

	function dispatch( action: StoryAction ) {
		state = storyReducer( state, action );
		render();
	}

	function enterSlide() {
		slides.forEach( ( slide, index ) => {
			slide.classList.toggle(
				'is-current',
				index === state.currentSlide.index
			);
			const media = mediaOf( slide );
			if (
				media instanceof HTMLVideoElement &&
				index !== state.currentSlide.index
			) {
				media.pause();
				if ( media.currentTime ) {
					media.currentTime = 0;
				}
			}
		} );
		shownIndex = state.currentSlide.index;
		const media = mediaOf( current() );
		if ( ! media ) {
			return;
		}
		const index = shownIndex;
		const ready = ( duration: number ) => {
			if (
				state.currentSlide.index === index &&
				! state.currentSlide.ready
			) {
				dispatch( { type: 'slideReady', duration } );
			}
		};
		if ( media instanceof HTMLVideoElement ) {
			media.currentTime = 0;
			if ( media.readyState >= 1 && Number.isFinite( media.duration ) ) {
				ready( media.duration );
			} else {
				media.addEventListener(
					'loadedmetadata',
					() => ready( media.duration ),
					{ once: true }
				);
				media.load();
			}
		} else {
			// An image that fails to load still gets its time, so the story never stalls on it.
			const imageReady = () => ready( state.settings.imageTime );
			if ( media.complete ) {
				imageReady();
			} else {
				media.addEventListener( 'load', imageReady, { once: true } );
				media.addEventListener( 'error', imageReady, { once: true } );
			}
		}
	}

	function renderBullets() {
		const shown = visibleBullets( state );
		if (
			controls.pagination.childElementCount !== shown.length ||
			controls.pagination.dataset.first !== String( shown[ 0 ] )
		) {
			controls.pagination.replaceChildren(
				...shown.map( ( index ) => {
					const bullet = document.createElement( 'button' );
					bullet.type = 'button';
					bullet.className = 'wp-story-bullet';
					bullet.dataset.index = String( index );
					bullet.setAttribute(
						'aria-label',
						sprintf(
							/* translators: %d: slide number. */
							__( 'Go to slide %d', 'tessera' ),
							index + 1
						)
					);
					bullet.append( document.createElement( 'span' ) );
					return bullet;
				} )
			);
			controls.pagination.dataset.first = String( shown[ 0 ] );
		}
		controls.pagination
			.querySelectorAll< HTMLElement >( '.wp-story-bullet' )
			.forEach( ( bullet ) => {
				const index = Number( bullet.dataset.index );
				const fill = bullet.firstElementChild as HTMLElement;
				fill.style.width = `${ Math.round( bulletProgress( index, state ) * 1000 ) / 10 }%`;
				bullet.classList.toggle(
					'is-current',
					index === state.currentSlide.index
				);
			} );
	}

	function render() {
		if ( shownIndex !== state.currentSlide.index ) {
			enterSlide();
		}
		const leavingFullscreen =
			! state.fullscreen && root.classList.contains( 'is-fullscreen' );
		root.classList.toggle( 'is-playing', state.playing );
		root.classList.toggle( 'is-fullscreen', state.fullscreen );
		root.classList.toggle( 'is-ended', state.ended );
		root.classList.toggle( 'is-buffering', state.buffering );
		root.classList.toggle(
			'has-progress-bar',
			state.settings.showProgressBar
		);
		root.classList.toggle(
			'has-blurred-background',
			state.settings.blurredBackground
		);
		document.body.classList.toggle(
			'wp-story-in-fullscreen',
			state.fullscreen
		);
		controls.playPause.setAttribute(
			'aria-label',
			state.playing ? __( 'Pause', 'tessera' ) : __( 'Play', 'tessera' )
		);
		controls.mute.setAttribute(
			'aria-label',
			state.muted ? __( 'Unmute', 'tessera' ) : __( 'Mute', 'tessera' )
		);
		controls.mute.classList.toggle( 'is-muted', state.muted );
		controls.previous.disabled = state.currentSlide.index === 0;
		controls.count.textContent = state.settings.showSlideCount
			? `${ state.currentSlide.index + 1 }/${ state.slideCount }`
			: '';
		const video = currentVideo();
		controls.mute.hidden = ! video;
		if ( video ) {
			video.muted = state.muted;
			video.volume = state.settings.volume;
			if ( state.playing && video.paused && state.currentSlide.ready ) {
				video
					.play()
					.catch( () =>
						dispatch( { type: 'setPlaying', playing: false } )
					);
			} else if ( ! state.playing && ! video.paused ) {
				video.pause();
			}
		}
		renderBullets();
		// The exit button (or another fullscreen-only control) had the focus: the story keeps it.
		const focused = root.ownerDocument.activeElement as HTMLElement | null;
		if (
			leavingFullscreen &&
			focused !== root &&
			root.contains( focused ) &&
			focused?.getClientRects().length === 0
		) {
			root.focus();
		}
	}

	function tick() {
		const { ready, duration, progress } = state.currentSlide;
		if ( ! state.playing || state.buffering || ! ready || ! duration ) {
			return;
		}
		const video = currentVideo();
		if ( video ) {
			// Video slides follow the element's own clock; its ended event finishes them.
			dispatch( {
				type: 'setProgress',
				currentTime: Math.min( video.currentTime, duration - 0.001 ),
			} );
		} else {
			dispatch( {
				type: 'setProgress',
				currentTime: progress * duration + PROGRESS_TICK_MS / 1000,
			} );
		}
	}

	/** The story itself and its controls that show now, in tab order. */
	function shownStops(): HTMLElement[] {
		return [
			root,
			...root.querySelectorAll< HTMLElement >( 'button' ),
		].filter(
			( element ) =>
				! ( element as HTMLButtonElement ).disabled &&
				element.getClientRects().length > 0
		);
	}

	function onKey( event: KeyboardEvent ) {
		if ( state.fullscreen && event.key === 'Escape' ) {
			dispatch( { type: 'setFullscreen', fullscreen: false } );
			return;
		}
		if ( state.fullscreen && event.key === 'Tab' ) {
			const stops = shownStops();
			const target = fullscreenTabTarget(
				stops.indexOf(
					root.ownerDocument.activeElement as HTMLElement
				),
				stops.length,
				event.shiftKey
			);
			if ( target !== null ) {
				event.preventDefault();
				stops[ target ].focus();
			}
			return;
		}
		// Enter and Space on a focused button press that button; the story must not act twice.
		if (
			event.target instanceof HTMLButtonElement &&
			( event.key === 'Enter' || event.key === ' ' )
		) {
			return;
		}
		const action = keyAction( event.key, state );
		if ( action ) {
			event.preventDefault();
			dispatch( action );
		}
	}

	const settings = { ...DEFAULT_SETTINGS, ...readSettings( root ) };
	slides.forEach( ( slide ) => {
		const media = mediaOf( slide );
		const width = Number( media?.getAttribute( 'width' ) ?? 0 );
		const height = Number( media?.getAttribute( 'height' ) ?? 0 );
		slide.dataset.fit = slideFit(
			width,
			height,
			settings.defaultAspectRatio,
			settings.cropUpTo
		);
		if ( media instanceof HTMLVideoElement ) {
			media.addEventListener(
				'waiting',
				() =>
					media === currentVideo() &&
					dispatch( { type: 'setBuffering', buffering: true } )
			);
			media.addEventListener(
				'playing',
				() =>
					media === currentVideo() &&
					dispatch( { type: 'setBuffering', buffering: false } )
			);
			media.addEventListener(
				'ended',
				() =>
					media === currentVideo() &&
					dispatch( { type: 'slideEnded' } )
			);
		}
	} );

	const slidesList = slides[ 0 ]?.parentElement;
	slidesList?.addEventListener( 'pointerdown', () => {
		pressStart = Date.now();
		longPressed = false;
		pressTimer = setTimeout( () => {
			longPressed = true;
			dispatch( touchAction( LONG_PRESS_MS + 1, state ) );
		}, LONG_PRESS_MS + 1 );
	} );
	slidesList?.addEventListener( 'pointerup', () => {
		clearTimeout( pressTimer );
		if ( ! longPressed ) {
			dispatch( touchAction( Date.now() - pressStart, state ) );
		}
	} );
	slidesList?.addEventListener( 'pointercancel', () =>
		clearTimeout( pressTimer )
	);

	controls.overlay.addEventListener( 'click', () =>
		dispatch( { type: 'setPlaying', playing: true } )
	);
	controls.playPause.addEventListener( 'click', () =>
		dispatch( { type: 'setPlaying', playing: ! state.playing } )
	);
	controls.mute.addEventListener( 'click', () =>
		dispatch( { type: 'setMuted', muted: ! state.muted } )
	);
	controls.exit.addEventListener( 'click', () =>
		dispatch( { type: 'setFullscreen', fullscreen: false } )
	);
	controls.previous.addEventListener( 'click', () =>
		dispatch( { type: 'showSlide', index: state.currentSlide.index - 1 } )
	);
	controls.next.addEventListener( 'click', () => {
		const action = keyAction( 'ArrowRight', state );
		if ( action ) {
			dispatch( action );
		}
	} );
	controls.pagination.addEventListener( 'click', ( event ) => {
		const bullet = ( event.target as Element ).closest< HTMLElement >(
			'.wp-story-bullet'
		);
		if ( bullet ) {
			dispatch( {
				type: 'showSlide',
				index: Number( bullet.dataset.index ),
			} );
		}
	} );
	root.tabIndex = 0;
	root.addEventListener( 'keydown', onKey );

	dispatch( { type: 'init', slideCount: slides.length, settings } );
	const timer = setInterval( tick, PROGRESS_TICK_MS );
	return {
		pause: () => dispatch( { type: 'setPlaying', playing: false } ),
		stop: () => clearInterval( timer ),
	};
}

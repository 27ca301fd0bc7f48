/**
 * A slideshow on its saved markup: the arrows, the dots and the pause button, then the carousel
 * library, loaded as its own chunk (with the right-to-left stylesheet on a right-to-left page).
 * The visitor page and the editor preview both use it.
 */
import { __ } from '@wordpress/i18n';
import { slideMoveForKey } from './keys';
import { prefersReducedMotion } from './reduced-motion';
import { slideDelay, slideEffect } from './settings';

export const LOAD_ERROR_CLASS = 'wp-block-tessera-slideshow__error';

type Loaded = {
	destroy: ( deleteInstance?: boolean, cleanStyles?: boolean ) => void;
	slideNext: () => void;
	slidePrev: () => void;
};

function control( doc: Document, className: string, label: string ) {
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.className = className;
	button.setAttribute( 'aria-label', label );
	return button;
}

/** Shows the library's load error in place of the moving slides. */
function showLoadError( root: HTMLElement ) {
	if ( root.querySelector( `.${ LOAD_ERROR_CLASS }` ) ) {
		return;
	}
	const message = root.ownerDocument.createElement( 'p' );
	message.className = LOAD_ERROR_CLASS;
	message.setAttribute( 'role', 'alert' );
	message.textContent = __(
		'The Swiper library could not be loaded.',
		'tessera'
	);
	root.prepend( message );
}

/** Adds the slideshow to `root` (the block's wrapper); the returned function removes it. */
export function mountSlideshow( root: HTMLElement ): () => void {
	const container = root.querySelector< HTMLElement >( '.swiper' );
	if ( ! container ) {
		return () => undefined;
	}
	const doc = root.ownerDocument;
	const view = doc.defaultView ?? window;
	const autoplay = root.dataset.autoplay === 'true';
	const reduced = prefersReducedMotion( view );
	const prev = control(
		doc,
		'swiper-button-prev',
		__( 'Previous Slide', 'tessera' )
	);
	const next = control(
		doc,
		'swiper-button-next',
		__( 'Next Slide', 'tessera' )
	);
	const pagination = doc.createElement( 'div' );
	pagination.className = 'swiper-pagination';
	const added: HTMLElement[] = [ prev, next, pagination ];
	container.append( prev, next, pagination );

	let pause: HTMLButtonElement | null = null;
	if ( autoplay ) {
		pause = control( doc, 'wp-block-tessera-slideshow__pause', '' );
		container.append( pause );
		added.push( pause );
	}
	const showPlaying = ( playing: boolean ) => {
		if ( pause ) {
			pause.setAttribute(
				'aria-label',
				playing
					? __( 'Pause Slideshow', 'tessera' )
					: __( 'Play Slideshow', 'tessera' )
			);
			pause.classList.toggle( 'is-paused', ! playing );
		}
	};
	// Under reduced motion the slides wait for the visitor.
	showPlaying( autoplay && ! reduced );

	let swiper:
		| ( Loaded & {
				autoplay?: {
					running: boolean;
					start: () => void;
					stop: () => void;
				};
		  } )
		| null = null;
	let removed = false;
	// A right-to-left page gets the right-to-left twin of the library's stylesheet.
	import( './swiper/create-slideshow' ).then(
		( { createSlideshow } ) => {
			if ( removed ) {
				return;
			}
			swiper = createSlideshow( container, {
				effect: slideEffect( root.dataset.effect ),
				autoplayDelay: autoplay
					? slideDelay( Number( root.dataset.delay ) ) * 1000
					: null,
				prev,
				next,
				pagination,
				labels: {
					prev: __( 'Previous Slide', 'tessera' ),
					next: __( 'Next Slide', 'tessera' ),
					slide: __( 'Go to slide {{index}}', 'tessera' ),
				},
			} ) as unknown as typeof swiper;
			if ( reduced ) {
				swiper?.autoplay?.stop();
			}
			root.classList.add( 'is-ready' );
		},
		() => {
			if ( removed ) {
				return;
			}
			// Without the library the controls do nothing: only the message stays.
			for ( const element of added ) {
				element.remove();
			}
			showLoadError( root );
		}
	);

	const onPause = () => {
		const running = !! swiper?.autoplay?.running;
		if ( running ) {
			swiper?.autoplay?.stop();
		} else {
			swiper?.autoplay?.start();
		}
		showPlaying( ! running );
	};
	pause?.addEventListener( 'click', onPause );
	// The arrows turn the slides while the focus is on the slideshow's own controls or slides.
	const onKey = ( event: KeyboardEvent ) => {
		const move = slideMoveForKey(
			event.key,
			view.getComputedStyle( container ).direction === 'rtl'
		);
		if ( move && swiper ) {
			event.preventDefault();
			if ( move === 'next' ) {
				swiper.slideNext();
			} else {
				swiper.slidePrev();
			}
		}
	};
	container.addEventListener( 'keydown', onKey );

	return () => {
		removed = true;
		container.removeEventListener( 'keydown', onKey );
		swiper?.destroy( true, true );
		for ( const element of added ) {
			element.remove();
		}
		root.querySelector( `.${ LOAD_ERROR_CLASS }` )?.remove();
		root.classList.remove( 'is-ready' );
	};
}

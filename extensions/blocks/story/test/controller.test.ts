import { startStory, type RunningStory } from '../player/controller';

function storyMarkup( slides: string ): HTMLElement {
	document.body.innerHTML = `<div class="wp-block-tessera-story wp-story"><ul class="wp-story-slides">${ slides }</ul></div>`;
	// jsdom loads no pictures; these stand for pictures already loaded.
	document
		.querySelectorAll( 'img' )
		.forEach( ( image ) =>
			Object.defineProperty( image, 'complete', { value: true } )
		);
	return document.querySelector( '.wp-story' ) as HTMLElement;
}

const IMAGE = ( name: string ) =>
	`<li class="wp-story-slide"><figure><img class="wp-story-media" alt="" src="/${ name }.png" width="540" height="960"/></figure></li>`;
const VIDEO =
	'<li class="wp-story-slide"><figure><video class="wp-story-media" src="/v.webm" width="720" height="1280"></video></figure></li>';

function currentIndex( root: HTMLElement ): number {
	return Array.from( root.querySelectorAll( '.wp-story-slide' ) ).findIndex(
		( slide ) => slide.classList.contains( 'is-current' )
	);
}

function bulletWidths( root: HTMLElement ): string[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( '.wp-story-bullet span' )
	).map( ( fill ) => fill.style.width );
}

function press( root: HTMLElement, key: string ) {
	root.dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true } )
	);
}

let running: RunningStory | undefined;

beforeEach( () => {
	jest.useFakeTimers();
	jest.spyOn( HTMLMediaElement.prototype, 'load' ).mockImplementation(
		() => undefined
	);
	jest.spyOn( HTMLMediaElement.prototype, 'pause' ).mockImplementation(
		() => undefined
	);
	jest.spyOn( HTMLMediaElement.prototype, 'play' ).mockResolvedValue(
		undefined
	);
} );

afterEach( () => {
	running?.stop();
	jest.useRealTimers();
	jest.restoreAllMocks();
} );

it( 'image slides hold 5 s each, then the story ends and leaves fullscreen', () => {
	const root = storyMarkup( IMAGE( 'a' ) + IMAGE( 'b' ) );
	running = startStory( root );
	expect( currentIndex( root ) ).toBe( 0 );
	expect( root.classList.contains( 'is-playing' ) ).toBe( false );

	( root.querySelector( '.wp-story-overlay' ) as HTMLButtonElement ).click();
	expect( root.classList.contains( 'is-playing' ) ).toBe( true );
	expect( root.classList.contains( 'is-fullscreen' ) ).toBe( true );

	jest.advanceTimersByTime( 2500 );
	expect( bulletWidths( root ) ).toStrictEqual( [ '50%', '0%' ] );
	jest.advanceTimersByTime( 2400 );
	expect( currentIndex( root ) ).toBe( 0 );
	jest.advanceTimersByTime( 200 );
	expect( currentIndex( root ) ).toBe( 1 );
	expect( bulletWidths( root )[ 0 ] ).toBe( '100%' );

	jest.advanceTimersByTime( 5100 );
	expect( root.classList.contains( 'is-ended' ) ).toBe( true );
	expect( root.classList.contains( 'is-playing' ) ).toBe( false );
	expect( root.classList.contains( 'is-fullscreen' ) ).toBe( false );
	expect( bulletWidths( root ) ).toStrictEqual( [ '100%', '100%' ] );
} );

it( 'a video slide follows the element: its duration, time, buffering and end', () => {
	const root = storyMarkup( VIDEO );
	const video = root.querySelector( 'video' ) as HTMLVideoElement;
	Object.defineProperty( video, 'duration', { value: 4 } );
	running = startStory( root );
	expect( video.volume ).toBe( 0.8 );
	video.dispatchEvent( new Event( 'loadedmetadata' ) );

	( root.querySelector( '.wp-story-overlay' ) as HTMLButtonElement ).click();
	expect( HTMLMediaElement.prototype.play ).toHaveBeenCalled();
	video.currentTime = 1;
	jest.advanceTimersByTime( 100 );
	expect( bulletWidths( root ) ).toStrictEqual( [ '25%' ] );

	video.dispatchEvent( new Event( 'waiting' ) );
	expect( root.classList.contains( 'is-buffering' ) ).toBe( true );
	video.currentTime = 3;
	jest.advanceTimersByTime( 100 );
	expect( bulletWidths( root ) ).toStrictEqual( [ '25%' ] );
	video.dispatchEvent( new Event( 'playing' ) );
	expect( root.classList.contains( 'is-buffering' ) ).toBe( false );

	video.dispatchEvent( new Event( 'ended' ) );
	expect( root.classList.contains( 'is-ended' ) ).toBe( true );
} );

it( 'keys: Right and Left move, Enter plays only outside fullscreen, Escape leaves it', () => {
	const root = storyMarkup( IMAGE( 'a' ) + IMAGE( 'b' ) + IMAGE( 'c' ) );
	running = startStory( root );
	press( root, 'ArrowRight' );
	expect( currentIndex( root ) ).toBe( 1 );
	press( root, 'ArrowLeft' );
	expect( currentIndex( root ) ).toBe( 0 );

	press( root, 'Enter' );
	expect( root.classList.contains( 'is-playing' ) ).toBe( true );
	expect( root.classList.contains( 'is-fullscreen' ) ).toBe( true );
	press( root, 'Enter' );
	expect( root.classList.contains( 'is-playing' ) ).toBe( true );
	press( root, ' ' );
	expect( root.classList.contains( 'is-playing' ) ).toBe( false );
	press( root, 'Escape' );
	expect( root.classList.contains( 'is-fullscreen' ) ).toBe( false );
} );

it( 'the buttons: next ends on the last slide, the exit button leaves fullscreen and pauses', () => {
	const root = storyMarkup( IMAGE( 'a' ) + IMAGE( 'b' ) );
	running = startStory( root );
	const button = ( name: string ) =>
		root.querySelector( `[aria-label="${ name }"]` ) as HTMLButtonElement;
	expect( button( 'Previous Slide' ).disabled ).toBe( true );
	button( 'Play' ).click();
	button( 'Exit Fullscreen' ).click();
	expect( root.classList.contains( 'is-fullscreen' ) ).toBe( false );
	expect( root.classList.contains( 'is-playing' ) ).toBe( false );
	button( 'Next Slide' ).click();
	expect( currentIndex( root ) ).toBe( 1 );
	button( 'Next Slide' ).click();
	expect( root.classList.contains( 'is-ended' ) ).toBe( true );
} );

it( 'an image still loading starts its time once it loads, or fails to', () => {
	document.body.innerHTML = `<div class="wp-block-tessera-story wp-story"><ul class="wp-story-slides">${ IMAGE(
		'a'
	) }</ul></div>`;
	const root = document.querySelector( '.wp-story' ) as HTMLElement;
	const image = root.querySelector( 'img' ) as HTMLImageElement;
	Object.defineProperty( image, 'complete', { value: false } );
	running = startStory( root );
	( root.querySelector( '.wp-story-overlay' ) as HTMLButtonElement ).click();
	jest.advanceTimersByTime( 1000 );
	expect( bulletWidths( root ) ).toStrictEqual( [ '0%' ] );
	image.dispatchEvent( new Event( 'error' ) );
	jest.advanceTimersByTime( 1000 );
	expect( bulletWidths( root ) ).toStrictEqual( [ '20%' ] );
} );

it( 'Space on a focused button is that button press only', () => {
	const root = storyMarkup( IMAGE( 'a' ) + IMAGE( 'b' ) );
	running = startStory( root );
	const playPause = root.querySelector(
		'.wp-story-play-pause'
	) as HTMLElement;
	playPause.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } )
	);
	expect( root.classList.contains( 'is-playing' ) ).toBe( false );
	playPause.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
	);
	expect( currentIndex( root ) ).toBe( 1 );
} );

it( 'a disabled player pauses', () => {
	const root = storyMarkup( IMAGE( 'a' ) );
	running = startStory( root );
	( root.querySelector( '.wp-story-overlay' ) as HTMLButtonElement ).click();
	expect( root.classList.contains( 'is-playing' ) ).toBe( true );
	running.pause();
	expect( root.classList.contains( 'is-playing' ) ).toBe( false );
} );

describe( 'the focus in fullscreen', () => {
	// jsdom lays nothing out: a control shows unless it is the exit button outside fullscreen,
	// as the stylesheet has it.
	beforeEach( () => {
		jest.spyOn(
			HTMLElement.prototype,
			'getClientRects'
		).mockImplementation( function ( this: HTMLElement ) {
			const hidden =
				this.classList.contains( 'wp-story-exit' ) &&
				! this.closest( '.is-fullscreen' );
			return ( hidden ? [] : [ {} ] ) as unknown as DOMRectList;
		} );
	} );

	function pressTab( target: HTMLElement, shiftKey = false ) {
		const event = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			shiftKey,
			bubbles: true,
			cancelable: true,
		} );
		target.dispatchEvent( event );
		return event.defaultPrevented;
	}

	it( 'Tab goes round the story’s controls, never out to the page behind it', () => {
		const root = storyMarkup( IMAGE( 'a' ) + IMAGE( 'b' ) );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<a href="#x">after</a>'
		);
		running = startStory( root );
		root.focus();
		press( root, ' ' );
		expect( root.classList.contains( 'is-fullscreen' ) ).toBe( true );
		const buttons = [
			...root.querySelectorAll< HTMLButtonElement >( 'button' ),
		].filter( ( button ) => ! button.disabled );
		const last = buttons[ buttons.length - 1 ];
		last.focus();
		expect( pressTab( last ) ).toBe( true );
		expect( root.ownerDocument.activeElement ).toBe( root );
		expect( pressTab( root, true ) ).toBe( true );
		expect( root.ownerDocument.activeElement ).toBe( last );
		// Between two controls the browser moves the focus as usual.
		buttons[ 0 ].focus();
		expect( pressTab( buttons[ 0 ] ) ).toBe( false );

		press( root, 'Escape' );
		expect( pressTab( last ) ).toBe( false );
	} );

	it( 'leaving fullscreen from the exit button leaves the focus on the story', () => {
		const root = storyMarkup( IMAGE( 'a' ) + IMAGE( 'b' ) );
		running = startStory( root );
		press( root, ' ' );
		const exit =
			root.querySelector< HTMLButtonElement >( '.wp-story-exit' )!;
		exit.focus();
		exit.click();
		expect( root.classList.contains( 'is-fullscreen' ) ).toBe( false );
		expect( root.ownerDocument.activeElement ).toBe( root );
	} );
} );

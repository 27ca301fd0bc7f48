import { createPageMediaStore } from '../../../../shared/media-player/page-store';
import { toggleMediaSource } from '../../../../shared/media-player/actions';
import { startPlayer } from '../player/controller';
import { playerMarkup } from '../player/markup';

const FEED = {
	title: 'Night Trains',
	link: 'https://nighttrains.example/',
	cover: 'https://cdn.example/cover.svg',
	tracks: [ 1, 2, 3 ].map( ( n ) => ( {
		id: `podcast-track-${ n }`,
		guid: `g-${ n }`,
		title: `Night ${ n }`,
		link: '',
		src: `https://cdn.example/${ n }.mp3`,
		type: 'audio/mpeg',
		description: `Platform ${ n }`,
		duration: '0:3' + n,
		image: n === 2 ? 'https://cdn.example/2.svg' : '',
	} ) ),
};

let played: string[];

beforeEach( () => {
	played = [];
	document.body.innerHTML = playerMarkup( FEED, { itemsToShow: 5 } );
	jest.spyOn( HTMLMediaElement.prototype, 'play' ).mockImplementation(
		function ( this: HTMLMediaElement ) {
			played.push( this.getAttribute( 'src' ) ?? '' );
			Object.defineProperty( this, 'paused', {
				value: false,
				configurable: true,
			} );
			this.dispatchEvent( new Event( 'play' ) );
			return Promise.resolve();
		}
	);
	jest.spyOn( HTMLMediaElement.prototype, 'pause' ).mockImplementation(
		function ( this: HTMLMediaElement ) {
			Object.defineProperty( this, 'paused', {
				value: true,
				configurable: true,
			} );
			this.dispatchEvent( new Event( 'pause' ) );
		}
	);
} );

afterEach( () => jest.restoreAllMocks() );

const root = () => document.querySelector< HTMLElement >( 'section' )!;
const audio = () => document.querySelector( 'audio' )!;
const trackLink = ( n: number ) =>
	document.querySelectorAll< HTMLElement >(
		'.tessera-podcast-player__track-link'
	)[ n ];
const classesOf = ( n: number ) =>
	[
		...document.querySelectorAll( '.tessera-podcast-player__track' )[ n ]
			.classList,
	].sort();

describe( 'the podcast player controller', () => {
	it( 'plays another episode, showing it as current, and toggles the current one', () => {
		const store = createPageMediaStore();
		const stop = startPlayer( root(), store );
		expect( root().classList.contains( 'is-paused' ) ).toBe( true );

		trackLink( 1 ).click();
		expect( played ).toStrictEqual( [ 'https://cdn.example/2.mp3' ] );
		expect( root().classList.contains( 'is-playing' ) ).toBe( true );
		expect( classesOf( 1 ) ).toStrictEqual( [
			'is-active',
			'is-playing',
			'tessera-podcast-player__track',
		] );
		expect( classesOf( 0 ) ).toStrictEqual( [
			'tessera-podcast-player__track',
		] );
		expect(
			document.querySelector(
				'.tessera-podcast-player__current-track-title'
			)?.textContent
		).toBe( 'Night 2' );
		expect(
			document.querySelector( '.tessera-podcast-player__description' )
				?.textContent
		).toBe( 'Platform 2' );
		expect( document.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'https://cdn.example/2.svg'
		);
		expect( trackLink( 1 ).getAttribute( 'aria-current' ) ).toBe( 'track' );
		expect( trackLink( 0 ).hasAttribute( 'aria-current' ) ).toBe( false );
		expect( Object.values( store.getState().sources )[ 0 ].state ).toBe(
			'is-playing'
		);

		trackLink( 1 ).click();
		expect( root().classList.contains( 'is-paused' ) ).toBe( true );
		expect( Object.values( store.getState().sources )[ 0 ].state ).toBe(
			'is-paused'
		);

		stop();
		expect( store.getState().sources ).toStrictEqual( {} );
	} );

	it( 'shows the episode and player errors when the audio fails', () => {
		startPlayer( root(), createPageMediaStore() );
		trackLink( 2 ).click();
		audio().dispatchEvent( new Event( 'error' ) );
		expect( root().classList.contains( 'is-error' ) ).toBe( true );
		const trackError = document.querySelectorAll< HTMLElement >(
			'.tessera-podcast-player__track-error'
		);
		expect( [ ...trackError ].map( ( e ) => e.hidden ) ).toStrictEqual( [
			true,
			true,
			false,
		] );
		expect( trackError[ 2 ].textContent ).toBe(
			'Episode unavailable. Open in a new tab'
		);
		const error = document.querySelector< HTMLElement >(
			'.tessera-podcast-player__error'
		)!;
		expect( error.hidden ).toBe( false );
		expect( error.textContent ).toBe(
			'Error: Episode unavailable - Open in a new tab'
		);
		expect( error.querySelector( 'a' )?.getAttribute( 'href' ) ).toBe(
			'https://cdn.example/3.mp3'
		);
	} );

	it( 'plays an episode with Space, as a button', () => {
		startPlayer( root(), createPageMediaStore() );
		trackLink( 2 ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } )
		);
		trackLink( 2 ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'a', bubbles: true } )
		);
		expect( played ).toStrictEqual( [ 'https://cdn.example/3.mp3' ] );
	} );

	it( 'follows a toggle from elsewhere through the shared state', () => {
		const store = createPageMediaStore();
		startPlayer( root(), store );
		store.dispatch( toggleMediaSource() );
		expect( played ).toStrictEqual( [ 'https://cdn.example/1.mp3' ] );
		expect( root().classList.contains( 'is-playing' ) ).toBe( true );
	} );

	it( 'jumps back 5 and skips forward 30 seconds', () => {
		startPlayer( root(), createPageMediaStore() );
		Object.defineProperty( audio(), 'duration', { value: 35 } );
		audio().currentTime = 12;
		document.querySelector< HTMLElement >( '[data-seek="-5"]' )!.click();
		expect( audio().currentTime ).toBe( 7 );
		document.querySelector< HTMLElement >( '[data-seek="30"]' )!.click();
		expect( audio().currentTime ).toBe( 35 );
	} );
} );

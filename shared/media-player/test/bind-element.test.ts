import { setMediaSourceCurrentTime, toggleMediaSource } from '../actions';
import { bindMediaElement } from '../bind-element';
import { createPageMediaStore } from '../page-store';

function fakeAudio() {
	const audio = document.createElement( 'audio' );
	audio.id = 'episode';
	audio.setAttribute( 'src', 'https://example.com/a.mp3' );
	let paused = true;
	let time = 0;
	Object.defineProperties( audio, {
		paused: { get: () => paused },
		duration: { get: () => 60, configurable: true },
		currentTime: {
			get: () => time,
			set: ( value: number ) => {
				time = value;
			},
		},
	} );
	audio.play = jest.fn( () => {
		paused = false;
		audio.dispatchEvent( new Event( 'play' ) );
		return Promise.resolve();
	} );
	audio.pause = jest.fn( () => {
		paused = true;
		audio.dispatchEvent( new Event( 'pause' ) );
	} );
	return audio;
}

describe( 'bindMediaElement', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'registers the element and reports play, pause and errors', () => {
		const store = createPageMediaStore();
		const audio = fakeAudio();
		const bound = bindMediaElement( audio, store, 'a' );
		expect( store.getState() ).toStrictEqual( {
			sources: {
				a: {
					id: 'a',
					state: 'is-paused',
					currentTime: 0,
					duration: 0,
					domId: 'episode',
				},
			},
			defaultSourceId: 'a',
		} );
		audio.play();
		expect( store.getState().sources.a.state ).toBe( 'is-playing' );
		audio.pause();
		expect( store.getState().sources.a.state ).toBe( 'is-paused' );
		audio.dispatchEvent( new Event( 'error' ) );
		expect( store.getState().sources.a.state ).toBe( 'is-error' );
		audio.dispatchEvent( new Event( 'durationchange' ) );
		expect( store.getState().sources.a.duration ).toBe( 60 );
		bound.unbind();
		expect( store.getState().sources ).toStrictEqual( {} );
	} );

	it( 'reports the time at most once a second', () => {
		jest.useFakeTimers( { now: 10_000 } );
		const store = createPageMediaStore();
		const audio = fakeAudio();
		bindMediaElement( audio, store, 'a' );
		audio.currentTime = 1.5;
		audio.dispatchEvent( new Event( 'timeupdate' ) );
		expect( store.getState().sources.a.currentTime ).toBe( 1.5 );
		jest.setSystemTime( 10_999 );
		audio.currentTime = 2.25;
		audio.dispatchEvent( new Event( 'timeupdate' ) );
		expect( store.getState().sources.a.currentTime ).toBe( 1.5 );
		jest.setSystemTime( 11_000 );
		audio.dispatchEvent( new Event( 'timeupdate' ) );
		expect( store.getState().sources.a.currentTime ).toBe( 2.25 );
	} );

	it( 'follows the store: toggling plays and pauses, a time over a second away seeks', () => {
		const store = createPageMediaStore();
		const audio = fakeAudio();
		bindMediaElement( audio, store, 'a' );
		store.dispatch( toggleMediaSource() );
		expect( audio.play ).toHaveBeenCalledTimes( 1 );
		store.dispatch( toggleMediaSource() );
		expect( audio.pause ).toHaveBeenCalledTimes( 1 );
		audio.currentTime = 10;
		store.dispatch( setMediaSourceCurrentTime( 11, 'a' ) );
		expect( audio.currentTime ).toBe( 10 );
		store.dispatch( setMediaSourceCurrentTime( 11.5, 'a' ) );
		expect( audio.currentTime ).toBe( 11.5 );
	} );

	it( 'moves by jumps within the length and tells the store', () => {
		const store = createPageMediaStore();
		const audio = fakeAudio();
		const bound = bindMediaElement( audio, store, 'a' );
		audio.currentTime = 3;
		bound.seekBy( -5 );
		expect( audio.currentTime ).toBe( 0 );
		bound.seekBy( 30 );
		expect( audio.currentTime ).toBe( 30 );
		bound.seekBy( 30 );
		expect( audio.currentTime ).toBe( 60 );
		expect( store.getState().sources.a.currentTime ).toBe( 60 );
	} );

	it( 'does not restart a failed element when its owner says no', () => {
		const store = createPageMediaStore();
		const audio = fakeAudio();
		bindMediaElement( audio, store, 'a', { canPlay: () => false } );
		store.dispatch( toggleMediaSource() );
		expect( audio.play ).not.toHaveBeenCalled();
	} );
} );

import { createPageMediaStore } from '../page-store';
import { movedTime, shouldReportTime, shouldSeek } from '../timing';
import { registerMediaSource, toggleMediaSource } from '../actions';

describe( 'time updates and seeking', () => {
	it( 'reports a time update at most once a second', () => {
		expect( shouldReportTime( 5000, undefined ) ).toBe( true );
		expect( shouldReportTime( 5999, 5000 ) ).toBe( false );
		expect( shouldReportTime( 6000, 5000 ) ).toBe( true );
	} );

	it( 'seeks only when the times differ by more than a second', () => {
		expect( shouldSeek( 10, 11 ) ).toBe( false );
		expect( shouldSeek( 10, 11.01 ) ).toBe( true );
		expect( shouldSeek( 11.01, 10 ) ).toBe( true );
		expect( shouldSeek( 10, 9 ) ).toBe( false );
	} );

	it( 'moves within 0 and the duration', () => {
		expect( movedTime( 3.5, -5, 60 ) ).toBe( 0 );
		expect( movedTime( 12.25, -5, 60 ) ).toBe( 7.25 );
		expect( movedTime( 40, 30, 60 ) ).toBe( 60 );
		expect( movedTime( 29.5, 30, 60 ) ).toBe( 59.5 );
		expect( movedTime( 40, 30, 0 ) ).toBe( 70 );
		expect( movedTime( 40, 30, Infinity ) ).toBe( 70 );
	} );
} );

describe( 'the page store', () => {
	it( 'tells listeners of changes only, until they unsubscribe', () => {
		const store = createPageMediaStore();
		const heard: string[] = [];
		const stop = store.subscribe( () =>
			heard.push( store.getState().sources.a?.state ?? 'none' )
		);
		store.dispatch( toggleMediaSource( 'a' ) );
		store.dispatch( registerMediaSource( 'a' ) );
		store.dispatch( toggleMediaSource( 'a' ) );
		stop();
		store.dispatch( toggleMediaSource( 'a' ) );
		expect( heard ).toStrictEqual( [ 'is-paused', 'is-playing' ] );
		expect( store.getState().sources.a.state ).toBe( 'is-paused' );
	} );
} );

import * as actions from '../actions';
import { INITIAL_STATE, mediaPlayerReducer } from '../reducer';
import {
	getDefaultMediaSource,
	getMediaSource,
	getMediaSourceCurrentTime,
	getMediaSourceDomReference,
	getMediaSourceState,
} from '../selectors';
import type { MediaPlayerAction, MediaPlayerState } from '../types';

function run( ...list: MediaPlayerAction[] ): MediaPlayerState {
	return list.reduce( mediaPlayerReducer, INITIAL_STATE );
}

const paused = ( id: string, extra = {} ) => ( {
	id,
	state: 'is-paused',
	currentTime: 0,
	duration: 0,
	...extra,
} );

describe( 'registering sources', () => {
	it( 'starts empty', () => {
		expect(
			mediaPlayerReducer( undefined, { type: 'UNKNOWN' } as never )
		).toStrictEqual( { sources: {} } );
	} );

	it( 'makes the first registered source the default, with paused defaults', () => {
		expect(
			run(
				actions.registerMediaSource( 'a', { domId: 'audio-a' } ),
				actions.registerMediaSource( 'b' )
			)
		).toStrictEqual( {
			sources: {
				a: paused( 'a', { domId: 'audio-a' } ),
				b: paused( 'b' ),
			},
			defaultSourceId: 'a',
		} );
	} );

	it( 'makes a source registered as the default the default', () => {
		const state = run(
			actions.registerMediaSource( 'a' ),
			actions.registerMediaSource( 'b', {}, true )
		);
		expect( state.defaultSourceId ).toBe( 'b' );
	} );

	it( 'registers again by updating, keeping what was not given', () => {
		const state = run(
			actions.registerMediaSource( 'a', { duration: 12.5 } ),
			actions.registerMediaSource( 'a', { currentTime: 3.25 } )
		);
		expect( state ).toStrictEqual( {
			sources: {
				a: paused( 'a', { duration: 12.5, currentTime: 3.25 } ),
			},
			defaultSourceId: 'a',
		} );
	} );

	it( 'ignores an empty id, a bad state and bad times', () => {
		expect( run( actions.registerMediaSource( '' ) ) ).toBe(
			INITIAL_STATE
		);
		expect(
			run(
				actions.registerMediaSource( 'a', {
					state: 'is-dancing' as never,
					currentTime: -4,
					duration: Number.NaN,
				} )
			).sources.a
		).toStrictEqual( paused( 'a' ) );
	} );
} );

describe( 'unregistering sources', () => {
	const three = [
		actions.registerMediaSource( 'a' ),
		actions.registerMediaSource( 'b' ),
		actions.registerMediaSource( 'c' ),
	];

	it( 'makes the first remaining source the default when the default goes', () => {
		expect(
			run( ...three, actions.unregisterMediaSource( 'a' ) )
		).toStrictEqual( {
			sources: { b: paused( 'b' ), c: paused( 'c' ) },
			defaultSourceId: 'b',
		} );
	} );

	it( 'keeps the default when another goes', () => {
		expect(
			run(
				...three,
				actions.setDefaultMediaSource( 'c' ),
				actions.unregisterMediaSource( 'a' )
			).defaultSourceId
		).toBe( 'c' );
	} );

	it( 'has no default once the last source goes, and ignores unknown ids', () => {
		expect(
			run(
				actions.registerMediaSource( 'a' ),
				actions.unregisterMediaSource( 'a' )
			)
		).toStrictEqual( { sources: {}, defaultSourceId: undefined } );
		const state = run( ...three );
		expect(
			mediaPlayerReducer( state, actions.unregisterMediaSource( 'z' ) )
		).toBe( state );
	} );
} );

describe( 'play, pause, toggle and errors', () => {
	const two = [
		actions.registerMediaSource( 'a' ),
		actions.registerMediaSource( 'b' ),
	];

	it( 'toggles paused to playing and back', () => {
		const playing = run( ...two, actions.toggleMediaSource( 'b' ) );
		expect( playing.sources.b.state ).toBe( 'is-playing' );
		expect( playing.sources.a.state ).toBe( 'is-paused' );
		expect(
			mediaPlayerReducer( playing, actions.toggleMediaSource( 'b' ) )
				.sources.b.state
		).toBe( 'is-paused' );
	} );

	it( 'toggles a failed source to playing', () => {
		expect(
			run(
				...two,
				actions.errorMediaSource( 'a' ),
				actions.toggleMediaSource( 'a' )
			).sources.a.state
		).toBe( 'is-playing' );
	} );

	it( 'acts on the default source without an id', () => {
		expect(
			run(
				...two,
				actions.setDefaultMediaSource( 'b' ),
				actions.playMediaSource()
			).sources
		).toStrictEqual( {
			a: paused( 'a' ),
			b: paused( 'b', { state: 'is-playing' } ),
		} );
		expect(
			run( ...two, actions.playMediaSource(), actions.pauseMediaSource() )
				.sources.a.state
		).toBe( 'is-paused' );
		expect(
			run( ...two, actions.errorMediaSource() ).sources.a.state
		).toBe( 'is-error' );
		expect(
			run( ...two, actions.setMediaSourceState( 'is-playing' ) ).sources.a
				.state
		).toBe( 'is-playing' );
	} );

	it( 'does nothing without sources, for unknown ids or unknown states', () => {
		expect( run( actions.toggleMediaSource() ) ).toBe( INITIAL_STATE );
		const state = run( ...two );
		expect(
			mediaPlayerReducer( state, actions.playMediaSource( 'z' ) )
		).toBe( state );
		expect(
			mediaPlayerReducer(
				state,
				actions.setMediaSourceState( 'is-stopped' as never, 'a' )
			)
		).toBe( state );
		expect(
			mediaPlayerReducer( state, actions.setDefaultMediaSource( 'z' ) )
		).toBe( state );
	} );
} );

describe( 'times and updates', () => {
	it( 'sets the current time of a source or of the default, never below 0', () => {
		const state = run(
			actions.registerMediaSource( 'a' ),
			actions.registerMediaSource( 'b' ),
			actions.setMediaSourceCurrentTime( 42.75, 'b' ),
			actions.setMediaSourceCurrentTime( 7.5 )
		);
		expect( getMediaSourceCurrentTime( state, 'b' ) ).toBe( 42.75 );
		expect( getMediaSourceCurrentTime( state ) ).toBe( 7.5 );
		expect(
			getMediaSourceCurrentTime(
				mediaPlayerReducer(
					state,
					actions.setMediaSourceCurrentTime( -1, 'a' )
				),
				'a'
			)
		).toBe( 0 );
	} );

	it( 'updates the given fields only', () => {
		const state = run(
			actions.registerMediaSource( 'a', { domId: 'x' } ),
			actions.updateMediaSource( 'a', {
				duration: 180.5,
				state: 'is-playing',
			} )
		);
		expect( state.sources.a ).toStrictEqual(
			paused( 'a', {
				domId: 'x',
				duration: 180.5,
				state: 'is-playing',
			} )
		);
	} );
} );

describe( 'selectors', () => {
	const state = run(
		actions.registerMediaSource( 'a', { domId: 'el-a' } ),
		actions.registerMediaSource( 'b', { domId: 'el-b' }, true ),
		actions.playMediaSource( 'b' )
	);

	it( 'read a source by id or the default', () => {
		expect( getDefaultMediaSource( state ) ).toStrictEqual(
			paused( 'b', { domId: 'el-b', state: 'is-playing' } )
		);
		expect( getMediaSource( state, 'a' )?.id ).toBe( 'a' );
		expect( getMediaSourceState( state ) ).toBe( 'is-playing' );
		expect( getMediaSourceState( state, 'a' ) ).toBe( 'is-paused' );
		expect( getMediaSourceDomReference( state, 'a' ) ).toBe( 'el-a' );
		expect( getMediaSource( INITIAL_STATE ) ).toBeUndefined();
		expect( getMediaSource( state, 'z' ) ).toBeUndefined();
	} );
} );

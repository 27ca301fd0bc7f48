import {
	INITIAL_PLAYBACK,
	trackPlayback,
	type TrackAction,
} from '../player/tracks';

const run = ( ...actions: TrackAction[] ) =>
	actions.reduce( trackPlayback, INITIAL_PLAYBACK );
const select = ( index: number, count = 3 ): TrackAction => ( {
	type: 'select',
	index,
	count,
} );

describe( 'trackPlayback', () => {
	it( 'starts at the first episode, idle', () => {
		expect( INITIAL_PLAYBACK ).toStrictEqual( {
			current: 0,
			status: 'idle',
		} );
	} );

	it( 'toggles the current episode', () => {
		expect( run( select( 0 ) ) ).toStrictEqual( {
			current: 0,
			status: 'playing',
		} );
		expect( run( select( 0 ), select( 0 ) ) ).toStrictEqual( {
			current: 0,
			status: 'idle',
		} );
	} );

	it( 'plays another episode when one is chosen, playing or not', () => {
		expect( run( select( 0 ), select( 2 ) ) ).toStrictEqual( {
			current: 2,
			status: 'playing',
		} );
		expect( run( select( 1 ) ) ).toStrictEqual( {
			current: 1,
			status: 'playing',
		} );
	} );

	it( 'retries a failed episode when chosen again, and plays another after a failure', () => {
		const failed = run( select( 1 ), { type: 'failed' } );
		expect( failed ).toStrictEqual( { current: 1, status: 'error' } );
		expect( trackPlayback( failed, select( 1 ) ) ).toStrictEqual( {
			current: 1,
			status: 'playing',
		} );
		expect( trackPlayback( failed, select( 0 ) ) ).toStrictEqual( {
			current: 0,
			status: 'playing',
		} );
	} );

	it( 'follows the audio element', () => {
		expect( run( { type: 'played' } ) ).toStrictEqual( {
			current: 0,
			status: 'playing',
		} );
		expect( run( { type: 'played' }, { type: 'paused' } ) ).toStrictEqual(
			INITIAL_PLAYBACK
		);
		const failed = run( { type: 'failed' } );
		expect( trackPlayback( failed, { type: 'paused' } ) ).toBe( failed );
		const playing = run( { type: 'played' } );
		expect( trackPlayback( playing, { type: 'played' } ) ).toBe( playing );
	} );

	it( 'ignores episodes outside the list', () => {
		const playing = run( select( 1 ) );
		expect( trackPlayback( playing, select( 3 ) ) ).toBe( playing );
		expect( trackPlayback( playing, select( -1 ) ) ).toBe( playing );
		expect( trackPlayback( playing, select( 1.5 ) ) ).toBe( playing );
		expect( trackPlayback( playing, select( 2 ) ) ).toStrictEqual( {
			current: 2,
			status: 'playing',
		} );
	} );

	it( 'starts over when the list changes', () => {
		expect( run( select( 2 ), { type: 'reset' } ) ).toStrictEqual(
			INITIAL_PLAYBACK
		);
	} );
} );

import type { VideoState } from '../../../store/videopress';
import { isFinished, nextJobState, type JobEvent } from '../job-states';

const STATES: VideoState[] = [ 'queued', 'transcoding', 'ready', 'failed' ];
const EVENTS: JobEvent[] = [
	{ type: 'start' },
	{ type: 'finish' },
	{ type: 'fail', message: 'ffmpeg failed' },
];

describe( 'nextJobState', () => {
	it( 'gives the whole table of states and events', () => {
		const table = Object.fromEntries(
			STATES.map( ( state ) => [
				state,
				EVENTS.map( ( event ) => nextJobState( state, event ) ),
			] )
		);
		expect( table ).toStrictEqual( {
			queued: [ 'transcoding', null, 'failed' ],
			transcoding: [ null, 'ready', 'failed' ],
			ready: [ null, null, null ],
			failed: [ null, null, null ],
		} );
	} );

	it( 'runs an upload through to ready, and a broken one to failed', () => {
		let state: VideoState | null = 'queued';
		state = nextJobState( state, { type: 'start' } )!;
		expect( state ).toBe( 'transcoding' );
		expect( nextJobState( state, { type: 'finish' } ) ).toBe( 'ready' );
		expect(
			nextJobState( state, { type: 'fail', message: 'no video' } )
		).toBe( 'failed' );
	} );
} );

it( 'counts only ready and failed as finished', () => {
	expect( STATES.map( isFinished ) ).toStrictEqual( [
		false,
		false,
		true,
		true,
	] );
} );

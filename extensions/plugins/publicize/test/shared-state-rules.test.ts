import type {
	PublicizeConnection,
	PublicizeShare,
} from '../../../../shared/publicize/types';
import {
	readShares,
	shareAgainTargets,
	shareOutcome,
} from '../shared-state/rules';

const share = ( overrides: Partial< PublicizeShare > = {} ) => ( {
	connection_id: '7',
	service: 'twitter',
	display_name: '@alexrivera',
	status: 'success',
	message: '',
	posted: 1,
	timestamp: '2026-11-26T19:41:07',
	...overrides,
} );

const connection = (
	id: string,
	overrides: Partial< PublicizeConnection > = {}
): PublicizeConnection => ( {
	id,
	connection_id: id,
	display_name: `account ${ id }`,
	profile_display_name: `account ${ id }`,
	profile_picture: '',
	service_name: 'twitter',
	enabled: true,
	toggleable: true,
	done: false,
	test_success: true,
	test_message: '',
	can_refresh: false,
	refresh_url: '',
	refresh_text: '',
	...overrides,
} );

describe( 'readShares', () => {
	it( 'gives the sharings newest first', () => {
		const older = share();
		const newer = share( {
			connection_id: '8',
			service: 'facebook',
			display_name: 'Rivera Studio',
			status: 'failure',
			message: 'Unauthorized',
			posted: 0,
			timestamp: '2026-11-26T20:02:59',
		} );
		expect( readShares( [ older, newer ] ) ).toStrictEqual( [
			newer,
			older,
		] );
	} );

	it( 'reads anything that is not a list as no sharing', () => {
		expect( readShares( undefined ) ).toStrictEqual( [] );
		expect( readShares( null ) ).toStrictEqual( [] );
		expect( readShares( '[]' ) ).toStrictEqual( [] );
		expect( readShares( { 0: share() } ) ).toStrictEqual( [] );
	} );

	it( 'leaves out entries of another shape', () => {
		const good = share();
		expect(
			readShares( [
				null,
				'x',
				share( { status: 'pending' as 'success' } ),
				share( { posted: '1' as unknown as number } ),
				share( { connection_id: 7 as unknown as string } ),
				share( { display_name: undefined } ),
				share( { message: null as unknown as string } ),
				share( { timestamp: 'x2026-11-26T19:41:07' } ),
				share( { timestamp: '2026-11-26T19:41:07<script>' } ),
				share( { timestamp: '2026-11-26 19:41:07' } ),
				good,
			] )
		).toStrictEqual( [ good ] );
	} );
} );

describe( 'shareAgainTargets', () => {
	it( 'names the connections switched on, in the panel order', () => {
		const list = [
			connection( '3' ),
			connection( '1' ),
			connection( '2' ),
		];
		expect(
			shareAgainTargets( list, ( c ) => c.id !== '1' )
		).toStrictEqual( [ '3', '2' ] );
	} );

	it( 'names none when nothing is switched on', () => {
		expect(
			shareAgainTargets( [ connection( '1' ) ], () => false )
		).toStrictEqual( [] );
		expect( shareAgainTargets( [], () => true ) ).toStrictEqual( [] );
	} );
} );

describe( 'shareOutcome', () => {
	it( 'is a success when every connection took the post', () => {
		expect(
			shareOutcome( [
				{ connectionId: 7, service: 'twitter', posted: 4, error: '' },
				{ connectionId: 8, service: 'facebook', posted: 1, error: '' },
			] )
		).toStrictEqual( { status: 'success' } );
	} );

	it( 'names the first refusal and its message', () => {
		expect(
			shareOutcome( [
				{ connectionId: 7, service: 'twitter', posted: 4, error: '' },
				{
					connectionId: 8,
					service: 'facebook',
					posted: 0,
					error: 'Unauthorized',
				},
				{
					connectionId: 9,
					service: 'tumblr',
					posted: 0,
					error: 'Gone',
				},
			] )
		).toStrictEqual( {
			status: 'failure',
			connectionId: '8',
			message: 'Unauthorized',
		} );
	} );

	it( 'is a failure when nothing was shared at all', () => {
		expect( shareOutcome( [] ) ).toStrictEqual( {
			status: 'failure',
			connectionId: '',
			message: '',
		} );
	} );
} );

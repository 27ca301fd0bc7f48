import { openDatabase, type Db } from '../../store/db';
import { insertSession } from '../../../wp-stand-in/store/sessions';
import { insertUser } from '../../store/users';
import { purgeExpiredSessions } from '../../../wp-stand-in/auth/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

function sessionHashes( db: Db ): string[] {
	return (
		db
			.prepare( 'SELECT token_hash FROM sessions ORDER BY token_hash' )
			.all() as {
			token_hash: string;
		}[]
	 ).map( ( row ) => row.token_hash );
}

describe( 'purgeExpiredSessions', () => {
	let db: Db;
	let userId: number;
	let stop: ( () => void ) | undefined;

	beforeEach( () => {
		jest.useFakeTimers( { now: new Date( '2026-11-22T09:30:00Z' ) } );
		db = openDatabase( ':memory:' );
		userId = insertUser( db, {
			user_login: 'reader',
			user_pass: 'x',
			user_email: 'reader@example.com',
			user_nicename: 'reader',
			display_name: 'Reader',
			user_url: '',
			description: '',
			user_registered: '2026-11-22 09:30:00',
			role: 'subscriber',
		} );
	} );

	afterEach( () => {
		stop?.();
		stop = undefined;
		db.close();
		jest.useRealTimers();
	} );

	it( 'deletes the expired sessions at once and keeps the live ones', () => {
		const now = Date.now();
		insertSession( db, 'a-expired', userId, now - 1 );
		insertSession( db, 'b-expires-now', userId, now );
		insertSession( db, 'c-live', userId, now + 1 );
		stop = purgeExpiredSessions( db );
		expect( sessionHashes( db ) ).toStrictEqual( [ 'c-live' ] );
	} );

	it( 'purges again once a day, and no more after it is stopped', () => {
		stop = purgeExpiredSessions( db );
		const now = Date.now();
		insertSession( db, 'a-one-hour', userId, now + 60 * 60 * 1000 );
		insertSession( db, 'b-two-days', userId, now + 2 * DAY_MS );

		jest.advanceTimersByTime( DAY_MS - 1 );
		expect( sessionHashes( db ) ).toStrictEqual( [
			'a-one-hour',
			'b-two-days',
		] );

		jest.advanceTimersByTime( 1 );
		expect( sessionHashes( db ) ).toStrictEqual( [ 'b-two-days' ] );

		stop();
		jest.advanceTimersByTime( 3 * DAY_MS );
		expect( sessionHashes( db ) ).toStrictEqual( [ 'b-two-days' ] );
	} );

	it( 'does not keep the process alive', () => {
		const setIntervalSpy = jest.spyOn( global, 'setInterval' );
		stop = purgeExpiredSessions( db );
		const timer = setIntervalSpy.mock.results[ 0 ].value as NodeJS.Timeout;
		expect( timer.hasRef() ).toBe( false );
		setIntervalSpy.mockRestore();
	} );
} );

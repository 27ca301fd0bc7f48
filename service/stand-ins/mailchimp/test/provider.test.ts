import { openDatabase, type Db } from '../../../../platform/store/db';
import {
	accountLists,
	interestCategories,
	subscriberHash,
	upsertMember,
} from '../provider';

const LIST = '4c2e9b71fa';
let db: Db;
beforeEach( () => {
	db = openDatabase( ':memory:' );
} );
afterEach( () => db.close() );

describe( 'the Mailchimp stand-in', () => {
	it( 'lists the fixture account’s audiences and groups', () => {
		expect( accountLists( '8f2c41d9a07be3c5d16a4e2f0' ) ).toStrictEqual( [
			{ id: LIST, name: 'Rivera Studio Newsletter' },
		] );
		expect( accountLists( 'nobody' ) ).toStrictEqual( [] );
		const groups = interestCategories( LIST );
		expect(
			groups.ok &&
				groups.body.map( ( category ) => category.interests.length )
		).toStrictEqual( [ 3, 2 ] );
		const missing = interestCategories( 'nope' );
		expect(
			missing.ok
				? null
				: [ missing.problem.status, missing.problem.title ]
		).toStrictEqual( [ 404, 'Resource Not Found' ] );
	} );

	it( 'adds a pending member with groups and merge field, then updates it', () => {
		const added = upsertMember(
			db,
			LIST,
			{
				email_address: ' Reader@Example.org ',
				status_if_new: 'pending',
				interests: { '1f4a8c2d90': true },
				merge_fields: { SIGNUP: 'gallery-post' },
			},
			new Date( '2026-11-26T10:00:00Z' )
		);
		expect( added ).toStrictEqual( {
			ok: true,
			body: {
				id: subscriberHash( 'reader@example.org' ),
				email_address: 'reader@example.org',
				unique_email_id: expect.stringMatching( /^[0-9a-f]{10}$/ ),
				status: 'pending',
				merge_fields: { SIGNUP: 'gallery-post' },
				interests: { '1f4a8c2d90': true },
				list_id: LIST,
				timestamp_signup: '2026-11-26T10:00:00.000Z',
			},
		} );
		const again = upsertMember( db, LIST, {
			email_address: 'reader@example.org',
			status_if_new: 'pending',
			interests: { '6e2b9d7a13': true },
		} );
		expect( again.ok && again.body.interests ).toStrictEqual( {
			'1f4a8c2d90': true,
			'6e2b9d7a13': true,
		} );
		expect( again.ok && again.body.timestamp_signup ).toBe(
			'2026-11-26T10:00:00.000Z'
		);
	} );

	it.each( [
		[ 'not-an-address', 'Please provide a valid email address.' ],
		[ 'x@reader@example.org', 'Please provide a valid email address.' ],
		[
			'reader@example.org<script>',
			'Please provide a valid email address.',
		],
		[
			'test@example.org',
			'test@example.org looks fake or invalid, please enter a real email address.',
		],
		[
			'me@mailinator.com',
			'me@mailinator.com looks fake or invalid, please enter a real email address.',
		],
	] )( 'refuses %p', ( email, detail ) => {
		const answer = upsertMember( db, LIST, {
			email_address: email,
			status_if_new: 'pending',
		} );
		expect(
			answer.ok
				? null
				: [
						answer.problem.status,
						answer.problem.title,
						answer.problem.detail,
					]
		).toStrictEqual( [ 400, 'Invalid Resource', detail ] );
		expect(
			db.prepare( 'SELECT COUNT(*) AS n FROM mailing_list_members' ).get()
		).toStrictEqual( { n: 0 } );
	} );

	it( 'refuses unknown groups and merge fields, and an unknown list', () => {
		const group = upsertMember( db, LIST, {
			email_address: 'a@example.org',
			status_if_new: 'pending',
			interests: { zzz: true },
		} );
		expect( group.ok ? null : group.problem.detail ).toBe(
			'Invalid interest ID'
		);
		const field = upsertMember( db, LIST, {
			email_address: 'a@example.org',
			status_if_new: 'pending',
			merge_fields: { NOPE: 'x' },
		} );
		expect( field.ok ? null : field.problem.detail ).toBe(
			'Your merge fields were invalid. NOPE is not a merge field.'
		);
		const list = upsertMember( db, 'nope', {
			email_address: 'a@example.org',
			status_if_new: 'pending',
		} );
		expect( list.ok ? null : list.problem.status ).toBe( 404 );
	} );
} );

import { openDatabase, type Db } from '../../../../platform/store/db';
import { listMembersOf } from '../../../store/mailing-list-members';
import { addSubscriber } from '../provider';

let db: Db;
beforeEach( () => {
	db = openDatabase( ':memory:' );
} );
afterEach( () => db.close() );

describe( 'the newsletter service stand-in', () => {
	it( 'takes a subscription with names, once per address', () => {
		const now = new Date( '2026-11-26T09:30:00Z' );
		const answer = addSubscriber(
			db,
			'riverastudio',
			{
				'member[email]': ' Ana@Example.org ',
				'member[first_name]': 'Ana',
				'member[last_name]': 'Ruiz',
			},
			now
		);
		expect( answer ).toStrictEqual( {
			status: 200,
			profile: {
				name: 'Rivera Studio Weekly',
				description: 'Notes from the studio, every Friday.',
			},
			email: 'ana@example.org',
		} );
		addSubscriber( db, 'riverastudio', {
			'member[email]': 'ana@example.org',
			'member[first_name]': 'Ana María',
		} );
		expect(
			listMembersOf( db, 'revue:riverastudio' ).map(
				( { email, status, merge_fields: fields, created } ) => ( {
					email,
					status,
					fields,
					created,
				} )
			)
		).toStrictEqual( [
			{
				email: 'ana@example.org',
				status: 'pending',
				fields: '{"first_name":"Ana María","last_name":""}',
				created: '2026-11-26T09:30:00.000Z',
			},
		] );
	} );

	it.each( [
		'',
		'ana',
		'ana@',
		'x ana@example.org',
		'ana@example.org<script>',
		undefined,
	] )( 'refuses the address %p and stores nothing', ( email ) => {
		expect(
			addSubscriber( db, 'riverastudio', { 'member[email]': email } )
		).toStrictEqual( { status: 422, message: 'Email is invalid' } );
		expect( listMembersOf( db, 'revue:riverastudio' ) ).toStrictEqual( [] );
	} );

	it( 'answers 404 for an unknown profile', () => {
		expect(
			addSubscriber( db, 'nobody', { 'member[email]': 'a@example.org' } )
		).toStrictEqual( { status: 404 } );
		expect(
			addSubscriber( db, 'constructor', {
				'member[email]': 'a@example.org',
			} )
		).toStrictEqual( { status: 404 } );
	} );
} );

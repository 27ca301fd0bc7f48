/**
 * The newsletter service's subscription: a profile's subscribers, computed from the fixture
 * profiles and the stored members (see README.md).
 */
import type { Db } from '../../../platform/store/db';
import {
	findListMember,
	saveListMember,
} from '../../store/mailing-list-members';
import profiles from './fixtures/profiles.json';

export const REVUE_ORIGIN = 'https://www.getrevue.co';
export const STAND_IN_BASE = '/stand-ins/www.getrevue.co';

export type Profile = ( typeof profiles )[ keyof typeof profiles ];

export function findProfile( username: string ): Profile | undefined {
	return Object.hasOwn( profiles, username )
		? profiles[ username as keyof typeof profiles ]
		: undefined;
}

export type SubscribeAnswer =
	| { status: 200; profile: Profile; email: string }
	| { status: 404 }
	| { status: 422; message: string };

const EMAIL =
	/^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

function text( value: unknown, max: number ): string {
	return typeof value === 'string' ? value.trim().slice( 0, max ) : '';
}

export function addSubscriber(
	db: Db,
	username: string,
	form: Record< string, unknown >,
	now = new Date()
): SubscribeAnswer {
	const profile = findProfile( username );
	if ( ! profile ) {
		return { status: 404 };
	}
	const email = text( form[ 'member[email]' ], 255 ).toLowerCase();
	if ( ! EMAIL.test( email ) ) {
		return { status: 422, message: 'Email is invalid' };
	}
	const listId = `revue:${ username }`;
	const existing = findListMember( db, listId, email );
	const names = {
		first_name: text( form[ 'member[first_name]' ], 100 ),
		last_name: text( form[ 'member[last_name]' ], 100 ),
	};
	saveListMember( db, {
		list_id: listId,
		email,
		status: existing?.status ?? 'pending',
		interests: '{}',
		merge_fields: JSON.stringify( names ),
		created: existing?.created ?? now.toISOString(),
	} );
	return { status: 200, profile, email };
}

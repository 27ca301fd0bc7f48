/**
 * The Mailchimp Marketing API 3.0 calls the mailing-list sign-up needs, computed from the fixture
 * audiences and the stored members (see README.md). Every function answers either the API's
 * success body or its problem document.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import {
	findListMember,
	saveListMember,
	type MailingListMemberRow,
} from '../../store/mailing-list-members';
import audiences from './fixtures/audiences.json';
import fakeDomains from './fixtures/fake-domains.json';

export interface MailchimpProblem {
	type: string;
	title: string;
	status: number;
	detail: string;
	instance: string;
}

export type MailchimpAnswer< T > =
	{ ok: true; body: T } | { ok: false; problem: MailchimpProblem };

type Audience =
	( typeof audiences )[ keyof typeof audiences ][ 'lists' ][ number ];

export interface InterestCategory {
	id: string;
	title: string;
	type: string;
	interests: Array< { id: string; name: string } >;
}

export interface ListMember {
	id: string;
	email_address: string;
	unique_email_id: string;
	status: string;
	merge_fields: Record< string, string >;
	interests: Record< string, boolean >;
	list_id: string;
	timestamp_signup: string;
}

const DOCS = 'https://mailchimp.com/developer/marketing/docs/errors/';

function problem(
	status: number,
	title: string,
	detail: string
): { ok: false; problem: MailchimpProblem } {
	return {
		ok: false,
		problem: {
			type: DOCS,
			title,
			status,
			detail,
			instance: createHash( 'md5' )
				.update( `${ title }${ detail }${ Date.now() }` )
				.digest( 'hex' ),
		},
	};
}

/** The lists of the Mailchimp account (by its id), none for an unknown account. */
export function accountLists(
	accountId: string
): Array< { id: string; name: string } > {
	const account = ( audiences as Record< string, { lists: Audience[] } > )[
		accountId
	];
	return ( account?.lists ?? [] ).map( ( { id, name } ) => ( { id, name } ) );
}

function findList( listId: string ): Audience | undefined {
	return Object.values( audiences )
		.flatMap( ( account ) => account.lists )
		.find( ( list ) => list.id === listId );
}

/** GET /lists/{list_id}/interest-categories with each category's interests. */
export function interestCategories(
	listId: string
): MailchimpAnswer< InterestCategory[] > {
	const list = findList( listId );
	if ( ! list ) {
		return problem(
			404,
			'Resource Not Found',
			'The requested resource could not be found.'
		);
	}
	return { ok: true, body: list.interest_categories };
}

/** Mailchimp's subscriber hash: MD5 of the lower-case address. */
export function subscriberHash( email: string ): string {
	return createHash( 'md5' ).update( email.toLowerCase() ).digest( 'hex' );
}

const ADDRESS =
	/^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

function memberShape( row: MailingListMemberRow ): ListMember {
	return {
		id: subscriberHash( row.email ),
		email_address: row.email,
		unique_email_id: subscriberHash(
			`${ row.list_id }:${ row.email }`
		).slice( 0, 10 ),
		status: row.status,
		merge_fields: JSON.parse( row.merge_fields ),
		interests: JSON.parse( row.interests ),
		list_id: row.list_id,
		timestamp_signup: row.created,
	};
}

export interface MemberRequest {
	email_address: string;
	status_if_new: 'pending' | 'subscribed';
	interests?: Record< string, boolean >;
	merge_fields?: Record< string, string >;
}

/**
 * PUT /lists/{list_id}/members/{subscriber_hash}: adds the address (as `status_if_new`) or
 * updates the member's interests and merge fields.
 */
export function upsertMember(
	db: Db,
	listId: string,
	request: MemberRequest,
	now = new Date()
): MailchimpAnswer< ListMember > {
	const list = findList( listId );
	if ( ! list ) {
		return problem(
			404,
			'Resource Not Found',
			'The requested resource could not be found.'
		);
	}
	const email = request.email_address.trim().toLowerCase();
	if ( ! ADDRESS.test( email ) ) {
		return problem(
			400,
			'Invalid Resource',
			'Please provide a valid email address.'
		);
	}
	const [ local, domain ] = email.split( '@' );
	if ( local === 'test' || fakeDomains.includes( domain ) ) {
		return problem(
			400,
			'Invalid Resource',
			`${ email } looks fake or invalid, please enter a real email address.`
		);
	}
	const knownInterests = new Set(
		list.interest_categories.flatMap( ( category ) =>
			category.interests.map( ( interest ) => interest.id )
		)
	);
	const interests = request.interests ?? {};
	if (
		Object.keys( interests ).some( ( id ) => ! knownInterests.has( id ) )
	) {
		return problem( 400, 'Invalid Resource', 'Invalid interest ID' );
	}
	const tags = new Set( list.merge_fields.map( ( field ) => field.tag ) );
	const mergeFields = request.merge_fields ?? {};
	const unknownTag = Object.keys( mergeFields ).find(
		( tag ) => ! tags.has( tag )
	);
	if ( unknownTag ) {
		return problem(
			400,
			'Invalid Resource',
			`Your merge fields were invalid. ${ unknownTag } is not a merge field.`
		);
	}
	const existing = findListMember( db, listId, email );
	if ( existing?.status === 'unsubscribed' ) {
		return problem(
			400,
			'Member In Compliance State',
			`${ email } is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`
		);
	}
	saveListMember( db, {
		list_id: listId,
		email,
		status: existing?.status ?? request.status_if_new,
		interests: JSON.stringify( {
			...( existing ? JSON.parse( existing.interests ) : {} ),
			...interests,
		} ),
		merge_fields: JSON.stringify( {
			...( existing ? JSON.parse( existing.merge_fields ) : {} ),
			...mergeFields,
		} ),
		created: existing?.created ?? now.toISOString(),
	} );
	return {
		ok: true,
		body: memberShape( findListMember( db, listId, email )! ),
	};
}

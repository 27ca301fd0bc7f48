/**
 * The mailing-list service stand-in's members (table `mailing_list_members`, migration 12): one
 * per list and address, with its status and, as JSON, its interests and merge fields.
 */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

export interface MailingListMemberRow {
	id: number;
	list_id: string;
	email: string;
	status: string;
	interests: string;
	merge_fields: string;
	created: string;
}

export function findListMember(
	db: Db,
	listId: string,
	email: string
): MailingListMemberRow | undefined {
	return stmt(
		db,
		'SELECT * FROM mailing_list_members WHERE list_id = ? AND email = ?'
	).get( listId, email ) as MailingListMemberRow | undefined;
}

export function saveListMember(
	db: Db,
	member: Omit< MailingListMemberRow, 'id' >
): void {
	stmt(
		db,
		`INSERT INTO mailing_list_members ( list_id, email, status, interests, merge_fields, created )
		VALUES ( @list_id, @email, @status, @interests, @merge_fields, @created )
		ON CONFLICT ( list_id, email ) DO UPDATE SET
			status = excluded.status, interests = excluded.interests, merge_fields = excluded.merge_fields`
	).run( member );
}

export function listMembersOf(
	db: Db,
	listId: string
): MailingListMemberRow[] {
	return stmt(
		db,
		'SELECT * FROM mailing_list_members WHERE list_id = ? ORDER BY id'
	).all( listId ) as MailingListMemberRow[];
}

/**
 * The CRM's contacts (table `crm_contacts`, migration 9), one per e-mail address: writing an
 * address that is already there updates its contact (a new name only when one is given, the latest
 * fields and source).
 */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

export interface CrmContactInput {
	email: string;
	name: string;
	fields: Record< string, string >;
	source: string;
}

export interface CrmContact extends CrmContactInput {
	id: number;
	created: string;
	updated: string;
}

/** Adds the contact (its address already normalised), or updates the one with its address; `now` is ISO 8601. */
export function upsertCrmContact(
	db: Db,
	contact: CrmContactInput,
	now: string
): void {
	stmt(
		db,
		`INSERT INTO crm_contacts ( email, name, fields, source, created, updated )
		VALUES ( ?, ?, ?, ?, ?, ? )
		ON CONFLICT ( email ) DO UPDATE SET
			name = CASE WHEN excluded.name = '' THEN crm_contacts.name ELSE excluded.name END,
			fields = excluded.fields, source = excluded.source, updated = excluded.updated`
	).run(
		contact.email,
		contact.name,
		JSON.stringify( contact.fields ),
		contact.source,
		now,
		now
	);
}

export function listCrmContacts( db: Db ): CrmContact[] {
	const rows = stmt(
		db,
		'SELECT id, email, name, fields, source, created, updated FROM crm_contacts ORDER BY id'
	).all() as ( Omit< CrmContact, 'fields' > & { fields: string } )[];
	return rows.map( ( row ) => ( {
		...row,
		fields: JSON.parse( row.fields ) as Record< string, string >,
	} ) );
}

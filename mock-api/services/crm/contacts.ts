/**
 * The CRM's contacts, and the two calls the form submission pipeline makes: whether submissions
 * should reach the CRM at all, and adding the person who submitted as a contact. Like Jetpack CRM,
 * a contact is keyed by e-mail address: a second submission from the same address updates the
 * contact (name, latest fields) instead of creating a duplicate.
 */
import type { Db } from '../../store/db';
import { stmt } from '../../store/statements';
import { getCrmState, supportsForms } from './state';

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

/** Installed, active, at least 3.0.19, with the Jetpack Forms extension enabled. */
export function crmFormsIntegrationActive( db: Db ): boolean {
	const crm = getCrmState( db );
	return (
		crm.installed &&
		crm.active &&
		supportsForms( crm.version ) &&
		crm.formsExtensionEnabled
	);
}

export function addCrmContact( db: Db, contact: CrmContactInput ): void {
	const email = contact.email.trim().toLowerCase();
	if ( email === '' ) {
		return;
	}
	const now = new Date().toISOString();
	stmt(
		db,
		`INSERT INTO crm_contacts ( email, name, fields, source, created, updated )
		VALUES ( ?, ?, ?, ?, ?, ? )
		ON CONFLICT ( email ) DO UPDATE SET
			name = CASE WHEN excluded.name = '' THEN crm_contacts.name ELSE excluded.name END,
			fields = excluded.fields, source = excluded.source, updated = excluded.updated`
	).run(
		email,
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

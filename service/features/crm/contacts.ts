/**
 * The two calls the form submission pipeline makes to the CRM: whether submissions should reach
 * it at all, and adding the person who submitted as a contact. Like Jetpack CRM, a contact is keyed
 * by e-mail address: a second submission from the same address updates the contact (name, latest
 * fields) instead of creating a duplicate.
 */
import type { Db } from '../../../platform/store/db';
import {
	upsertCrmContact,
	type CrmContactInput,
} from '../../store/crm-contacts';
import { getCrmState, supportsForms } from './state';

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
	upsertCrmContact( db, { ...contact, email }, new Date().toISOString() );
}

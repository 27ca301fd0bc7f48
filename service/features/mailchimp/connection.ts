/**
 * The site's Mailchimp connection, as WordPress.com keeps it: the keyring connection of the
 * Mailchimp account and the list (audience) new sign-ups join, in the option `tessera_mailchimp`.
 * It counts as connected only while that keyring connection still exists.
 */
import type { Db } from '../../../platform/store/db';
import { getKeyringConnection } from '../../../platform/store/keyring';
import { getOption, updateOption } from '../../../platform/store/options';
import { accountLists } from '../../stand-ins/mailchimp/provider';

const OPTION = 'tessera_mailchimp';

export interface MailchimpConnection {
	keyringId: number;
	accountId: string;
	listId: string;
}

export function mailchimpConnection( db: Db ): MailchimpConnection | null {
	const stored = getOption< {
		keyring_id?: unknown;
		follower_list_id?: unknown;
	} >( db, OPTION, {} );
	const keyringId = Number( stored.keyring_id );
	const listId =
		typeof stored.follower_list_id === 'string'
			? stored.follower_list_id
			: '';
	const keyring = Number.isSafeInteger( keyringId )
		? getKeyringConnection( db, keyringId )
		: undefined;
	if ( ! keyring || keyring.service !== 'mailchimp' || ! listId ) {
		return null;
	}
	const accountId = keyring.external_user_id;
	return accountLists( accountId ).some( ( list ) => list.id === listId )
		? { keyringId, accountId, listId }
		: null;
}

export function saveMailchimpConnection(
	db: Db,
	keyringId: number,
	listId: string
): void {
	updateOption( db, OPTION, {
		keyring_id: keyringId,
		follower_list_id: listId,
	} );
}

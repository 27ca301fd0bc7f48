import type { AppContext } from '../../../platform/context';
import { listKeyringConnections } from '../../../platform/store/keyring';
import { prepareConnection } from '../../stand-ins/keyring/provider';
import type { ExternalMediaAccount } from '../../../shared/external-media/types';
import { authorizationRequired } from './errors';

/** The user's Google Photos account (their newest keyring connection), or authorization_required. */
export function googlePhotosAccount(
	ctx: AppContext,
	userId: number,
	origin: string
): ExternalMediaAccount {
	const [ row ] = listKeyringConnections( ctx.db, userId, 'google_photos' )
		.slice()
		.sort( ( a, b ) => b.id - a.id );
	if ( ! row ) {
		throw authorizationRequired();
	}
	const connection = prepareConnection( row, origin );
	return {
		image: connection.external_profile_picture,
		name: connection.external_display,
	};
}

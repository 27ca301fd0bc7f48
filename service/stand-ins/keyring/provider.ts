import { randomBytes } from 'node:crypto';
import type {
	KeyringConnection,
	KeyringPopupMessage,
	KeyringServiceInfo,
} from '../../../shared/keyring/types';
import { mysqlGmt } from '../../../platform/content/dates';
import type {
	KeyringConnectionRow,
	NewKeyringConnection,
} from '../../../platform/store/keyring';
import {
	KEYRING_SERVICES,
	isKeyringService,
	type KeyringServiceName,
} from './services';

/** The token a service hands back on approval: opaque to the site, 32 random bytes. */
export function newIdToken(): string {
	return randomBytes( 32 ).toString( 'base64url' );
}

/** What approving the authorization page stores: the service's fixture account for this user. */
export function approvedConnection(
	service: KeyringServiceName,
	userId: number,
	idToken: string,
	now: Date = new Date()
): NewKeyringConnection {
	const { account } = KEYRING_SERVICES[ service ];
	return {
		user_id: userId,
		service,
		external_user_id: account.externalId,
		external_display_name: account.displayName,
		external_profile_picture: account.picturePath,
		id_token: idToken,
		created: mysqlGmt( now ),
	};
}

/** A path on this site as an absolute URL; anything else as it is. */
function absolute( path: string, origin: string ): string {
	return path.startsWith( '/' ) ? origin + path : path;
}

function serviceLabel( service: string ): string {
	return isKeyringService( service )
		? KEYRING_SERVICES[ service ].label
		: service;
}

/** A stored connection in the REST shape (WordPress.com's keyring connection fields). */
export function prepareConnection(
	row: KeyringConnectionRow,
	origin: string
): KeyringConnection {
	return {
		ID: row.id,
		service: row.service,
		label: serviceLabel( row.service ),
		issued: row.created,
		user_ID: row.user_id,
		external_ID: row.external_user_id,
		external_display: row.external_display_name,
		external_profile_picture: absolute(
			row.external_profile_picture,
			origin
		),
	};
}

/** A service in the REST shape, with the address of its authorization page. */
export function prepareService(
	service: KeyringServiceName,
	origin: string
): KeyringServiceInfo {
	return {
		ID: service,
		label: KEYRING_SERVICES[ service ].label,
		connect_URL: `${ origin }/keyring/connect/${ service }`,
	};
}

/** The message the authorization popup posts to the editor once a connection is stored. */
export function popupMessage(
	row: KeyringConnectionRow,
	origin: string
): KeyringPopupMessage {
	const connection = prepareConnection( row, origin );
	return {
		keyring_id: row.id,
		id_token: row.id_token,
		user: {
			external_ID: connection.external_ID,
			external_display: connection.external_display,
			external_profile_picture: connection.external_profile_picture,
		},
	};
}

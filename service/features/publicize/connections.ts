import type { AppContext } from '../../../platform/context';
import type { PublicizeConnection } from '../../../shared/publicize/types';
import {
	listKeyringConnections,
	type KeyringConnectionRow,
} from '../../../platform/store/keyring';
import {
	SOCIAL_NETWORKS,
	isSocialNetwork,
	type SocialNetwork,
} from '../../stand-ins/social-networks/networks';
import {
	NetworkError,
	verifyCredentials,
} from '../../stand-ins/social-networks/provider';

/** A user's keyring connections to the networks posts are shared to. */
export function networkConnections(
	ctx: AppContext,
	userId: number
): Array< KeyringConnectionRow & { service: SocialNetwork } > {
	return listKeyringConnections( ctx.db, userId ).filter(
		( row ): row is KeyringConnectionRow & { service: SocialNetwork } =>
			isSocialNetwork( row.service )
	);
}

function absolute( path: string, origin: string ): string {
	return path.startsWith( '/' ) ? origin + path : path;
}

/**
 * One connection with the result of asking its network whether the token still works. A
 * revoked token can be refreshed by connecting again in a popup, except LinkedIn's, which must
 * be reauthenticated from the Sharing settings; a suspended account cannot be fixed from here
 * and only shows the network's message.
 */
export function testedConnection(
	ctx: AppContext,
	row: KeyringConnectionRow & { service: SocialNetwork },
	origin: string
): PublicizeConnection {
	const label = SOCIAL_NETWORKS[ row.service ].label;
	const base: PublicizeConnection = {
		id: String( row.id ),
		connection_id: String( row.id ),
		display_name: row.external_display_name,
		profile_display_name: row.external_display_name,
		profile_picture: absolute( row.external_profile_picture, origin ),
		service_name: row.service,
		enabled: true,
		toggleable: true,
		done: false,
		test_success: true,
		test_message: '',
		can_refresh: false,
		refresh_url: '',
		refresh_text: '',
	};
	try {
		verifyCredentials( ctx.db, {
			service: row.service,
			externalId: row.external_user_id,
			idToken: row.id_token,
		} );
		return base;
	} catch ( error ) {
		if ( ! ( error instanceof NetworkError ) ) {
			throw error;
		}
		const revoked = error.status === 401 || error.code === '190';
		if ( revoked && row.service === 'linkedin' ) {
			return {
				...base,
				toggleable: false,
				test_success: 'must_reauth',
				test_message: error.message,
			};
		}
		return {
			...base,
			toggleable: false,
			test_success: false,
			test_message: `${ label }: ${ error.message }`,
			can_refresh: revoked,
			refresh_url: revoked
				? `${ origin }/keyring/connect/${ row.service }`
				: '',
			refresh_text: revoked ? `Refresh ${ label } connection` : '',
		};
	}
}

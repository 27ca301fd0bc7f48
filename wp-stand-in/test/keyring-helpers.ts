import type { Client, TestSite } from './helpers';
import {
	networkAppSecret,
	revocationSignature,
} from '../../service/stand-ins/social-networks/revocation-signature';

export const CONNECT_PATH = '/keyring/connect/google_photos';

/** Posts the authorization page's form as a browser would (urlencoded, with its cookie). */
export function postDecision(
	client: Client,
	path: string,
	fields: Record< string, string >
) {
	return client.request( 'POST', path, {
		payload: new URLSearchParams( fields ).toString(),
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		nonce: false,
	} );
}

/** The nonce the authorization page printed in its form. */
export async function pageNonce( client: Client, path: string ) {
	const page = await client.get( path );
	return /name="_wpnonce" value="([0-9a-f]+)"/.exec( page.body )![ 1 ];
}

/** Connects a service as a person does: opens the page, then Approve. Returns the keyring id. */
export async function connect(
	client: Client,
	service = 'google_photos'
): Promise< number > {
	const path = `/keyring/connect/${ service }`;
	const response = await postDecision( client, path, {
		_wpnonce: await pageNonce( client, path ),
		decision: 'approve',
	} );
	const match = /"keyring_id":(\d+)/.exec( response.body );
	if ( response.statusCode !== 200 || ! match ) {
		throw new Error( `Connecting ${ service } failed: ${ response.body }` );
	}
	return Number( match[ 1 ] );
}

export function countConnections( site: TestSite, userId?: number ): number {
	return userId === undefined
		? site.count( 'SELECT COUNT(*) AS n FROM keyring_connections' )
		: site.count(
				'SELECT COUNT(*) AS n FROM keyring_connections WHERE user_id = ?',
				userId
			);
}

/** The account holder removes the site's access at the network: the network's signed notice. */
export function revokeAtNetwork(
	site: TestSite,
	service: string,
	externalId: string,
	reason: string
) {
	return site.anonymous.post(
		`/social-networks/${ service }/users/${ externalId }/revoke`,
		{ reason },
		{
			headers: {
				'x-network-signature': revocationSignature(
					networkAppSecret( site.db ),
					service,
					externalId,
					reason
				),
			},
		}
	);
}

/**
 * The networks' "remove the site's access" notice needs the network's signature: a page that
 * merely knows an account id cannot break the site's sharing connections.
 */
import { createSite, type TestSite } from './helpers';
import { connect } from './keyring-helpers';
import {
	networkAppSecret,
	revocationSignature,
} from '../../service/stand-ins/social-networks/revocation-signature';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( () => site.close() );

const ACCOUNT = '/social-networks/twitter/users/1298374650192837465/revoke';

function revoke( reason: string, signature?: string ) {
	return site.anonymous.post(
		ACCOUNT,
		{ reason },
		signature ? { headers: { 'x-network-signature': signature } } : {}
	);
}

const revocations = () =>
	site.count( 'SELECT COUNT(*) AS n FROM social_network_revocations' );

it( 'refuses an unsigned or wrongly signed revocation, and takes a signed one', async () => {
	await connect( await site.as( 'author' ), 'twitter' );
	const secret = networkAppSecret( site.db );
	const sign = ( reason: string, key = secret, id = '1298374650192837465' ) =>
		revocationSignature( key, 'twitter', id, reason );
	const refused = [
		await revoke( 'revoked' ),
		await revoke( 'revoked', 'sha256=' + '0'.repeat( 64 ) ),
		await revoke( 'revoked', sign( 'revoked', 'another secret' ) ),
		// Signed for another reason or account.
		await revoke( 'revoked', sign( 'suspended' ) ),
		await revoke( 'revoked', sign( 'revoked', secret, '1' ) ),
	];
	expect(
		refused.map( ( response ) => [
			response.statusCode,
			response.json().code,
		] )
	).toStrictEqual( Array( 5 ).fill( [ 401, 'invalid_signature' ] ) );
	expect( revocations() ).toBe( 0 );
	const signed = await revoke( 'revoked', sign( 'revoked' ) );
	expect( [ signed.statusCode, revocations() ] ).toStrictEqual( [ 200, 1 ] );
} );

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { revokeSocialNetworkTokens } from '../../store/social-networks';
import { isSocialNetwork, type SocialNetwork } from './networks';
import { accountPosts } from './provider';
import { SIGNATURE_HEADER, revocationSigned } from './revocation-signature';

const BASE = '/social-networks';
const ACCOUNT_ID = /^[A-Za-z0-9:_-]{1,64}$/;
const REASONS = [ 'revoked', 'suspended' ] as const;

interface AccountParams {
	service: string;
	externalId: string;
}

function badRequest( reply: FastifyReply, message: string ) {
	return reply
		.code( 400 )
		.send( { code: 'invalid_request', message, data: { status: 400 } } );
}

function account(
	params: AccountParams
): { service: SocialNetwork; externalId: string } | undefined {
	return isSocialNetwork( params.service ) &&
		ACCOUNT_ID.test( params.externalId )
		? { service: params.service, externalId: params.externalId }
		: undefined;
}

/**
 * The networks' side a person (or a test) reaches directly: an account's timeline, as the
 * network shows it (`GET /social-networks/<service>/users/<id>/posts`, newest first), and the
 * account owner revoking the site's access in the network's settings
 * (`POST .../revoke`, `reason=revoked|suspended`, signed by the network: `revocation-signature.ts`),
 * after which every token issued so far is refused until the user connects again.
 */
export function registerSocialNetworkPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.get< { Params: AccountParams } >(
		`${ BASE }/:service/users/:externalId/posts`,
		( request, reply ) => {
			const found = account( request.params );
			if ( ! found ) {
				return badRequest( reply, 'Unknown network or account.' );
			}
			return reply.header( 'Cache-Control', 'no-store' ).send( {
				data: accountPosts( ctx.db, found.service, found.externalId ),
			} );
		}
	);
	app.post< { Params: AccountParams; Body: { reason?: unknown } } >(
		`${ BASE }/:service/users/:externalId/revoke`,
		( request, reply ) => {
			const found = account( request.params );
			const reason = request.body?.reason ?? 'revoked';
			if ( ! found ) {
				return badRequest( reply, 'Unknown network or account.' );
			}
			if (
				! REASONS.includes( reason as ( typeof REASONS )[ number ] )
			) {
				return badRequest(
					reply,
					'reason must be revoked or suspended.'
				);
			}
			if (
				! revocationSigned(
					ctx.db,
					request.headers[ SIGNATURE_HEADER ],
					found.service,
					found.externalId,
					String( reason )
				)
			) {
				return reply.code( 401 ).send( {
					code: 'invalid_signature',
					message: 'The request is not signed by the network.',
					data: { status: 401 },
				} );
			}
			const revoked = revokeSocialNetworkTokens(
				ctx.db,
				found.service,
				found.externalId,
				reason as ( typeof REASONS )[ number ]
			);
			return reply.send( { revoked } );
		}
	);
}

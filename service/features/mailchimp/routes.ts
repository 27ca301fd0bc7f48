/**
 * WordPress.com's Mailchimp endpoints for the mailing-list sign-up block, and its visitor side.
 *
 * - `GET /wpcom/v2/mailchimp` (users who may edit posts): `{ code, connect_url }`, `code`
 *   `connected` when the site has a Mailchimp account and audience, else `not_connected`.
 * - `GET /wpcom/v2/mailchimp/groups`: `{ interest_categories, total_items }` of the audience
 *   (each category with its `interests`, `{ id, name }`); 404 `mailchimp_not_connected` before
 *   a connection exists.
 * - `GET|POST /tessera-mailchimp/connect`: the connection screen `connect_url` opens (signed-in
 *   users who may manage options).
 * - `POST /tessera-mailchimp/subscribe` (`email`, `post_id`, `form`): a visitor joins the list.
 *   With `Accept: application/json` the answer is `{ code: 'success' }` or WordPress's error
 *   shape; otherwise 303 back to the post with `?tessera-mailchimp=success|error`.
 */
import { randomBytes } from 'node:crypto';
import { __ } from '@wordpress/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { userCan } from '../../../platform/auth/capabilities';
import {
	nonceFor,
	nonceValid,
	requireUser,
} from '../../../platform/auth/page-auth';
import { postLink } from '../../../platform/content/permalinks';
import { getSetting } from '../../../platform/content/settings';
import { adminDie } from '../../../platform/render/admin-reply';
import { inLocale } from '../../../platform/render/locale-strings';
import { getPost } from '../../../platform/store/posts';
import {
	listKeyringConnections,
	saveKeyringConnection,
} from '../../../platform/store/keyring';
import {
	approvedConnection,
	newIdToken,
} from '../../stand-ins/keyring/provider';
import { KEYRING_SERVICES } from '../../stand-ins/keyring/services';
import {
	accountLists,
	interestCategories,
} from '../../stand-ins/mailchimp/provider';
import {
	SIGNUP_ACTION,
	SIGNUP_QUERY_ARG,
	signupElementId,
} from '../../../extensions/blocks/mailchimp/server';
import { takeSubmission } from '../visitor-submissions/rate-limit';
import { mailchimpConnection, saveMailchimpConnection } from './connection';
import { authorizePage, chooseListPage, connectedPage } from './connect-page';
import { joinList, type SignupOutcome } from './subscribe';

const CONNECT_PATH = '/tessera-mailchimp/connect';
const NONCE_ACTION = 'tessera-mailchimp-connect';

export function registerMailchimpRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	const editors = requireCapability( 'edit_posts' );
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/mailchimp',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: editors,
				handler: ( request ) => ( {
					data: {
						code: mailchimpConnection( ctx.db )
							? 'connected'
							: 'not_connected',
						connect_url: `${ request.origin }${ CONNECT_PATH }`,
					},
				} ),
			},
		],
	} );
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/mailchimp/groups',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: editors,
				handler: () => {
					const connection = mailchimpConnection( ctx.db );
					if ( ! connection ) {
						throw new RestError(
							'mailchimp_not_connected',
							'This site is not connected to Mailchimp.',
							404
						);
					}
					const answer = interestCategories( connection.listId );
					if ( ! answer.ok ) {
						throw new RestError(
							'mailchimp_error',
							answer.problem.detail,
							answer.problem.status
						);
					}
					return {
						data: {
							interest_categories: answer.body.map(
								( category ) => ( {
									list_id: connection.listId,
									id: category.id,
									title: category.title,
									type: category.type,
									interests: category.interests,
								} )
							),
							total_items: answer.body.length,
						},
					};
				},
			},
		],
	} );
}

const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function sendPage( reply: FastifyReply, html: string, scriptNonce?: string ) {
	return reply
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', 'no-store' )
		.header( 'X-Frame-Options', 'DENY' )
		.header(
			'Content-Security-Policy',
			PAGE_POLICY +
				( scriptNonce ? `; script-src 'nonce-${ scriptNonce }'` : '' )
		)
		.send( html );
}

function wantsJson( request: FastifyRequest ): boolean {
	return /\bapplication\/json\b/.test(
		String( request.headers.accept ?? '' )
	);
}

function formFields( request: FastifyRequest ): Record< string, unknown > {
	return request.body &&
		typeof request.body === 'object' &&
		! Array.isArray( request.body )
		? ( request.body as Record< string, unknown > )
		: {};
}

function whole( value: unknown, digits: number ): number | null {
	return typeof value === 'string' &&
		new RegExp( `^\\d{1,${ digits }}$` ).test( value )
		? Number( value )
		: null;
}

function signupOutcome(
	ctx: AppContext,
	request: FastifyRequest,
	postId: number | null,
	index: number | null,
	email: unknown
): SignupOutcome {
	if ( postId === null || index === null ) {
		return {
			ok: false,
			status: 404,
			code: 'mailchimp_signup_not_found',
			message: __(
				'This sign-up form is not on a published post.',
				'tessera'
			),
		};
	}
	if ( ! takeSubmission( ctx.db, `mailchimp:${ request.ip }` ) ) {
		return {
			ok: false,
			status: 429,
			code: 'too_many_requests',
			message: __(
				'Too many sign-ups from your address; try again in a minute.',
				'tessera'
			),
		};
	}
	return joinList( ctx.db, { postId, index, email } );
}

export function registerMailchimpPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const connectScreen = async (
		request: FastifyRequest,
		reply: FastifyReply
	) => {
		const user = requireUser( request, reply );
		if ( ! user ) {
			return reply;
		}
		if ( ! userCan( user, 'manage_options' ) ) {
			return adminDie(
				reply,
				403,
				'Sorry, you are not allowed to manage the Mailchimp connection of this site.'
			);
		}
		const account = KEYRING_SERVICES.mailchimp.account;
		if ( request.method === 'POST' ) {
			const sent = formFields( request );
			if ( ! nonceValid( ctx, request, NONCE_ACTION, sent._wpnonce ) ) {
				return adminDie(
					reply,
					403,
					'The link you followed has expired.'
				);
			}
			if ( sent.step === 'authorize' ) {
				saveKeyringConnection(
					ctx.db,
					approvedConnection( 'mailchimp', user.id, newIdToken() )
				);
			} else if ( sent.step === 'list' ) {
				const keyring = listKeyringConnections(
					ctx.db,
					user.id,
					'mailchimp'
				).at( -1 );
				const list = keyring
					? accountLists( keyring.external_user_id ).find(
							( candidate ) => candidate.id === sent.list_id
						)
					: undefined;
				if ( ! keyring || ! list ) {
					return adminDie(
						reply,
						400,
						'Please choose one of the audiences of your Mailchimp account.'
					);
				}
				saveMailchimpConnection( ctx.db, keyring.id, list.id );
				const scriptNonce = randomBytes( 16 ).toString( 'base64' );
				return sendPage(
					reply,
					connectedPage( list.name, scriptNonce ),
					scriptNonce
				);
			} else {
				return adminDie( reply, 400, 'Unknown step.' );
			}
		}
		const nonce = nonceFor( ctx, request, NONCE_ACTION );
		const keyring = listKeyringConnections(
			ctx.db,
			user.id,
			'mailchimp'
		).at( -1 );
		if ( ! keyring ) {
			return sendPage(
				reply,
				authorizePage( account.displayName, nonce )
			);
		}
		return sendPage(
			reply,
			chooseListPage(
				keyring.external_display_name,
				accountLists( keyring.external_user_id ),
				mailchimpConnection( ctx.db )?.listId ?? '',
				nonce
			)
		);
	};
	app.get( CONNECT_PATH, connectScreen );
	app.post( CONNECT_PATH, connectScreen );

	// A visitor of the site's pages gets its answers in the site's language.
	app.post( SIGNUP_ACTION, ( request, reply ) =>
		inLocale( getSetting( ctx.db, 'language' ), () => {
			const sent = formFields( request );
			const postId = whole( sent.post_id, 12 );
			const index = whole( sent.form, 4 );
			const outcome = signupOutcome(
				ctx,
				request,
				postId,
				index,
				sent.email
			);
			reply.header( 'Cache-Control', 'no-store' );
			if ( wantsJson( request ) ) {
				return outcome.ok
					? reply.send( { code: 'success' } )
					: reply.code( outcome.status ).send( {
							code: outcome.code,
							message: outcome.message,
							data: { status: outcome.status },
						} );
			}
			const post =
				postId === null ? undefined : getPost( ctx.db, postId );
			const back = new URL(
				post && post.post_status === 'publish'
					? postLink( request.origin, post )
					: `${ request.origin }/`
			);
			back.searchParams.set(
				SIGNUP_QUERY_ARG,
				outcome.ok ? 'success' : 'error'
			);
			if ( postId !== null && index !== null ) {
				back.hash = signupElementId( postId, index );
			}
			return reply.redirect(
				`${ back.pathname }${ back.search }${ back.hash }`,
				303
			);
		} )
	);
}

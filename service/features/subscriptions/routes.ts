/**
 * The site's subscriptions to new posts.
 *
 * - `GET /wpcom/v2/subscribers/count` (anyone who may edit posts): `{ count }`, the confirmed
 *   subscribers, as WordPress.com answers the subscription form's editor.
 * - `POST /tessera-subscribe` (`email`, `post_id`, `form_id`): the visitor's form, no script
 *   needed. Answers 303 back to the post with `?subscribe=<outcome>` at the form.
 * - `GET /tessera-subscribe/confirm?email&token`: the signed link of the confirmation message.
 * - `GET /tessera-subscribe/unsubscribe?email&token` shows a button; `POST` to the same address
 *   (also the one-click unsubscribe of mail programs) ends the subscription.
 *
 * Not under /wp-json: a visitor's plain form post carries no REST nonce.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { __, sprintf } from '@wordpress/i18n';

import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { requireCapability } from '../../../platform/rest/errors';
import { postLink } from '../../../platform/content/permalinks';
import { getSetting } from '../../../platform/content/settings';
import { inLocale } from '../../../platform/render/locale-strings';
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import { getPost } from '../../../platform/store/posts';
import { countConfirmedSubscribers } from '../../../platform/store/site-subscribers';
import {
	SUBSCRIBE_ACTION,
	OUTCOME_QUERY_ARG,
} from '../../../extensions/blocks/subscriptions/server';
import { takeSubmission } from '../visitor-submissions/rate-limit';
import { subscriptionPage } from './page';
import { followLink, subscribe } from './subscribe';

export function registerSubscriberCountRoute(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/subscribers/count',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: requireCapability(
					'edit_posts',
					'rest_forbidden',
					'Sorry, you are not allowed to do that.'
				),
				handler: () => ( {
					data: { count: countConfirmedSubscribers( ctx.db ) },
				} ),
			},
		],
	} );
}

function fields( request: FastifyRequest ): Record< string, unknown > {
	const body =
		request.body &&
		typeof request.body === 'object' &&
		! Array.isArray( request.body )
			? ( request.body as Record< string, unknown > )
			: {};
	return { ...( request.query as Record< string, unknown > ), ...body };
}

/** Where the form returns: the published post holding it, else the home page. */
function returnAddress(
	ctx: AppContext,
	origin: string,
	postId: unknown
): URL {
	const id =
		typeof postId === 'string' && /^\d{1,12}$/.test( postId )
			? Number( postId )
			: 0;
	const post = id ? getPost( ctx.db, id ) : undefined;
	return new URL(
		post && post.post_status === 'publish' && ! post.post_password
			? postLink( origin, post )
			: `${ origin }/`
	);
}

interface PageText {
	heading: string;
	message: string;
	/** HTML after the message. */
	extra?: string;
}

/**
 * A subscription page in the site's language: `text` is asked for inside it, so its `__()` calls
 * answer in that language.
 */
function page(
	ctx: AppContext,
	reply: FastifyReply,
	status: number,
	text: () => PageText
) {
	const locale = getSetting( ctx.db, 'language' );
	const html = inLocale( locale, () => {
		const { heading, message, extra } = text();
		return subscriptionPage(
			getSetting( ctx.db, 'title' ),
			locale,
			heading,
			message,
			extra
		);
	} );
	return reply
		.code( status )
		.header( 'Cache-Control', 'no-store' )
		.type( 'text/html; charset=utf-8' )
		.send( html );
}

const badLink = () =>
	__(
		'This link is not valid. It may have been cut short by your mail program; try opening it again from the message.',
		'tessera'
	);

export function registerSubscriptionPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.post( SUBSCRIBE_ACTION, async ( request, reply ) => {
		const sent = fields( request );
		const back = returnAddress( ctx, request.origin, sent.post_id );
		const outcome = takeSubmission( ctx.db, `subscribe:${ request.ip }` )
			? await subscribe( ctx, sent.email )
			: 'busy';
		back.searchParams.set( OUTCOME_QUERY_ARG, outcome );
		if (
			typeof sent.form_id === 'string' &&
			/^subscribe-blog-\d{1,4}$/.test( sent.form_id )
		) {
			back.hash = sent.form_id;
		}
		return reply
			.header( 'Cache-Control', 'no-store' )
			.redirect(
				`${ back.pathname }${ back.search }${ back.hash }`,
				303
			);
	} );

	app.get( `${ SUBSCRIBE_ACTION }/confirm`, async ( request, reply ) => {
		const sent = fields( request );
		return followLink( ctx, 'confirm', sent.email, sent.token )
			? page( ctx, reply, 200, () => ( {
					heading: __( 'Subscription confirmed', 'tessera' ),
					message: __(
						'Thanks! You will get an e-mail for each new post.',
						'tessera'
					),
				} ) )
			: page( ctx, reply, 400, () => ( {
					heading: __( 'Subscription not confirmed', 'tessera' ),
					message: badLink(),
				} ) );
	} );

	app.get( `${ SUBSCRIBE_ACTION }/unsubscribe`, async ( request, reply ) => {
		const sent = fields( request );
		const email = String( sent.email ?? '' );
		return page( ctx, reply, 200, () => ( {
			heading: __( 'Unsubscribe', 'tessera' ),
			message: sprintf(
				/* translators: %s: the subscriber's e-mail address. */
				__( 'Stop e-mails about new posts to %s?', 'tessera' ),
				email
			),
			extra: `<form method="post"${ htmlAttributes( {
				action: `${ SUBSCRIBE_ACTION }/unsubscribe`,
			} ) }><input${ htmlAttributes( { type: 'hidden', name: 'email', value: email } ) }><input${ htmlAttributes(
				{
					type: 'hidden',
					name: 'token',
					value: String( sent.token ?? '' ),
				}
			) }><button type="submit">${ escapeHtml(
				__( 'Unsubscribe', 'tessera' )
			) }</button></form>`,
		} ) );
	} );

	app.post( `${ SUBSCRIBE_ACTION }/unsubscribe`, async ( request, reply ) => {
		const sent = fields( request );
		return followLink( ctx, 'unsubscribe', sent.email, sent.token )
			? page( ctx, reply, 200, () => ( {
					heading: __( 'Unsubscribed', 'tessera' ),
					message: __(
						'You will not get e-mails about new posts any more.',
						'tessera'
					),
				} ) )
			: page( ctx, reply, 400, () => ( {
					heading: __( 'Not unsubscribed', 'tessera' ),
					message: badLink(),
				} ) );
	} );
}

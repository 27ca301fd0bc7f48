import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { escapeHtml } from '../../../shared/server-render/html';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlPageSender } from '../html-page';
import { addSubscriber, REVUE_ORIGIN, STAND_IN_BASE } from './provider';

const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
const send = htmlPageSender( PAGE_POLICY );

function page(
	reply: FastifyReply,
	status: number,
	title: string,
	message: string
) {
	return send(
		reply,
		`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${ escapeHtml( title ) } | Revue</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32em;margin:4em auto;padding:0 1em}</style></head><body><main><h1>${ escapeHtml(
			title
		) }</h1><p>${ escapeHtml( message ) }</p></main></body></html>`,
		status
	);
}

/**
 * Revue's add-subscriber form target under STAND_IN_BASE, and the service host that maps
 * `https://www.getrevue.co` to it.
 */
export function registerRevuePages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( REVUE_ORIGIN, STAND_IN_BASE );
	app.post(
		`${ STAND_IN_BASE }/profile/:username/add_subscriber`,
		async ( request, reply ) => {
			const { username } = request.params as { username: string };
			const form =
				request.body && typeof request.body === 'object'
					? ( request.body as Record< string, unknown > )
					: {};
			const answer = addSubscriber( ctx.db, username, form );
			if ( answer.status === 404 ) {
				return page(
					reply,
					404,
					'Not found',
					'This profile does not exist.'
				);
			}
			if ( answer.status === 422 ) {
				return page(
					reply,
					422,
					'Something went wrong',
					answer.message
				);
			}
			return page(
				reply,
				200,
				`Thanks for subscribing to ${ answer.profile.name }!`,
				`We sent a message to ${ answer.email }. Please confirm your subscription by clicking the link in it.`
			);
		}
	);
}

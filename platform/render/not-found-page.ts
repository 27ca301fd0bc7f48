import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { getSettings } from '../content/settings';
import { sendThemePage } from './theme-reply';

/** The theme's 404 page: what a visitor gets for any address that shows nothing. */
export function sendNotFoundPage(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply
) {
	return sendThemePage(
		ctx,
		request,
		reply,
		{
			title: `Page not found - ${ getSettings( ctx.db ).title }`,
			bodyClass: 'error404',
			list: {
				heading: 'Nothing here',
				articles: [],
				empty: 'It looks like nothing was found at this location.',
			},
		},
		[],
		404
	);
}

/** Unknown URLs outside the REST API get the theme's 404 page. */
export function notFoundPage( ctx: AppContext ) {
	return ( request: FastifyRequest, reply: FastifyReply ) =>
		sendNotFoundPage( ctx, request, reply );
}

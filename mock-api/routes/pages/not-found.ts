import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { createVisitorRenderer } from './visitor-renderer';

/** Unknown URLs outside the REST API get the theme's 404 page. */
export function notFoundPage( ctx: AppContext ) {
	const pages = createVisitorRenderer( ctx );
	return ( request: FastifyRequest, reply: FastifyReply ) =>
		pages.notFound( request, reply );
}

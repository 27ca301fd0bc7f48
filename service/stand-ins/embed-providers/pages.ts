import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { STAND_IN_BASE, mediaOf } from './providers';

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

function poster( colour: string ): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640"><rect width="640" height="640" fill="${ htmlSpecialChars(
		colour
	) }"/><circle cx="320" cy="300" r="150" fill="#ffffff" opacity="0.3"/></svg>`;
}

/** The pictures and player pages the providers' embeds load (Loom's player, SmartFrame's frame). */
export function registerEmbedProviderPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	app.get< { Params: { provider: string; file: string } } >(
		`${ STAND_IN_BASE }/picture/:provider/:file`,
		( request, reply ) => {
			const media = mediaOf(
				request.params.provider,
				request.params.file.replace( /\.svg$/, '' )
			);
			return media
				? reply.type( 'image/svg+xml' ).send( poster( media.colour ) )
				: reply.code( 404 ).type( 'text/plain' ).send( 'Not Found' );
		}
	);
	app.get< { Params: { provider: string; id: string } } >(
		`${ STAND_IN_BASE }/player/:provider/:id`,
		( request, reply ) => {
			const media = mediaOf( request.params.provider, request.params.id );
			if ( ! media ) {
				return reply
					.code( 404 )
					.type( 'text/plain' )
					.send( 'Not Found' );
			}
			return reply
				.type( 'text/html; charset=utf-8' )
				.header( 'Content-Security-Policy', PAGE_POLICY )
				.send(
					`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>${ htmlSpecialChars(
						media.title
					) }</title><style>html,body{margin:0;height:100%;background:${ htmlSpecialChars(
						media.colour
					) };color:#fff;font:600 20px system-ui,sans-serif;display:flex;align-items:center;justify-content:center;text-align:center}</style></head><body><h1>${ htmlSpecialChars(
						media.title
					) }</h1></body></html>`
				);
		}
	);
}

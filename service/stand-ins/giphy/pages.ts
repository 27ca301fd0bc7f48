import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { STAND_IN_BASES, byId, gifFile, gifObject, search } from './provider';

const API = STAND_IN_BASES[ 'https://api.giphy.com' ];
const SITE = STAND_IN_BASES[ 'https://giphy.com' ];
const MEDIA = STAND_IN_BASES[ 'https://media.giphy.com' ];
const ID = /^[A-Za-z0-9]{1,40}$/;

const EMBED_POLICY =
	"default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'";

function queryOf( url: string ): URLSearchParams {
	return new URL( url, 'http://stand-in' ).searchParams;
}

/**
 * Giphy under three stand-in bases: the API (`/v1/gifs/search`, `/v1/gifs/<id>`), the embed
 * page a GIF block frames (`giphy.com/embed/<id>`) and the media files
 * (`media.giphy.com/media/<id>/<rendition>.gif`, every rendition the same small file here).
 */
export function registerGiphyPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	for ( const [ origin, base ] of Object.entries( STAND_IN_BASES ) ) {
		registerServiceHost( origin, base );
	}
	app.get( `${ API }/v1/gifs/search`, ( request, reply ) => {
		const answer = search( queryOf( request.url ) );
		return reply.code( answer.status ).send( answer.body );
	} );
	app.get< { Params: { id: string } } >(
		`${ API }/v1/gifs/:id`,
		( request, reply ) => {
			const answer = byId( request.params.id, queryOf( request.url ) );
			return reply.code( answer.status ).send( answer.body );
		}
	);
	app.get< { Params: { id: string; file: string } } >(
		`${ MEDIA }/media/:id/:file`,
		( request, reply ) => {
			const file = ID.test( request.params.id )
				? gifFile( request.params.id )
				: undefined;
			if ( ! file || ! /^[\w-]+\.gif$/.test( request.params.file ) ) {
				return reply
					.code( 404 )
					.type( 'text/plain' )
					.send( 'Not Found' );
			}
			return reply
				.type( 'image/gif' )
				.header( 'Cache-Control', 'public, max-age=86400' )
				.send( file );
		}
	);
	app.get< { Params: { id: string } } >(
		`${ SITE }/embed/:id`,
		( request, reply ) => {
			const gif = ID.test( request.params.id )
				? gifObject( request.params.id )
				: undefined;
			const body = gif
				? `<img src="${ htmlSpecialChars(
						`${ MEDIA }/media/${ gif.id }/giphy.gif`
					) }" alt="${ htmlSpecialChars( gif.title ) }" />`
				: '<p>Not Found</p>';
			return reply
				.code( gif ? 200 : 404 )
				.type( 'text/html; charset=utf-8' )
				.header( 'Content-Security-Policy', EMBED_POLICY )
				.send(
					`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>${ htmlSpecialChars(
						gif?.title ?? 'Not Found'
					) }</title><style>html,body{margin:0;height:100%;overflow:hidden;background:#121212}img{display:block;width:100%;height:100%;object-fit:contain;image-rendering:pixelated}</style></head><body>${ body }</body></html>`
				);
		}
	);
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import {
	STAND_IN_BASES,
	boardPins,
	findPage,
	pinImage,
	pinsInfo,
} from './provider';
import { pinitScript } from './widget-script';

const SITE = STAND_IN_BASES[ 'https://www.pinterest.com' ];
const ASSETS = STAND_IN_BASES[ 'https://assets.pinterest.com' ];
const WIDGETS = STAND_IN_BASES[ 'https://widgets.pinterest.com' ];
const IMAGES = STAND_IN_BASES[ 'https://i.pinimg.com' ];
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*$/;

/** Widget data as JSON, or as JSONP when a well-formed `callback` is asked for. */
function sendWidget( reply: FastifyReply, url: string, body: unknown ) {
	const callback = new URL( url, 'http://stand-in' ).searchParams.get(
		'callback'
	);
	if ( callback && CALLBACK.test( callback ) && callback.length <= 100 ) {
		return reply
			.type( 'text/javascript; charset=utf-8' )
			.header( 'X-Content-Type-Options', 'nosniff' )
			.send( `/**/ ${ callback }(${ JSON.stringify( body ) });` );
	}
	return reply.send( body );
}

/**
 * Pinterest under its stand-in bases: the pages (pin, profile, board), the embed script
 * (`assets.pinterest.com/js/pinit.js`), its widget data (`widgets.pinterest.com/v3/pidgets/…`)
 * and the pins' pictures (`i.pinimg.com/237x/<id>.svg`).
 */
export function registerPinterestPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	for ( const [ origin, base ] of Object.entries( STAND_IN_BASES ) ) {
		registerServiceHost( origin, base );
	}
	app.get( `${ ASSETS }/js/pinit.js`, ( _, reply ) =>
		reply
			.type( 'text/javascript; charset=utf-8' )
			.header( 'Cache-Control', 'no-store' )
			.send(
				pinitScript( {
					widgets: WIDGETS,
					images: IMAGES,
					site: SITE,
				} )
			)
	);
	app.get( `${ WIDGETS }/v3/pidgets/pins/info/`, ( request, reply ) =>
		sendWidget(
			reply,
			request.url,
			pinsInfo(
				new URL( request.url, 'http://stand-in' ).searchParams.get(
					'pin_ids'
				) ?? ''
			)
		)
	);
	app.get< { Params: { user: string; board: string } } >(
		`${ WIDGETS }/v3/pidgets/boards/:user/:board/pins/`,
		( request, reply ) =>
			sendWidget(
				reply,
				request.url,
				boardPins( request.params.user, request.params.board )
			)
	);
	app.get< { Params: { user: string } } >(
		`${ WIDGETS }/v3/pidgets/users/:user/pins/`,
		( request, reply ) =>
			sendWidget( reply, request.url, boardPins( request.params.user ) )
	);
	app.get< { Params: { file: string } } >(
		`${ IMAGES }/237x/:file`,
		( request, reply ) => {
			const svg = pinImage( request.params.file.replace( /\.svg$/, '' ) );
			return svg
				? reply.type( 'image/svg+xml' ).send( svg )
				: reply.code( 404 ).type( 'text/plain' ).send( 'Not Found' );
		}
	);
	app.get( `${ SITE }/*`, ( request, reply ) => {
		const path = new URL( request.url, 'http://stand-in' ).pathname.slice(
			SITE.length
		);
		const page = findPage( path );
		const title =
			page.kind === 'not-found'
				? 'Page not found'
				: `Pinterest ${ page.kind }`;
		return reply
			.code( page.kind === 'not-found' ? 404 : 200 )
			.type( 'text/html; charset=utf-8' )
			.header( 'Content-Security-Policy', "default-src 'none'" )
			.send(
				`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>${ htmlSpecialChars(
					title
				) }</title></head><body><h1>${ htmlSpecialChars(
					title
				) }</h1><p>${ htmlSpecialChars( path ) }</p></body></html>`
			);
	} );
}

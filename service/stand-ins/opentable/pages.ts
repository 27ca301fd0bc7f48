import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import {
	OPENTABLE_ORIGIN,
	SIZES,
	STAND_IN_BASE,
	findRestaurants,
	searchRestaurants,
} from './provider';

const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

function queryOf( url: string ): URLSearchParams {
	return new URL( url, 'http://stand-in' ).searchParams;
}

/**
 * The loader script: it puts the widget frame where it runs (after its own script tag, or in the
 * body when it runs from the head), sized for its theme, the widget's query passed on.
 */
function loaderScript( query: URLSearchParams ): string {
	const theme = SIZES[ query.get( 'theme' ) ?? '' ]
		? query.get( 'theme' )!
		: 'standard';
	const [ width, height ] = SIZES[ theme ];
	const canvas = `${ STAND_IN_BASE }/widget/reservation/canvas?${ query }`;
	return `(function () {
	var script = document.currentScript;
	var origin = script ? new URL( script.src ).origin : window.location.origin;
	var frame = document.createElement( 'iframe' );
	frame.src = origin + ${ JSON.stringify( canvas ) };
	frame.title = 'Online Reservations | OpenTable';
	frame.width = ${ JSON.stringify( String( width ) ) };
	frame.height = ${ JSON.stringify( String( height ) ) };
	frame.style.border = '0';
	frame.style.maxWidth = '100%';
	if ( script && script.parentNode && script.parentNode !== document.head ) {
		script.parentNode.insertBefore( frame, script.nextSibling );
	} else {
		document.body.appendChild( frame );
	}
}());
`;
}

/** The widget itself: the restaurant (or a list for multi), date, time and party size. */
function canvasPage( query: URLSearchParams ): {
	status: number;
	html: string;
} {
	const found = findRestaurants(
		query.getAll( 'rid' ).flatMap( ( rid ) => rid.split( ',' ) )
	);
	const body = found.length
		? `${
				found.length > 1
					? `<label>Restaurant<select>${ found
							.map(
								( restaurant ) =>
									`<option>${ htmlSpecialChars( restaurant.name ) }</option>`
							)
							.join( '' ) }</select></label>`
					: `<h1>${ htmlSpecialChars( found[ 0 ].name ) }</h1><p>${ htmlSpecialChars(
							`${ found[ 0 ].cuisine } · ${ found[ 0 ].city }`
						) }</p>`
			}<label>Party size<select><option>2 people</option><option>4 people</option></select></label><label>Date<select><option>Today</option></select></label><label>Time<select><option>7:00 PM</option><option>7:30 PM</option></select></label><span class="find" role="button" aria-disabled="true">Find a table</span><small>Powered by OpenTable</small>`
		: '<p>This restaurant is not available on OpenTable.</p>';
	return {
		status: found.length ? 200 : 404,
		html: `<!DOCTYPE html><html lang="${ htmlSpecialChars(
			( query.get( 'lang' ) ?? 'en-US' ).slice( 0, 5 )
		) }"><head><meta charset="utf-8" /><title>Online Reservations | OpenTable</title><style>body{margin:0;padding:10px;font:13px/1.4 system-ui,sans-serif;color:#2d333f;background:#fff}h1{font-size:15px;margin:0}p{margin:2px 0 8px;color:#6f737b}label{display:block;margin:4px 0}select{width:100%}.find{display:block;margin:8px 0;padding:8px;text-align:center;background:#da3743;color:#fff;border-radius:2px;font-weight:600}small{color:#6f737b}${
			query.get( 'theme' ) === 'wide'
				? 'body{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:end}h1{flex-basis:100%}p{display:none}label{flex:1;margin:0}.find{margin:0}small{display:none}'
				: ''
		}</style></head><body>${ body }</body></html>`,
	};
}

/**
 * www.opentable.com under STAND_IN_BASE: the picker's restaurant search, the widget loader script
 * and the widget frame (`/widget/reservation/{restaurant-search,loader,canvas}`), and the
 * reservation page visitors without scripts follow (`/restref/client/?rid=`).
 */
export function registerOpentablePages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( OPENTABLE_ORIGIN, STAND_IN_BASE );
	app.get(
		`${ STAND_IN_BASE }/widget/reservation/restaurant-search`,
		( request, reply ) => {
			const answer = searchRestaurants( queryOf( request.url ) );
			return reply.code( answer.status ).send( answer.body );
		}
	);
	app.get(
		`${ STAND_IN_BASE }/widget/reservation/loader`,
		( request, reply ) =>
			reply
				.type( 'text/javascript; charset=utf-8' )
				.header( 'Cache-Control', 'no-store' )
				.send( loaderScript( queryOf( request.url ) ) )
	);
	for ( const path of [ '/widget/reservation/canvas', '/restref/client/' ] ) {
		app.get( `${ STAND_IN_BASE }${ path }`, ( request, reply ) => {
			const page = canvasPage( queryOf( request.url ) );
			return reply
				.code( page.status )
				.type( 'text/html; charset=utf-8' )
				.header( 'Content-Security-Policy', PAGE_POLICY )
				.send( page.html );
		} );
	}
}

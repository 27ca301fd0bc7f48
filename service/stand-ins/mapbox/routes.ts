import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import {
	MAPBOX_ORIGIN,
	STAND_IN_BASE,
	TILESET_ID,
	type ApiError,
} from './service';
import { tokenError } from './tokens';
import { findStyleVariant } from './style-variants';
import { styleDocument } from './style-document';
import { tileJson } from './tilejson';
import { vectorTile } from './tiles';
import { sprite } from './sprite';
import { glyphRange, knownFontStack, parseGlyphRange } from './glyphs';
import { searchPlaces } from './geocoding';

type Query = Record< string, unknown >;

const NOT_FOUND: ApiError = { status: 404, message: 'Not Found' };
/** Tiles, sprites and glyphs change only with the stand-in's code; styles and tile indexes may. */
const LONG_CACHE = 'public, max-age=43200';
const SHORT_CACHE = 'max-age=300';

function sendError( reply: FastifyReply, error: ApiError ): FastifyReply {
	return reply
		.code( error.status )
		.header( 'Cache-Control', 'no-store' )
		.send( { message: error.message } );
}

/** The token check every endpoint makes first; the caller stops when it has answered. */
function refused( request: FastifyRequest, reply: FastifyReply ): boolean {
	const error = tokenError( ( request.query as Query ).access_token );
	if ( error ) {
		sendError( reply, error );
	}
	return error !== undefined;
}

function registerStyles( app: FastifyInstance ): void {
	app.get< { Params: { owner: string; id: string } } >(
		`${ STAND_IN_BASE }/styles/v1/:owner/:id`,
		( request, reply ) => {
			if ( refused( request, reply ) ) {
				return reply;
			}
			const variant = findStyleVariant(
				request.params.owner,
				request.params.id
			);
			return variant
				? reply
						.header( 'Cache-Control', SHORT_CACHE )
						.send( styleDocument( variant ) )
				: sendError( reply, {
						status: 404,
						message: 'Style not found',
					} );
		}
	);
	app.get< { Params: { owner: string; id: string; file: string } } >(
		`${ STAND_IN_BASE }/styles/v1/:owner/:id/:file`,
		async ( request, reply ) => {
			if ( refused( request, reply ) ) {
				return reply;
			}
			const variant = findStyleVariant(
				request.params.owner,
				request.params.id
			);
			const file = /^sprite(@2x)?\.(json|png)$/.exec(
				request.params.file
			);
			if ( ! variant || ! file ) {
				return sendError( reply, NOT_FOUND );
			}
			const sheet = await sprite(
				`${ variant.owner }/${ variant.id }`,
				variant.palette,
				file[ 1 ] ? 2 : 1
			);
			reply.header( 'Cache-Control', LONG_CACHE );
			return file[ 2 ] === 'png'
				? reply.type( 'image/png' ).send( sheet.png )
				: reply.send( sheet.index );
		}
	);
}

function registerTiles( app: FastifyInstance ): void {
	app.get< { Params: { name: string } } >(
		`${ STAND_IN_BASE }/v4/:name`,
		( request, reply ) => {
			if ( refused( request, reply ) ) {
				return reply;
			}
			if ( request.params.name !== `${ TILESET_ID }.json` ) {
				return sendError( reply, {
					status: 404,
					message: 'Tileset does not exist',
				} );
			}
			return reply
				.header( 'Cache-Control', SHORT_CACHE )
				.send(
					tileJson(
						String( ( request.query as Query ).access_token )
					)
				);
		}
	);
	app.get< {
		Params: { tileset: string; z: string; x: string; file: string };
	} >( `${ STAND_IN_BASE }/v4/:tileset/:z/:x/:file`, ( request, reply ) => {
		if ( refused( request, reply ) ) {
			return reply;
		}
		const { tileset, z, x, file } = request.params;
		const y = /^(\d{1,7})\.(?:vector\.pbf|mvt)$/.exec( file );
		const tile =
			tileset === TILESET_ID &&
			y &&
			/^\d{1,2}$/.test( z ) &&
			/^\d{1,7}$/.test( x )
				? vectorTile( Number( z ), Number( x ), Number( y[ 1 ] ) )
				: undefined;
		if ( ! tile ) {
			return sendError( reply, {
				status: 404,
				message: 'Tile not found',
			} );
		}
		return reply
			.header( 'Cache-Control', LONG_CACHE )
			.type( 'application/x-protobuf' )
			.send( tile );
	} );
}

function registerFonts( app: FastifyInstance, ctx: AppContext ): void {
	const cacheDir = join( ctx.options.dataDir, 'mapbox-glyphs' );
	app.get< { Params: { owner: string; stack: string; range: string } } >(
		`${ STAND_IN_BASE }/fonts/v1/:owner/:stack/:range`,
		async ( request, reply ) => {
			if ( refused( request, reply ) ) {
				return reply;
			}
			const { stack, range } = request.params;
			const parsed = /^(.*)\.pbf$/.exec( range );
			const glyphs = parsed ? parseGlyphRange( parsed[ 1 ] ) : undefined;
			if ( ! glyphs || ! knownFontStack( stack ) ) {
				return sendError( reply, NOT_FOUND );
			}
			return reply
				.header( 'Cache-Control', LONG_CACHE )
				.type( 'application/x-protobuf' )
				.send( await glyphRange( cacheDir, stack, glyphs ) );
		}
	);
}

function registerGeocoding( app: FastifyInstance ): void {
	app.get< { Params: { endpoint: string; query: string } } >(
		`${ STAND_IN_BASE }/geocoding/v5/:endpoint/:query`,
		( request, reply ) => {
			if ( refused( request, reply ) ) {
				return reply;
			}
			const text = /^(.*)\.json$/s.exec( request.params.query );
			if ( request.params.endpoint !== 'mapbox.places' || ! text ) {
				return sendError( reply, NOT_FOUND );
			}
			const query = request.query as Query;
			const answer = searchPlaces( {
				text: text[ 1 ],
				limit: query.limit,
				autocomplete: query.autocomplete,
				country: query.country,
				types: query.types,
			} );
			return 'status' in answer
				? sendError( reply, answer )
				: reply.header( 'Cache-Control', 'no-cache' ).send( answer );
		}
	);
}

/**
 * Mapbox's web APIs under STAND_IN_BASE (`https://api.mapbox.com/styles/v1/...` is
 * `/stand-ins/api.mapbox.com/styles/v1/...`), and the service host that maps one to the other:
 * styles and sprites, the tileset's TileJSON and vector tiles, glyph ranges, place search.
 */
export function registerMapboxPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( MAPBOX_ORIGIN, STAND_IN_BASE );
	registerStyles( app );
	registerTiles( app );
	registerFonts( app, ctx );
	registerGeocoding( app );
}

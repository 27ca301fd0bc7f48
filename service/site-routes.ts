import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../mock-api/context';
import {
	getPost,
	savePostWithId,
	deletePostRow,
	type PostFields,
	type PostRow,
} from '../mock-api/store/posts';
import { renderPostContent } from '../mock-api/render/post-article';
import { notifyIfFirstPublished } from '../mock-api/features/subscriptions/notify';

const TEXT_FIELDS = [
	'post_date',
	'post_date_gmt',
	'post_content',
	'post_title',
	'post_excerpt',
	'post_status',
	'comment_status',
	'ping_status',
	'post_password',
	'post_name',
	'post_modified',
	'post_modified_gmt',
	'guid',
	'post_type',
	'post_mime_type',
] as const;
const NUMBER_FIELDS = [ 'post_author', 'post_parent', 'menu_order' ] as const;

class BadPost extends Error {}

/** A WP_Post as the plugin sends it (its own field names), checked field by field. */
function postFields( body: unknown ): PostFields {
	if ( ! body || typeof body !== 'object' ) {
		throw new BadPost( 'The post must be a JSON object.' );
	}
	const given = body as Record< string, unknown >;
	const fields: Record< string, string | number > = {};
	for ( const name of TEXT_FIELDS ) {
		const value = given[ name ] ?? '';
		if ( typeof value !== 'string' ) {
			throw new BadPost( `${ name } must be a string.` );
		}
		fields[ name ] = value;
	}
	for ( const name of NUMBER_FIELDS ) {
		const value = Number( given[ name ] ?? 0 );
		if ( ! Number.isInteger( value ) || value < 0 ) {
			throw new BadPost( `${ name } must be a whole number.` );
		}
		fields[ name ] = value;
	}
	return fields as unknown as PostFields;
}

function postId( params: unknown ): number {
	return Number( ( params as { id: string } ).id );
}

/** A post the site has not sent (a draft being previewed): what a render needs of it. */
function unsyncedPost( id: number ): PostRow {
	const now = new Date().toISOString().slice( 0, 19 ).replace( 'T', ' ' );
	return {
		...postFields( { post_date: now, post_modified: now, post_status: 'draft' } ),
		ID: id,
	};
}

/**
 * What the service offers a WordPress site besides the routes its blocks call: a copy of each
 * post (what Jetpack's sync gives WordPress.com: forms are checked against it, related posts and
 * new-post notifications read it) and the server render of Tessera's blocks.
 */
export function registerSiteRoutes( app: FastifyInstance, ctx: AppContext ): void {
	app.put( '/tessera/v1/site/posts/:id', async ( request, reply ) => {
		const id = postId( request.params );
		let fields: PostFields;
		try {
			fields = postFields( request.body );
		} catch ( error ) {
			if ( error instanceof BadPost ) {
				return reply.code( 400 ).send( {
					code: 'tessera_invalid_post',
					message: error.message,
					data: { status: 400 },
				} );
			}
			throw error;
		}
		const previousStatus = getPost( ctx.db, id )?.post_status;
		savePostWithId( ctx.db, id, fields );
		const notified = await notifyIfFirstPublished( ctx, id, previousStatus );
		return { id, notified };
	} );

	app.delete( '/tessera/v1/site/posts/:id', async ( request ) => {
		const id = postId( request.params );
		deletePostRow( ctx.db, id );
		return { id, deleted: true };
	} );

	/**
	 * A block's HTML for a visitor page: the block's markup (serialize_block()) rendered as the
	 * site's own visitor page renders it, in its post, for the visitor the request names.
	 */
	app.post( '/tessera/v1/site/render', async ( request, reply ) => {
		const body = ( request.body ?? {} ) as {
			markup?: unknown;
			post_id?: unknown;
			query?: unknown;
			cookies?: unknown;
		};
		const id = Number( body.post_id ?? 0 );
		if ( typeof body.markup !== 'string' || ! Number.isInteger( id ) || id < 0 ) {
			return reply.code( 400 ).send( {
				code: 'tessera_invalid_render',
				message: 'A render needs the block markup and the post ID.',
				data: { status: 400 },
			} );
		}
		const post = ( id && getPost( ctx.db, id ) ) || unsyncedPost( id );
		const rendered = renderPostContent(
			ctx,
			{
				user: request.user,
				origin: request.origin,
				query: objectOf( body.query ),
				cookies: objectOf( body.cookies ) as Record< string, string >,
			},
			{ ...post, post_content: body.markup }
		);
		return { html: rendered.headHtml + rendered.html };
	} );
}

function objectOf( value: unknown ): Record< string, unknown > {
	return value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: {};
}

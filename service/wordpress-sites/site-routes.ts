import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import {
	getPost,
	savePostWithId,
	deletePostRow,
	type PostFields,
	type PostRow,
} from '../../platform/store/posts';
import { renderPostContent } from '../../platform/render/post-article';
import { notifyIfFirstPublished } from '../features/subscriptions/notify';
import { shareIfFirstPublished } from '../features/publicize/share';
import { updatePostMeta } from '../../platform/store/postmeta';
import { updateSettings } from '../../platform/content/settings';
import { META_KEYS } from '../../platform/content/post-extras';
import { fieldsFor, metaFor } from '../../platform/content/registered-meta';
import {
	postExtras,
	type PostFooterPart,
} from '../../platform/render/post-extras';
import { likeButtonFooter } from '../features/likes/post-footer';
import { sharingFooter } from '../../platform/render/post-extras-sharing';
import { feedbackExport, feedbackView } from '../features/feedback/admin';
import { userCan } from '../../platform/auth/capabilities';
import { restLocale, userLocale } from '../../platform/content/user-locale';
import { inLocale } from '../../platform/render/locale-strings';
import { editorInitialState } from '../../platform/content/plans';
import { STAGED_MEDIA_PATH, takeStagedFile } from './staged-media';

/** What Tessera shows under a single post, in order (as the Tessera site's own visitor page). */
const POST_FOOTER: PostFooterPart[] = [ likeButtonFooter, sharingFooter ];

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

type Declared = { type: string; readonly?: boolean };

/**
 * The post's Tessera meta and fields as WordPress has them: only what is registered for its
 * type, each of its declared type; anything else is left out.
 */
function storeDeclaredValues(
	ctx: AppContext,
	id: number,
	type: string,
	body: unknown
) {
	const given = body as { meta?: unknown; fields?: unknown };
	const groups: Array<
		[ unknown, Record< string, Declared >, ( name: string ) => string ]
	> = [
		[ given.meta, metaFor( type ), ( name ) => name ],
		[ given.fields, fieldsFor( type ), META_KEYS.field ],
	];
	for ( const [ values, declared, key ] of groups ) {
		if ( ! values || typeof values !== 'object' ) {
			continue;
		}
		for ( const [ name, value ] of Object.entries( values ) ) {
			const declaration = declared[ name ];
			const fits =
				declaration &&
				! declaration.readonly &&
				( declaration.type === 'number' ||
				declaration.type === 'integer'
					? typeof value === 'number'
					: typeof value === declaration.type );
			if ( fits ) {
				updatePostMeta( ctx.db, id, key( name ), value );
			}
		}
	}
}

function postId( params: unknown ): number {
	return Number( ( params as { id: string } ).id );
}

/** A post the site has not sent (a draft being previewed): what a render needs of it. */
function unsyncedPost( id: number ): PostRow {
	const now = new Date().toISOString().slice( 0, 19 ).replace( 'T', ' ' );
	return {
		...postFields( {
			post_date: now,
			post_modified: now,
			post_status: 'draft',
		} ),
		ID: id,
	};
}

/**
 * What the service offers a WordPress site besides the routes its blocks call: a copy of each
 * post (what Jetpack's sync gives WordPress.com: forms are checked against it, related posts,
 * sharing and new-post notifications read it) and the server render of Tessera's blocks.
 */
export function registerSiteRoutes(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.put( '/tessera/v1/site/posts/:id', async ( request, reply ) => {
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
		const id = postId( request.params );
		const previousStatus = getPost( ctx.db, id )?.post_status;
		ctx.db.transaction( () => {
			// Links the service writes (a form's return, an e-mail) use `?p=ID`, which WordPress
			// redirects to the post's permalink, whatever its permalink settings.
			savePostWithId( ctx.db, id, { ...fields, post_name: '' } );
			storeDeclaredValues( ctx, id, fields.post_type, request.body );
		} )();
		// What a first publication does on our own site: share it, then tell the subscribers.
		const shared = shareIfFirstPublished( ctx, id, previousStatus ).length;
		const notified = await notifyIfFirstPublished(
			ctx,
			id,
			previousStatus
		);
		return { id, shared, notified };
	} );

	registerPostFooterRoute( app, ctx );
	registerSettingsRoute( app, ctx );
	registerFeedbackScreenRoutes( app, ctx );
	registerEditorStateRoute( app, ctx );

	// A copy from an external media service, fetched once by the plugin that sideloads it.
	app.get( `${ STAGED_MEDIA_PATH }:name`, async ( request, reply ) => {
		const { name } = request.params as { name: string };
		const data = takeStagedFile( ctx, name );
		if ( ! data ) {
			return reply.code( 404 ).send( {
				code: 'tessera_no_staged_media',
				message: 'No staged copy has that name.',
				data: { status: 404 },
			} );
		}
		return reply.type( 'application/octet-stream' ).send( data );
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
		if (
			typeof body.markup !== 'string' ||
			! Number.isInteger( id ) ||
			id < 0
		) {
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
				// The block editor's preview asks with `_locale=user`, as the stand-in's does.
				locale: restLocale(
					ctx.db,
					request.user?.id,
					objectOf( body.query )._locale
				),
			},
			{ ...post, post_content: body.markup }
		);
		return { html: rendered.headHtml + rendered.html };
	} );
}

/** The WordPress settings the service's pages and e-mails use, with the type each has. */
const SYNCED_SETTINGS: Record< string, 'string' | 'number' > = {
	title: 'string',
	description: 'string',
	email: 'string',
	timezone: 'string',
	date_format: 'string',
	time_format: 'string',
	start_of_week: 'number',
	language: 'string',
};

/** The site's name, time zone, formats and language, as WordPress has them now. */
function registerSettingsRoute( app: FastifyInstance, ctx: AppContext ) {
	app.put( '/tessera/v1/site/settings', async ( request ) => {
		const given = objectOf( request.body );
		const changes = Object.fromEntries(
			Object.entries( given ).filter(
				( [ name, value ] ) =>
					Object.hasOwn( SYNCED_SETTINGS, name ) &&
					typeof value === SYNCED_SETTINGS[ name ]
			)
		);
		updateSettings( ctx.db, changes );
		return { updated: Object.keys( changes ).sort() };
	} );
}

const CANNOT_READ_FEEDBACK = {
	code: 'rest_forbidden',
	message: 'Sorry, you are not allowed to read feedback.',
	data: { status: 403 },
};

/** wp-admin speaks the user's own language, as the WordPress site told it. */
function inUserLocale< T >(
	ctx: AppContext,
	request: FastifyRequest,
	render: () => T
): T {
	return inLocale( userLocale( ctx.db, request.user?.id ), render );
}

/**
 * For the inbox's own page in wp-admin (editors and administrators): one submission in full,
 * and the CSV export of what the screen's filters pick.
 */
function registerFeedbackScreenRoutes( app: FastifyInstance, ctx: AppContext ) {
	app.get( '/tessera/v1/site/feedback/export', async ( request, reply ) => {
		if ( ! userCan( request.user, 'edit_pages' ) ) {
			return reply.code( 403 ).send( CANNOT_READ_FEEDBACK );
		}
		const { filename, csv } = inUserLocale( ctx, request, () =>
			feedbackExport( ctx, request.query as Record< string, unknown > )
		);
		return reply
			.type( 'text/csv; charset=utf-8' )
			.header(
				'Content-Disposition',
				`attachment; filename="${ filename }"`
			)
			.send( csv );
	} );

	app.get( '/tessera/v1/site/feedback/:id', async ( request, reply ) => {
		if ( ! userCan( request.user, 'edit_pages' ) ) {
			return reply.code( 403 ).send( CANNOT_READ_FEEDBACK );
		}
		const view = inUserLocale( ctx, request, () =>
			feedbackView( ctx, postId( request.params ) )
		);
		return (
			view ??
			reply.code( 404 ).send( {
				code: 'tessera_feedback_not_found',
				message: 'This feedback no longer exists.',
				data: { status: 404 },
			} )
		);
	} );
}

/**
 * What the editor's initial state takes from the service: each extension's availability on the
 * site's plan, the plan, the nudges, whether the user linked their account. WordPress adds what it knows (upload types, the site's
 * address, whether it is private).
 */
function registerEditorStateRoute( app: FastifyInstance, ctx: AppContext ) {
	app.get( '/tessera/v1/site/editor-state', async ( request, reply ) => {
		if ( ! request.user ) {
			return reply.code( 401 ).send( {
				code: 'rest_not_logged_in',
				message: 'You are not currently logged in.',
				data: { status: 401 },
			} );
		}
		const state = editorInitialState( ctx.db, request.user, {
			origin: request.origin,
			betaBlocks: ctx.options.betaBlocks,
		} );
		return {
			available_blocks: state.available_blocks,
			plan: state.plan,
			enable_upgrade_nudge: state.tessera.enable_upgrade_nudge,
			is_current_user_connected: state.tessera.is_current_user_connected,
		};
	} );
}

/** The Like button and share links under a single post, for the visitor the request names. */
function registerPostFooterRoute( app: FastifyInstance, ctx: AppContext ) {
	app.post( '/tessera/v1/site/post-footer', async ( request, reply ) => {
		const id = Number( ( request.body as { post_id?: unknown } )?.post_id );
		const post =
			Number.isInteger( id ) && id > 0
				? getPost( ctx.db, id )
				: undefined;
		if ( ! post ) {
			return reply.code( 404 ).send( {
				code: 'tessera_unknown_post',
				message: 'The service has no copy of this post.',
				data: { status: 404 },
			} );
		}
		return {
			html: postExtras( ctx, request, post, '', POST_FOOTER )
				.afterContentHtml,
		};
	} );
}

function objectOf( value: unknown ): Record< string, unknown > {
	return value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: {};
}

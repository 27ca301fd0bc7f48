import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { userCanPost } from '../../../auth/post-capabilities';
import { userCan } from '../../../auth/capabilities';
import { getPost } from '../../../store/posts';
import { updatePostMeta } from '../../../store/postmeta';
import { gmtToLocal, mysqlGmt } from '../../../content/dates';
import { siteTimezone } from '../../../content/site';
import { ksesPost } from '../../../content/kses';
import { rawText } from '../../../content/raw-text';
import { metaFor } from '../../../content/registered-meta';
import { RestError, forbidden } from '../../../rest/errors';
import { contextArg } from '../../../rest/common-args';
import type { RestRequest } from '../../../rest/types';
import type { RestServer } from '../../../rest/server';
import { findParent } from './parent';
import { postSchema, writableArgs } from './schema';
import { preparePostWrite, writePost } from './save';
import { autosavesOf, storeAutosave } from './revision-store';
import { prepareRevision, revisionSchema } from './revision-prepare';
import { own } from '../../../content/own';

const FLOATING = new Set( [ 'draft', 'auto-draft' ] );

/** WP_REST_Autosaves_Controller: /wp/v2/<rest_base>/<parent>/autosaves[/<id>]. */
export function registerAutosaves(
	rest: RestServer,
	ctx: AppContext,
	type: PostTypeDefinition
): void {
	const base = `/${ type.restBase }/(?P<parent>[\\d]+)/autosaves`;
	const schema = () => revisionSchema( type, true );
	const canRead = ( request: RestRequest ) => {
		const parent = findParent( ctx, request.params.parent, type );
		if ( ! userCanPost( request.user, 'edit_post', parent, type ) ) {
			return forbidden(
				'rest_cannot_read',
				'Sorry, you are not allowed to view autosaves of this post.',
				request.user
			);
		}
		return true as const;
	};

	rest.register( {
		namespace: 'wp/v2',
		route: base,
		schema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					parent: {
						description: 'The ID for the parent of the autosave.',
						type: 'integer',
					},
					context: contextArg(),
				},
				permission: canRead,
				handler: ( request ) => {
					const parent = findParent(
						ctx,
						request.params.parent,
						type
					);
					const items = autosavesOf( ctx, parent.ID ).map( ( a ) =>
						prepareRevision(
							ctx,
							request,
							a,
							type,
							request.params.context ?? 'view',
							true
						)
					);
					return { data: items };
				},
			},
			{
				methods: [ 'POST' ],
				args: {
					parent: {
						description: 'The ID for the parent of the autosave.',
						type: 'integer',
					},
					...writableArgs( postSchema( type ) ),
				},
				permission: ( request ) => {
					const parent = findParent(
						ctx,
						request.params.parent,
						type
					);
					if (
						! userCanPost( request.user, 'edit_post', parent, type )
					) {
						return forbidden(
							'rest_cannot_edit',
							'Sorry, you are not allowed to edit this post.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const parent = findParent(
						ctx,
						request.params.parent,
						type
					);
					const user = request.user!;
					if (
						FLOATING.has( parent.post_status ) &&
						parent.post_author === user.id
					) {
						// A draft autosaved by its author is simply updated, without a revision.
						const prepared = preparePostWrite(
							ctx,
							request,
							type,
							parent
						);
						writePost( ctx, prepared, parent, user.id, {
							revision: false,
						} );
						return {
							data: prepareRevision(
								ctx,
								request,
								getPost( ctx.db, parent.ID )!,
								type,
								'edit',
								true
							),
						};
					}
					const filter = ( html: string ) =>
						userCan( user, 'unfiltered_html' )
							? html
							: ksesPost( html );
					const text = ( value: unknown, fallback: string ) => {
						const raw = rawText( value );
						return raw === undefined ? fallback : filter( raw );
					};
					const changes = {
						post_title: text(
							request.body.title,
							parent.post_title
						),
						post_content: text(
							request.body.content,
							parent.post_content
						),
						post_excerpt: text(
							request.body.excerpt,
							parent.post_excerpt
						),
					};
					const registered = metaFor( type.slug );
					const id = ctx.db.transaction( () => {
						const autosaveId = storeAutosave(
							ctx,
							parent,
							changes,
							user.id,
							gmtToLocal( mysqlGmt(), siteTimezone( ctx.db ) )
						);
						for ( const [ key, value ] of Object.entries(
							( request.body.meta ?? {} ) as Record<
								string,
								unknown
							>
						) ) {
							if ( own( registered, key ) ) {
								updatePostMeta(
									ctx.db,
									autosaveId,
									key,
									value
								);
							}
						}
						return autosaveId;
					} )();
					return {
						data: prepareRevision(
							ctx,
							request,
							getPost( ctx.db, id )!,
							type,
							'edit',
							true
						),
					};
				},
			},
		],
	} );

	rest.register( {
		namespace: 'wp/v2',
		route: `${ base }/(?P<id>[\\d]+)`,
		schema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					parent: { type: 'integer' },
					id: { type: 'integer' },
					context: contextArg(),
				},
				permission: canRead,
				handler: ( request ) => {
					const parent = findParent(
						ctx,
						request.params.parent,
						type
					);
					const autosave = autosavesOf( ctx, parent.ID ).find(
						( a ) => a.ID === Number( request.params.id )
					);
					if ( ! autosave ) {
						throw new RestError(
							'rest_post_no_autosave',
							'There is no autosave revision for this post.',
							404
						);
					}
					return {
						data: prepareRevision(
							ctx,
							request,
							autosave,
							type,
							request.params.context ?? 'view',
							true
						),
					};
				},
			},
		],
	} );
}

import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { restDate } from '../../../content/dates';
import { excerptHtml, generatedExcerpt } from '../../../content/excerpt';
import { previewLink } from '../../../content/permalinks';
import { metaFor } from '../../../content/registered-meta';
import { getAllPostMeta } from '../../../store/postmeta';
import { getPost, type PostRow } from '../../../store/posts';
import { renderContent } from '../../../render/blocks';
import { filterByContext, type Context } from '../../../rest/response';
import type { JsonSchema, RestRequest } from '../../../rest/types';
import { CURIES } from './links';
import { gmtOf } from './prepare';

const ALL = [ 'view', 'edit', 'embed' ];

/** The item schema of the revisions and autosaves controllers. */
export function revisionSchema(
	type: PostTypeDefinition,
	autosave: boolean
): JsonSchema {
	const text = ( name: string ) => ( {
		description: `The ${ name } for the post.`,
		type: 'object',
		context: [ 'view', 'edit', 'embed' ],
		properties: {
			raw: { type: 'string', context: [ 'edit' ] },
			rendered: { type: 'string', context: ALL, readonly: true },
		},
	} );
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: `${ type.slug }-${ autosave ? 'autosave' : 'revision' }`,
		type: 'object',
		properties: {
			author: {
				description: 'The ID for the author of the revision.',
				type: 'integer',
				context: ALL,
			},
			date: {
				description:
					"The date the revision was published, in the site's timezone.",
				type: 'string',
				format: 'date-time',
				context: ALL,
			},
			date_gmt: {
				description: 'The date the revision was published, as GMT.',
				type: 'string',
				format: 'date-time',
				context: [ 'view', 'edit' ],
			},
			guid: {
				description: 'The globally unique identifier for the post.',
				type: 'object',
				context: [ 'view', 'edit' ],
				properties: {
					raw: { type: 'string', context: [ 'edit' ] },
					rendered: { type: 'string', context: [ 'view', 'edit' ] },
				},
			},
			id: {
				description: 'Unique identifier for the revision.',
				type: 'integer',
				context: ALL,
			},
			modified: {
				description:
					"The date the revision was last modified, in the site's timezone.",
				type: 'string',
				format: 'date-time',
				context: [ 'view', 'edit' ],
			},
			modified_gmt: {
				description: 'The date the revision was last modified, as GMT.',
				type: 'string',
				format: 'date-time',
				context: [ 'view', 'edit' ],
			},
			parent: {
				description: 'The ID for the parent of the revision.',
				type: 'integer',
				context: ALL,
			},
			slug: {
				description:
					'An alphanumeric identifier for the revision unique to its type.',
				type: 'string',
				context: ALL,
			},
			title: text( 'title' ),
			content: text( 'content' ),
			excerpt: text( 'excerpt' ),
			meta: {
				description: 'Meta fields.',
				type: 'object',
				context: [ 'view', 'edit' ],
			},
			...( autosave
				? {
						preview_link: {
							description: 'Preview link for the post.',
							type: 'string',
							format: 'uri',
							context: [ 'edit' ],
							readonly: true,
						},
					}
				: {} ),
		},
	};
}

/** prepare_item_for_response() of the revisions (and autosaves) controller. */
export function prepareRevision(
	ctx: AppContext,
	request: RestRequest,
	revision: PostRow,
	type: PostTypeDefinition,
	context: Context,
	autosave: boolean
): Record< string, unknown > {
	const parent =
		revision.post_type === 'revision'
			? getPost( ctx.db, revision.post_parent )
			: revision;
	const rendered = renderContent( revision.post_content, {
		postId: parent?.ID,
		locale: 'en_US',
	} ).html;
	const stored = getAllPostMeta( ctx.db, revision.ID );
	const meta = Object.fromEntries(
		Object.entries( metaFor( type.slug ) ).map( ( [ key, def ] ) => [
			key,
			stored[ key ] ?? def.default,
		] )
	);
	const data: Record< string, unknown > = {
		author: revision.post_author,
		date: restDate( revision.post_date ),
		date_gmt: restDate(
			gmtOf( ctx, revision.post_date, revision.post_date_gmt )
		),
		id: revision.ID,
		modified: restDate( revision.post_modified ),
		modified_gmt: restDate( revision.post_modified_gmt ),
		parent:
			revision.post_type === 'revision'
				? revision.post_parent
				: revision.ID,
		slug: revision.post_name,
		guid: { rendered: revision.guid, raw: revision.guid },
		title: { raw: revision.post_title, rendered: revision.post_title },
		content: { raw: revision.post_content, rendered },
		excerpt: {
			raw: revision.post_excerpt,
			rendered: excerptHtml(
				revision.post_excerpt || generatedExcerpt( rendered )
			),
		},
		meta,
	};
	if ( autosave && parent ) {
		data.preview_link = previewLink( request.origin, parent );
	}
	const out = filterByContext(
		data,
		revisionSchema( type, autosave ),
		context
	);
	out._links = {
		parent: [
			{
				href: `${ request.origin }/wp-json/wp/v2/${ type.restBase }/${ data.parent }`,
			},
		],
		curies: CURIES,
	};
	return out;
}

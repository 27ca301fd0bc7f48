import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import type { JsonSchema } from '../../../../platform/rest/types';
import {
	ALL_CONTEXTS,
	VIEW_EDIT,
	itemSchema,
} from '../../../../platform/rest/schema';

/** The item schema of the revisions and autosaves controllers. */
export function revisionSchema(
	type: PostTypeDefinition,
	autosave: boolean
): JsonSchema {
	const text = ( name: string ) => ( {
		description: `The ${ name } for the post.`,
		type: 'object',
		context: ALL_CONTEXTS,
		properties: {
			raw: { type: 'string', context: [ 'edit' ] },
			rendered: { type: 'string', context: ALL_CONTEXTS, readonly: true },
		},
	} );
	return itemSchema(
		`${ type.slug }-${ autosave ? 'autosave' : 'revision' }`,
		{
			author: {
				description: 'The ID for the author of the revision.',
				type: 'integer',
				context: ALL_CONTEXTS,
			},
			date: {
				description:
					"The date the revision was published, in the site's timezone.",
				type: 'string',
				format: 'date-time',
				context: ALL_CONTEXTS,
			},
			date_gmt: {
				description: 'The date the revision was published, as GMT.',
				type: 'string',
				format: 'date-time',
				context: VIEW_EDIT,
			},
			guid: {
				description: 'The globally unique identifier for the post.',
				type: 'object',
				context: VIEW_EDIT,
				properties: {
					raw: { type: 'string', context: [ 'edit' ] },
					rendered: { type: 'string', context: VIEW_EDIT },
				},
			},
			id: {
				description: 'Unique identifier for the revision.',
				type: 'integer',
				context: ALL_CONTEXTS,
			},
			modified: {
				description:
					"The date the revision was last modified, in the site's timezone.",
				type: 'string',
				format: 'date-time',
				context: VIEW_EDIT,
			},
			modified_gmt: {
				description: 'The date the revision was last modified, as GMT.',
				type: 'string',
				format: 'date-time',
				context: VIEW_EDIT,
			},
			parent: {
				description: 'The ID for the parent of the revision.',
				type: 'integer',
				context: ALL_CONTEXTS,
			},
			slug: {
				description:
					'An alphanumeric identifier for the revision unique to its type.',
				type: 'string',
				context: ALL_CONTEXTS,
			},
			title: text( 'title' ),
			content: text( 'content' ),
			excerpt: text( 'excerpt' ),
			meta: {
				description: 'Meta fields.',
				type: 'object',
				context: VIEW_EDIT,
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
		}
	);
}

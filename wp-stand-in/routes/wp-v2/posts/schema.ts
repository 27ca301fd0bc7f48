import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { WRITABLE_STATUSES } from '../../../../platform/content/post-types';
import { TAXONOMIES } from '../../../../platform/content/taxonomies';
import { LIMITS } from '../../../content/limits';
import {
	fieldSchemas,
	metaSchema,
} from '../../../../platform/content/registered-meta';
import type { JsonSchema } from '../../../../platform/rest/types';
import {
	ALL_CONTEXTS,
	VIEW_EDIT,
	itemSchema,
} from '../../../../platform/rest/schema';
import { featureFieldSchemas } from './feature-fields';
import { featureProperties, textProperties } from './schema-supports';

/** The properties every post type has: dates, identity, status, password. */
function commonProperties(): Record< string, JsonSchema > {
	return {
		date: {
			description:
				"The date the post was published, in the site's timezone.",
			type: [ 'string', 'null' ],
			format: 'date-time',
			context: ALL_CONTEXTS,
		},
		date_gmt: {
			description: 'The date the post was published, as GMT.',
			type: [ 'string', 'null' ],
			format: 'date-time',
			context: VIEW_EDIT,
		},
		guid: {
			description: 'The globally unique identifier for the post.',
			type: 'object',
			context: VIEW_EDIT,
			readonly: true,
			properties: {
				raw: {
					description:
						'GUID for the post, as it exists in the database.',
					type: 'string',
					context: [ 'edit' ],
					readonly: true,
				},
				rendered: {
					description: 'GUID for the post, transformed for display.',
					type: 'string',
					context: VIEW_EDIT,
					readonly: true,
				},
			},
		},
		id: {
			description: 'Unique identifier for the post.',
			type: 'integer',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		link: {
			description: 'URL to the post.',
			type: 'string',
			format: 'uri',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		modified: {
			description:
				"The date the post was last modified, in the site's timezone.",
			type: 'string',
			format: 'date-time',
			context: VIEW_EDIT,
			readonly: true,
		},
		modified_gmt: {
			description: 'The date the post was last modified, as GMT.',
			type: 'string',
			format: 'date-time',
			context: VIEW_EDIT,
			readonly: true,
		},
		slug: {
			description:
				'An alphanumeric identifier for the post unique to its type.',
			type: 'string',
			maxLength: LIMITS.slug,
			context: ALL_CONTEXTS,
		},
		status: {
			description: 'A named status for the post.',
			type: 'string',
			enum: WRITABLE_STATUSES,
			context: VIEW_EDIT,
		},
		type: {
			description: 'Type of post.',
			type: 'string',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		password: {
			description:
				'A password to protect access to the content and excerpt.',
			type: 'string',
			maxLength: LIMITS.password,
			context: [ 'edit' ],
		},
	};
}

/** What a post type visitors can view adds: its permalink template, generated slug and classes. */
function viewableProperties(): Record< string, JsonSchema > {
	return {
		permalink_template: {
			description: 'Permalink template for the post.',
			type: 'string',
			context: [ 'edit' ],
			readonly: true,
		},
		generated_slug: {
			description: 'Slug automatically generated from the post title.',
			type: 'string',
			context: [ 'edit' ],
			readonly: true,
		},
		class_list: {
			description:
				'An array of the class names for the post container element.',
			type: 'array',
			items: { type: 'string' },
			context: VIEW_EDIT,
			readonly: true,
		},
	};
}

/** The post's terms in each of its type's taxonomies, by the taxonomy's REST base. */
function termProperties(
	type: PostTypeDefinition
): Record< string, JsonSchema > {
	const properties: Record< string, JsonSchema > = {};
	for ( const taxonomy of type.taxonomies ) {
		const def = TAXONOMIES[ taxonomy ];
		properties[ def.restBase ] = {
			description: `The terms assigned to the post in the ${ taxonomy } taxonomy.`,
			type: 'array',
			items: { type: 'integer' },
			maxItems: 1000,
			context: VIEW_EDIT,
		};
	}
	return properties;
}

/**
 * WordPress gives posts and pages a fixed set of REST fields, whatever the type supports: a page
 * has an excerpt though the page type does not support one. Other types get what they support.
 */
const FIXED_FEATURES: Record< string, string[] > = {
	post: [
		'title',
		'editor',
		'author',
		'excerpt',
		'thumbnail',
		'comments',
		'revisions',
		'post-formats',
		'custom-fields',
	],
	page: [
		'title',
		'editor',
		'author',
		'excerpt',
		'thumbnail',
		'comments',
		'revisions',
		'page-attributes',
		'custom-fields',
	],
};

/** The item schema of a post type's endpoint, with WordPress's property contexts. */
export function postSchema( type: PostTypeDefinition ): JsonSchema {
	const fixed = FIXED_FEATURES[ type.slug ];
	const supports = ( feature: string ) =>
		fixed ? fixed.includes( feature ) : !! type.supports[ feature ];
	const properties: Record< string, JsonSchema > = {
		...commonProperties(),
		...( type.viewable ? viewableProperties() : {} ),
	};
	if ( type.hierarchical ) {
		properties.parent = {
			description: 'The ID for the parent of the post.',
			type: 'integer',
			minimum: 0,
			context: VIEW_EDIT,
		};
	}
	Object.assign(
		properties,
		textProperties( supports ),
		featureProperties( supports )
	);
	properties.meta = metaSchema( type.slug );
	if ( type.slug === 'post' ) {
		properties.sticky = {
			description: 'Whether or not the post should be treated as sticky.',
			type: 'boolean',
			context: VIEW_EDIT,
		};
	}
	properties.template = {
		description: 'The theme file to use to display the post.',
		type: 'string',
		maxLength: LIMITS.template,
		context: VIEW_EDIT,
	};
	Object.assign(
		properties,
		termProperties( type ),
		fieldSchemas( type.slug ),
		featureFieldSchemas( type.slug )
	);
	return itemSchema( type.slug, properties );
}

import type { PostTypeDefinition } from '../../../content/post-types';
import { WRITABLE_STATUSES } from '../../../content/post-types';
import { TAXONOMIES } from '../../../content/taxonomies';
import { LIMITS } from '../../../content/limits';
import { fieldSchemas, metaSchema } from '../../../content/registered-meta';
import type { JsonSchema } from '../../../rest/types';

const VIEW_EDIT = [ 'view', 'edit' ];
const ALL = [ 'view', 'edit', 'embed' ];

/** A text field sent either as a string or as `{ raw }`, shown as `{ raw, rendered }`. */
function renderedText(
	description: string,
	maxLength: number,
	context: string[],
	extra: Record< string, JsonSchema > = {}
): JsonSchema {
	return {
		description,
		type: 'object',
		context,
		arg_options: {
			anyOf: [
				{ type: 'string', maxLength },
				{
					type: 'object',
					properties: { raw: { type: 'string', maxLength } },
				},
			],
		},
		properties: {
			raw: {
				description: `${ description } as it exists in the database.`,
				type: 'string',
				context: [ 'edit' ],
			},
			rendered: {
				description: `HTML ${ description.toLowerCase() }, transformed for display.`,
				type: 'string',
				context: ALL,
				readonly: true,
			},
			...extra,
		},
	};
}

/** The item schema of a post type's endpoint, with WordPress's property contexts. */
export function postSchema( type: PostTypeDefinition ): JsonSchema {
	const supports = ( feature: string ) => !! type.supports[ feature ];
	const properties: Record< string, JsonSchema > = {
		date: {
			description:
				"The date the post was published, in the site's timezone.",
			type: [ 'string', 'null' ],
			format: 'date-time',
			context: ALL,
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
			context: ALL,
			readonly: true,
		},
		link: {
			description: 'URL to the post.',
			type: 'string',
			format: 'uri',
			context: ALL,
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
			context: ALL,
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
			context: ALL,
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
	if ( type.viewable ) {
		properties.permalink_template = {
			description: 'Permalink template for the post.',
			type: 'string',
			context: [ 'edit' ],
			readonly: true,
		};
		properties.generated_slug = {
			description: 'Slug automatically generated from the post title.',
			type: 'string',
			context: [ 'edit' ],
			readonly: true,
		};
		properties.class_list = {
			description:
				'An array of the class names for the post container element.',
			type: 'array',
			items: { type: 'string' },
			context: VIEW_EDIT,
			readonly: true,
		};
	}
	if ( type.hierarchical ) {
		properties.parent = {
			description: 'The ID for the parent of the post.',
			type: 'integer',
			minimum: 0,
			context: VIEW_EDIT,
		};
	}
	if ( supports( 'title' ) ) {
		properties.title = renderedText(
			'The title for the post',
			LIMITS.title,
			ALL
		);
	}
	if ( supports( 'editor' ) ) {
		properties.content = renderedText(
			'The content for the post',
			LIMITS.content,
			VIEW_EDIT,
			{
				block_version: {
					description:
						'Version of the content block format used by the post.',
					type: 'integer',
					context: [ 'edit' ],
					readonly: true,
				},
				protected: {
					description:
						'Whether the content is protected with a password.',
					type: 'boolean',
					context: ALL,
					readonly: true,
				},
			}
		);
	}
	if ( supports( 'author' ) ) {
		properties.author = {
			description: 'The ID for the author of the post.',
			type: 'integer',
			minimum: 1,
			context: ALL,
		};
	}
	if ( supports( 'excerpt' ) ) {
		properties.excerpt = renderedText(
			'The excerpt for the post',
			LIMITS.excerpt,
			ALL,
			{
				protected: {
					description:
						'Whether the excerpt is protected with a password.',
					type: 'boolean',
					context: ALL,
					readonly: true,
				},
			}
		);
	}
	if ( supports( 'thumbnail' ) ) {
		properties.featured_media = {
			description: 'The ID of the featured media for the post.',
			type: 'integer',
			minimum: 0,
			context: ALL,
		};
	}
	if ( supports( 'comments' ) ) {
		properties.comment_status = {
			description: 'Whether or not comments are open on the post.',
			type: 'string',
			enum: [ 'open', 'closed' ],
			context: VIEW_EDIT,
		};
		properties.ping_status = {
			description: 'Whether or not the post can be pinged.',
			type: 'string',
			enum: [ 'open', 'closed' ],
			context: VIEW_EDIT,
		};
	}
	if ( supports( 'page-attributes' ) ) {
		properties.menu_order = {
			description: 'The order of the post in relation to other posts.',
			type: 'integer',
			context: VIEW_EDIT,
		};
	}
	if ( supports( 'post-formats' ) ) {
		properties.format = {
			description: 'The format for the post.',
			type: 'string',
			enum: [
				'standard',
				'aside',
				'chat',
				'gallery',
				'link',
				'image',
				'quote',
				'status',
				'video',
				'audio',
			],
			context: VIEW_EDIT,
		};
	}
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
	Object.assign( properties, fieldSchemas( type.slug ) );
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: type.slug,
		type: 'object',
		properties,
	};
}

/** get_endpoint_args_for_item_schema(): the writable properties as request args. */
export function writableArgs(
	schema: JsonSchema
): Record< string, JsonSchema > {
	const args: Record< string, JsonSchema > = {};
	for ( const [ name, property ] of Object.entries(
		schema.properties as Record< string, JsonSchema >
	) ) {
		if ( property.readonly ) {
			continue;
		}
		const {
			context: _context,
			arg_options: argOptions,
			properties,
			...rest
		} = property;
		void _context;
		if ( argOptions ) {
			args[ name ] = { description: rest.description, ...argOptions };
		} else if ( name === 'meta' ) {
			args[ name ] = { ...rest, properties };
		} else {
			args[ name ] = { ...rest, ...( properties ? { properties } : {} ) };
		}
	}
	return args;
}

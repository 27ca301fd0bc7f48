import { LIMITS } from '../../../content/limits';
import type { JsonSchema } from '../../../../platform/rest/types';
import { ALL_CONTEXTS, VIEW_EDIT } from '../../../../platform/rest/schema';

type Supports = ( feature: string ) => boolean;

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
				context: ALL_CONTEXTS,
				readonly: true,
			},
			...extra,
		},
	};
}

/** Whether a text of the post (content, excerpt) is hidden behind its password. */
function protectedFlag( text: string ): JsonSchema {
	return {
		description: `Whether the ${ text } is protected with a password.`,
		type: 'boolean',
		context: ALL_CONTEXTS,
		readonly: true,
	};
}

/** The title, content, author and excerpt, for the post types that support them. */
export function textProperties(
	supports: Supports
): Record< string, JsonSchema > {
	const properties: Record< string, JsonSchema > = {};
	if ( supports( 'title' ) ) {
		properties.title = renderedText(
			'The title for the post',
			LIMITS.title,
			ALL_CONTEXTS
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
				protected: protectedFlag( 'content' ),
			}
		);
	}
	if ( supports( 'author' ) ) {
		properties.author = {
			description: 'The ID for the author of the post.',
			type: 'integer',
			minimum: 1,
			context: ALL_CONTEXTS,
		};
	}
	if ( supports( 'excerpt' ) ) {
		properties.excerpt = renderedText(
			'The excerpt for the post',
			LIMITS.excerpt,
			ALL_CONTEXTS,
			{ protected: protectedFlag( 'excerpt' ) }
		);
	}
	return properties;
}

const POST_FORMATS = [
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
];

/** The featured image, discussion, order and format, for the post types that support them. */
export function featureProperties(
	supports: Supports
): Record< string, JsonSchema > {
	const properties: Record< string, JsonSchema > = {};
	if ( supports( 'thumbnail' ) ) {
		properties.featured_media = {
			description: 'The ID of the featured media for the post.',
			type: 'integer',
			minimum: 0,
			context: ALL_CONTEXTS,
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
			enum: POST_FORMATS,
			context: VIEW_EDIT,
		};
	}
	return properties;
}

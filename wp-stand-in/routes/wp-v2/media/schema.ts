import { POST_TYPES } from '../../../../platform/content/post-types';
import { LIMITS } from '../../../content/limits';
import type { JsonSchema } from '../../../../platform/rest/types';
import { postSchema } from '../posts/schema';

const ALL = [ 'view', 'edit', 'embed' ];

const textObject = ( description: string, context: string[] ): JsonSchema => ( {
	description,
	type: 'object',
	context,
	arg_options: {
		anyOf: [
			{ type: 'string', maxLength: LIMITS.description },
			{
				type: 'object',
				properties: {
					raw: { type: 'string', maxLength: LIMITS.description },
				},
			},
		],
	},
	properties: {
		raw: { type: 'string', context: [ 'edit' ] },
		rendered: { type: 'string', context, readonly: true },
	},
} );

/** WP_REST_Attachments_Controller::get_item_schema(). */
export function mediaSchema(): JsonSchema {
	const schema = postSchema( POST_TYPES.attachment );
	delete schema.properties.password;
	Object.assign( schema.properties, {
		alt_text: {
			description:
				'Alternative text to display when attachment is not displayed.',
			type: 'string',
			maxLength: LIMITS.title,
			context: ALL,
		},
		caption: textObject( 'The attachment caption.', ALL ),
		description: textObject( 'The attachment description.', [
			'view',
			'edit',
		] ),
		media_type: {
			description: 'Attachment type.',
			type: 'string',
			enum: [ 'image', 'file' ],
			context: ALL,
			readonly: true,
		},
		mime_type: {
			description: 'The attachment MIME type.',
			type: 'string',
			context: ALL,
			readonly: true,
		},
		media_details: {
			description: 'Details about the media file, specific to its type.',
			type: 'object',
			context: ALL,
			readonly: true,
		},
		post: {
			description: 'The ID for the associated post of the attachment.',
			type: [ 'integer', 'null' ],
			minimum: 0,
			context: [ 'view', 'edit' ],
		},
		source_url: {
			description: 'URL to the original attachment file.',
			type: 'string',
			format: 'uri',
			context: ALL,
			readonly: true,
		},
		missing_image_sizes: {
			description: 'List of the missing image sizes of the attachment.',
			type: 'array',
			items: { type: 'string' },
			context: [ 'edit' ],
			readonly: true,
		},
		// Jetpack's fields for a video hosted on VideoPress (null for other attachments).
		jetpack_videopress_guid: {
			description: 'Unique VideoPress ID',
			type: [ 'string', 'null' ],
			context: [ 'view', 'edit' ],
			readonly: true,
		},
		jetpack_videopress: {
			description: 'VideoPress Data',
			type: [ 'object', 'null' ],
			context: [ 'view', 'edit' ],
			readonly: true,
		},
	} );
	schema.title = 'attachment';
	return schema;
}

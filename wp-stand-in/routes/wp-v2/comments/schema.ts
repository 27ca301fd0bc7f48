import type { JsonSchema } from '../../../../platform/rest/types';
import {
	ALL_CONTEXTS,
	VIEW_EDIT,
	itemSchema,
} from '../../../../platform/rest/schema';

const AVATAR_SIZES = [ 24, 48, 96 ];

/** author_avatar_urls, listed only while the site shows avatars. */
function avatarProperty(): JsonSchema {
	return {
		description: 'Avatar URLs for the comment author.',
		type: 'object',
		context: ALL_CONTEXTS,
		readonly: true,
		properties: Object.fromEntries(
			AVATAR_SIZES.map( ( size ) => [
				String( size ),
				{
					description: `Avatar URL with image size of ${ size } pixels.`,
					type: 'string',
					format: 'uri',
					context: [ 'embed', 'view', 'edit' ],
				},
			] )
		),
	};
}

/**
 * The item schema of comments: the commenter's e-mail address, IP address and browser, and the
 * raw text, only in edit context (moderators).
 *
 * @param showAvatars Whether the site shows avatars (the `show_avatars` option).
 */
export function commentSchema( showAvatars: boolean ): JsonSchema {
	return itemSchema( 'comment', {
		id: {
			description: 'Unique identifier for the comment.',
			type: 'integer',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		author: {
			description: 'The ID of the user object, if author was a user.',
			type: 'integer',
			context: ALL_CONTEXTS,
		},
		author_email: {
			description: 'Email address for the comment author.',
			type: 'string',
			format: 'email',
			context: [ 'edit' ],
			// Checked by the endpoint: an empty address is accepted (to clear it on update).
			arg_options: { type: 'string' },
		},
		author_ip: {
			description: 'IP address for the comment author.',
			type: 'string',
			format: 'ip',
			context: [ 'edit' ],
			arg_options: { type: 'string' },
		},
		author_name: {
			description: 'Display name for the comment author.',
			type: 'string',
			context: ALL_CONTEXTS,
			arg_options: { type: 'string' },
		},
		author_url: {
			description: 'URL for the comment author.',
			type: 'string',
			format: 'uri',
			context: ALL_CONTEXTS,
			arg_options: { type: 'string' },
		},
		author_user_agent: {
			description: 'User agent for the comment author.',
			type: 'string',
			context: [ 'edit' ],
			arg_options: { type: 'string' },
		},
		content: {
			description: 'The content for the comment.',
			type: 'object',
			context: ALL_CONTEXTS,
			// A string or `{ raw }`, read by the endpoint as WordPress reads it.
			arg_options: {},
			properties: {
				raw: {
					description:
						'Content for the comment, as it exists in the database.',
					type: 'string',
					context: [ 'edit' ],
				},
				rendered: {
					description:
						'HTML content for the comment, transformed for display.',
					type: 'string',
					context: ALL_CONTEXTS,
					readonly: true,
				},
			},
		},
		date: {
			description:
				"The date the comment was published, in the site's timezone.",
			type: 'string',
			format: 'date-time',
			context: ALL_CONTEXTS,
		},
		date_gmt: {
			description: 'The date the comment was published, as GMT.',
			type: 'string',
			format: 'date-time',
			context: VIEW_EDIT,
		},
		link: {
			description: 'URL to the comment.',
			type: 'string',
			format: 'uri',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		parent: {
			description: 'The ID for the parent of the comment.',
			type: 'integer',
			context: ALL_CONTEXTS,
			default: 0,
		},
		post: {
			description: 'The ID of the associated post object.',
			type: 'integer',
			context: VIEW_EDIT,
			default: 0,
		},
		status: {
			description: 'State of the comment.',
			type: 'string',
			context: VIEW_EDIT,
		},
		type: {
			description: 'Type of the comment.',
			type: 'string',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		...( showAvatars ? { author_avatar_urls: avatarProperty() } : {} ),
		meta: {
			description: 'Meta fields.',
			type: 'object',
			context: VIEW_EDIT,
			properties: {},
		},
	} );
}

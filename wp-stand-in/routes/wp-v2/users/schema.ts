import type { JsonSchema } from '../../../../platform/rest/types';
import {
	ALL_CONTEXTS,
	VIEW_EDIT,
	itemSchema,
} from '../../../../platform/rest/schema';
import { translatedLocales } from '../../../../platform/render/script-translations';

/** The item schema of users: private fields (email, roles, capabilities) only in edit context. */
export function userSchema(): JsonSchema {
	return itemSchema( 'user', {
		id: {
			description: 'Unique identifier for the user.',
			type: 'integer',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		username: {
			description: 'Login name for the user.',
			type: 'string',
			context: [ 'edit' ],
			required: true,
			maxLength: 60,
			pattern: '^[A-Za-z0-9 _.@-]+$',
		},
		name: {
			description: 'Display name for the user.',
			type: 'string',
			context: ALL_CONTEXTS,
			maxLength: 250,
		},
		first_name: {
			description: 'First name for the user.',
			type: 'string',
			context: [ 'edit' ],
			maxLength: 250,
		},
		last_name: {
			description: 'Last name for the user.',
			type: 'string',
			context: [ 'edit' ],
			maxLength: 250,
		},
		email: {
			description: 'The email address for the user.',
			type: 'string',
			format: 'email',
			context: [ 'edit' ],
			required: true,
			maxLength: 100,
		},
		url: {
			description: 'URL of the user.',
			type: 'string',
			format: 'uri',
			context: ALL_CONTEXTS,
			maxLength: 2048,
		},
		description: {
			description: 'Description of the user.',
			type: 'string',
			context: ALL_CONTEXTS,
			maxLength: 65535,
		},
		link: {
			description: 'Author URL of the user.',
			type: 'string',
			format: 'uri',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		locale: {
			description: 'Locale for the user.',
			type: 'string',
			enum: [ '', 'en_US', ...translatedLocales() ],
			context: [ 'edit' ],
		},
		nickname: {
			description: 'The nickname for the user.',
			type: 'string',
			context: [ 'edit' ],
			maxLength: 250,
		},
		slug: {
			description: 'An alphanumeric identifier for the user.',
			type: 'string',
			context: ALL_CONTEXTS,
			maxLength: 50,
		},
		registered_date: {
			description: 'Registration date for the user.',
			type: 'string',
			format: 'date-time',
			context: [ 'edit' ],
			readonly: true,
		},
		roles: {
			description: 'Roles assigned to the user.',
			type: 'array',
			items: {
				type: 'string',
				enum: [
					'administrator',
					'editor',
					'author',
					'contributor',
					'subscriber',
				],
			},
			maxItems: 1,
			context: [ 'edit' ],
		},
		password: {
			description: 'Password for the user (never included).',
			type: 'string',
			context: [],
			required: true,
			maxLength: 4096,
		},
		capabilities: {
			description: 'All capabilities assigned to the user.',
			type: 'object',
			context: [ 'edit' ],
			readonly: true,
		},
		extra_capabilities: {
			description: 'Any extra capabilities assigned to the user.',
			type: 'object',
			context: [ 'edit' ],
			readonly: true,
		},
		avatar_urls: {
			description: 'Avatar URLs for the user.',
			type: 'object',
			context: ALL_CONTEXTS,
			readonly: true,
		},
		meta: {
			description: 'Meta fields.',
			type: 'object',
			context: VIEW_EDIT,
			properties: {
				persisted_preferences: {
					description:
						"The user's editor preferences (@wordpress/preferences-persistence).",
					type: 'object',
					context: [ 'edit' ],
					properties: {
						_modified: { type: 'string', format: 'date-time' },
					},
					additionalProperties: true,
					maxProperties: 200,
				},
			},
		},
	} );
}

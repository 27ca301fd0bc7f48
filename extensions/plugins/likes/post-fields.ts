import type { PostFieldDefinition } from '../../../shared/post-fields/types';

export const postFields = {
	jetpack_likes_enabled: {
		type: 'boolean',
		default: true,
		description: 'Whether the Likes button is shown on the post.',
		postTypes: [ 'post', 'page' ],
		readonly: false,
	},
} satisfies Record< string, PostFieldDefinition >;

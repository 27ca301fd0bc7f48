import type { PostMetaDefinition } from '../../../shared/post-fields/types';

export const postMeta = {
	jetpack_publicize_connections: {
		type: 'string',
		default: '',
		description:
			'The connections the post is shared to, as JSON: a list of { id, enabled }.',
		postTypes: [ 'post' ],
		maxLength: 16384,
	},
} satisfies Record< string, PostMetaDefinition >;

import type { PostMetaDefinition } from '../../../shared/post-fields/types';

export const postMeta = {
	jetpack_sharing_enabled: {
		type: 'boolean',
		default: true,
		description: 'Whether sharing buttons are shown on the post.',
		postTypes: [ 'post', 'page' ],
	},
} satisfies Record< string, PostMetaDefinition >;

/** The sharing meta the previews read: the message shared with the post, and whether it is a thread. */
import {
	TEXT_LIMIT,
	type PostMetaDefinition,
} from '../../../shared/post-fields/types';

export const postMeta = {
	jetpack_publicize_message: {
		type: 'string',
		default: '',
		description: 'Custom message shared with the post on social networks.',
		postTypes: [ 'post' ],
		maxLength: TEXT_LIMIT,
	},
	jetpack_publicize_hasEditedShareMessage: {
		type: 'boolean',
		default: false,
		description: 'Whether the author edited the social share message.',
		postTypes: [ 'post' ],
	},
	jetpack_is_tweetstorm: {
		type: 'boolean',
		default: false,
		description: 'Whether the post is published as a thread on Twitter.',
		postTypes: [ 'post' ],
	},
} satisfies Record< string, PostMetaDefinition >;

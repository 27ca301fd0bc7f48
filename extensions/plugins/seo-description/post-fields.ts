import {
	TEXT_LIMIT,
	type PostMetaDefinition,
} from '../../../shared/post-fields/types';

export const postMeta = {
	advanced_seo_description: {
		type: 'string',
		default: '',
		description:
			'Custom post description for search engines and social media previews.',
		postTypes: [ 'post', 'page' ],
		maxLength: TEXT_LIMIT,
	},
} satisfies Record< string, PostMetaDefinition >;

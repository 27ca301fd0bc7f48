import type { PostFieldDefinition } from '../../../shared/post-fields/types';
import { shortlinkUrl } from '../../../shared/shortlink/code';

export const postFields = {
	jetpack_shortlink: {
		type: 'string',
		default: '',
		description:
			'The short link of the post (wp_get_shortlink), empty until it is published.',
		postTypes: [ 'post', 'page' ],
		readonly: true,
		// Like wp.me: the ID in base 62 under /s/, served by service/features/shortlinks.
		compute: ( post, site ) =>
			post.status === 'publish' ? shortlinkUrl( site.home, post.id ) : '',
	},
} satisfies Record< string, PostFieldDefinition >;

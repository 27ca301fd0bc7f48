/**
 * Post meta and extra post fields that Tessera's extensions add to the posts endpoint: the one
 * place they are declared. The server exposes meta under `meta` (as register_post_meta with
 * `show_in_rest` does) and fields at the top level of the post (as register_rest_field does),
 * validates every write against `type`, and fills `default` when nothing is stored.
 */
import { shortlinkUrl } from '../shared/shortlink/code';

type Scalar = 'string' | 'boolean' | 'integer' | 'number';

type ValueOf< T extends Scalar > = T extends 'string'
	? string
	: T extends 'boolean'
		? boolean
		: number;

export interface PostMetaDefinition< T extends Scalar = Scalar > {
	type: T;
	default: ValueOf< T >;
	description: string;
	/** Post types the meta is registered for. */
	postTypes: string[];
	/** Longest accepted string (in characters). */
	maxLength?: number;
}

export interface PostFieldDefinition< T extends Scalar = Scalar > {
	type: T;
	default: ValueOf< T >;
	description: string;
	postTypes: string[];
	/** Read-only fields are computed from the post; writable ones are stored with it. */
	readonly: boolean;
	compute?: (
		post: { id: number; status: string; type: string },
		site: { home: string }
	) => ValueOf< T >;
	maxLength?: number;
}

/** A text column's worth: longer strings are refused with rest_invalid_param. */
const TEXT_LIMIT = 65535;

export const postMeta = {
	advanced_seo_description: {
		type: 'string',
		default: '',
		description:
			'Custom post description for search engines and social media previews.',
		postTypes: [ 'post', 'page' ],
		maxLength: TEXT_LIMIT,
	},
	jetpack_publicize_message: {
		type: 'string',
		default: '',
		description: 'Custom message shared with the post on social networks.',
		postTypes: [ 'post' ],
		maxLength: TEXT_LIMIT,
	},
	jetpack_sharing_enabled: {
		type: 'boolean',
		default: true,
		description: 'Whether sharing buttons are shown on the post.',
		postTypes: [ 'post', 'page' ],
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

export const postFields = {
	jetpack_likes_enabled: {
		type: 'boolean',
		default: true,
		description: 'Whether the Likes button is shown on the post.',
		postTypes: [ 'post', 'page' ],
		readonly: false,
	},
	jetpack_shortlink: {
		type: 'string',
		default: '',
		description:
			'The short link of the post (wp_get_shortlink), empty until it is published.',
		postTypes: [ 'post', 'page' ],
		readonly: true,
		// Like wp.me: the ID in base 62 under /s/, served by mock-api/services/shortlinks.
		compute: ( post, site ) =>
			post.status === 'publish' ? shortlinkUrl( site.home, post.id ) : '',
	},
} satisfies Record< string, PostFieldDefinition >;

export type TesseraPostMeta = {
	[ K in keyof typeof postMeta ]: ValueOf<
		( typeof postMeta )[ K ][ 'type' ]
	>;
};

import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import type { EditorPostSelectors } from '../../../shared/post-editor/editor-selectors';
import type { MicroblogPost } from '../../../shared/previews';
import { shareMessage } from '../../../shared/publicize/message';
import { TWEETSTORM_STORE } from '../../../shared/tweetstorm/store-name';
import type { Tweet, TweetCard } from '../../../shared/tweetstorm/types';
import { previewDescription } from './description';
import { htmlToText } from './html-to-text';
import { threadPreview } from './thread';

/** Stores by name: importing @wordpress/editor or core-data for their store objects is heavy. */
const EDITOR_STORE = 'core/editor';
const CORE_STORE = 'core';

interface TweetstormSelectors {
	getTweets: () => Tweet[];
	getCards: () => Record< string, TweetCard >;
}

const NO_TWEETS: Tweet[] = [];
const NO_CARDS: Record< string, TweetCard > = {};

export interface PostPreviewData {
	title: string;
	description: string;
	url: string;
	image?: string;
	author?: string;
	isTweetStorm: boolean;
	/** What the microblog tab shows: one post with a link card, or the thread. */
	posts: MicroblogPost[];
}

interface CoreSelectors {
	getMedia: ( id: number ) =>
		| {
				source_url?: string;
				media_details?: {
					sizes?: Record< string, { source_url?: string } >;
				};
		  }
		| undefined;
	getUser: ( id: number ) =>
		| {
				name?: string;
				slug?: string;
				avatar_urls?: Record< string, string >;
		  }
		| undefined;
}

type Meta = {
	advanced_seo_description?: string;
	jetpack_is_tweetstorm?: boolean;
	jetpack_publicize_message?: string;
	jetpack_publicize_hasEditedShareMessage?: boolean;
};

interface PostFields {
	title: string;
	url: string;
	excerpt: string;
	content: string;
	seoDescription: string;
	shareMessage: string;
	hasEditedMessage: boolean;
	isTweetStorm: boolean;
	image?: string;
	user?: ReturnType< CoreSelectors[ 'getUser' ] >;
	date?: string;
	/** The thread the site parsed the post into, in thread mode. */
	tweets: Tweet[];
	cards: Record< string, TweetCard >;
}

/**
 * Reads the post's fields. Each value is a primitive or an object the stores keep, so useSelect's
 * shallow comparison gives the same object back while nothing changed.
 */
function usePostFields(): PostFields {
	return useSelect( ( select ) => {
		const editor = select( EDITOR_STORE ) as unknown as EditorPostSelectors;
		const core = select( CORE_STORE ) as unknown as CoreSelectors;
		const attribute = ( name: string ) =>
			editor.getEditedPostAttribute( name );
		const meta = ( attribute( 'meta' ) ?? {} ) as Meta;
		const mediaId = Number( attribute( 'featured_media' ) ) || 0;
		const media = mediaId ? core.getMedia( mediaId ) : undefined;
		const authorId = Number( attribute( 'author' ) ) || 0;
		// Filled by the share panel's thread mode; not there until that has loaded.
		const thread = meta.jetpack_is_tweetstorm
			? ( select( TWEETSTORM_STORE ) as unknown as
					TweetstormSelectors | undefined )
			: undefined;
		return {
			// The raw title is HTML (typing `<` stores `&lt;`): the previews show its text.
			title: htmlToText( String( attribute( 'title' ) ?? '' ) ),
			// `link` is what WordPress would share (`?p=ID` until published).
			url:
				String( attribute( 'link' ) ?? '' ) ||
				editor.getPermalink() ||
				'',
			excerpt: String( attribute( 'excerpt' ) ?? '' ),
			content: editor.getEditedPostContent(),
			seoDescription: meta.advanced_seo_description ?? '',
			shareMessage: meta.jetpack_publicize_message ?? '',
			hasEditedMessage:
				meta.jetpack_publicize_hasEditedShareMessage === true,
			isTweetStorm: meta.jetpack_is_tweetstorm === true,
			image:
				media?.media_details?.sizes?.large?.source_url ??
				media?.source_url,
			user: authorId ? core.getUser( authorId ) : undefined,
			date: String( attribute( 'date' ) ?? '' ) || undefined,
			tweets: thread?.getTweets() ?? NO_TWEETS,
			cards: thread?.getCards() ?? NO_CARDS,
		};
	}, [] );
}

/**
 * What the microblog tab shows: for a tweet storm, the thread the site parsed the post into,
 * framed as it is shared; otherwise one post (the share message, or the title, and the
 * address) with a link card.
 *
 * @param fields      The post's fields.
 * @param description The preview description.
 */
function microblogPosts(
	fields: PostFields,
	description: string
): MicroblogPost[] {
	const { title, url, image, user, date } = fields;
	const author = {
		name: user?.name,
		screenName: user?.slug ? `@${ user.slug }` : undefined,
		profileImage: user?.avatar_urls?.[ '96' ],
		date,
	};
	const card = {
		title,
		description,
		image,
		url,
		type: image
			? ( 'summary_large_image' as const )
			: ( 'summary' as const ),
	};
	if ( fields.isTweetStorm ) {
		const message = shareMessage( {
			message: fields.shareMessage,
			hasEdited: fields.hasEditedMessage,
			excerpt: fields.excerpt,
			title,
		} );
		return threadPreview(
			fields.tweets,
			fields.cards,
			{ message, url, postCard: card },
			author
		);
	}
	const text = fields.shareMessage.trim() || title;
	return [ { ...author, text: url ? `${ text } ${ url }` : text, card } ];
}

/** Everything the previews show, read from the post being edited. */
export function usePostData(): PostPreviewData {
	const fields = usePostFields();
	return useMemo( () => {
		const description = previewDescription( {
			seoDescription: fields.seoDescription,
			excerpt: fields.excerpt,
			content: fields.content,
		} );
		return {
			title: fields.title,
			description,
			url: fields.url,
			image: fields.image,
			author: fields.user?.name,
			isTweetStorm: fields.isTweetStorm,
			posts: microblogPosts( fields, description ),
		};
	}, [ fields ] );
}

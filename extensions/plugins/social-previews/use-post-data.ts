import type { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect, type CurriedSelectorsOf } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import type { EditorPostSelectors } from '../../../shared/plugin-sidebar/editor-selectors';
import type { MicroblogPost } from '../../../shared/previews';
import { previewDescription } from './description';
import { htmlToText } from './html-to-text';
import { threadFromBlocks, type ThreadBlock } from './thread';

/** Stores by name: importing @wordpress/editor or core-data for their store objects is heavy. */
const EDITOR_STORE = 'core/editor';
const CORE_STORE = 'core';
const BLOCK_EDITOR_STORE = 'core/block-editor';

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
};

interface PostFields {
	title: string;
	url: string;
	excerpt: string;
	content: string;
	seoDescription: string;
	shareMessage: string;
	isTweetStorm: boolean;
	image?: string;
	user?: ReturnType< CoreSelectors[ 'getUser' ] >;
	date?: string;
	blocks?: ThreadBlock[];
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
			isTweetStorm: meta.jetpack_is_tweetstorm === true,
			image:
				media?.media_details?.sizes?.large?.source_url ??
				media?.source_url,
			user: authorId ? core.getUser( authorId ) : undefined,
			date: String( attribute( 'date' ) ?? '' ) || undefined,
			blocks: meta.jetpack_is_tweetstorm
				? (
						select( BLOCK_EDITOR_STORE ) as CurriedSelectorsOf<
							typeof blockEditorStore
						>
					 ).getBlocks()
				: undefined,
		};
	}, [] );
}

/**
 * What the microblog tab shows: for a tweet storm, the thread built from the post's blocks;
 * otherwise one post (the share message, or the title, and the address) with a link card.
 *
 * @param fields      The post's fields.
 * @param description The preview description.
 */
function microblogPosts(
	fields: PostFields,
	description: string
): MicroblogPost[] {
	const { title, url, image, user, date, shareMessage, blocks } = fields;
	const author = {
		name: user?.name,
		screenName: user?.slug ? `@${ user.slug }` : undefined,
		profileImage: user?.avatar_urls?.[ '96' ],
		date,
	};
	const thread = blocks ? threadFromBlocks( blocks, author ) : [];
	if ( thread.length > 0 ) {
		return thread;
	}
	const text = shareMessage.trim() || title;
	return [
		{
			...author,
			text: url ? `${ text } ${ url }` : text,
			card: {
				title,
				description,
				image,
				url,
				type: image ? 'summary_large_image' : 'summary',
			},
		},
	];
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

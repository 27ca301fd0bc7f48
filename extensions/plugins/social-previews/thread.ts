import type { MicroblogCard, MicroblogPost } from '../../../shared/previews';
import { assembleThread } from '../../../shared/tweetstorm/thread';
import type { Tweet, TweetCard } from '../../../shared/tweetstorm/types';

/** Who posts the thread and when: copied onto every post. */
export type ThreadAuthor = Pick<
	MicroblogPost,
	'name' | 'screenName' | 'profileImage' | 'date'
>;

export interface ThreadFrame {
	/** The share message the thread opens with. */
	message: string;
	/** The post's address, the thread's last tweet. */
	url: string;
	/** The post's own card, shown under that last tweet. */
	postCard: MicroblogCard;
}

/**
 * A tweet's link card: the one the site made for its last address, or for the post's own
 * address the post's card. A tweet with media or a quoted tweet shows those instead.
 */
function cardOf(
	tweet: Tweet,
	cards: Record< string, TweetCard >,
	frame: ThreadFrame
): MicroblogCard | undefined {
	if ( tweet.media.length || tweet.tweet ) {
		return undefined;
	}
	const url = tweet.urls[ tweet.urls.length - 1 ];
	if ( ! url ) {
		return undefined;
	}
	return (
		tweet.card ??
		cards[ url ] ??
		( url === frame.url ? frame.postCard : undefined )
	);
}

/**
 * The thread preview: exactly what sharing posts, from the tweets the site parsed the post into
 * (the share panel's thread mode asks for them): the opening message, the post's tweets, the
 * link to the post; at most 100.
 *
 * @param tweets The post's tweets, as the site parsed them.
 * @param cards  The link cards the site made, by address.
 * @param frame  The message, the post's address and its card.
 * @param author Who posts, and when.
 */
export function threadPreview(
	tweets: Tweet[],
	cards: Record< string, TweetCard >,
	frame: ThreadFrame,
	author: ThreadAuthor
): MicroblogPost[] {
	return assembleThread( frame.message, tweets, frame.url ).map(
		( tweet ) => ( {
			...author,
			text: tweet.text,
			media: tweet.media.map( ( { type, url, alt } ) => ( {
				type,
				url,
				alt,
			} ) ),
			urls: tweet.urls,
			tweet: tweet.tweet || undefined,
			card: cardOf( tweet, cards, frame ),
		} )
	);
}

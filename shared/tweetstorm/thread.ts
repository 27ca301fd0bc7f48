import { __ } from '@wordpress/i18n';
import type { BlockWarningKind, Tweet } from './types';

/** The most tweets a thread publishes, and the words that close its first tweet. */
export const THREAD_CAP = 100;
export const THREAD_SUFFIX = 'A thread ⬇️';

/** The share message's limit: 255, less the suffix and its space in thread mode. */
export const MESSAGE_LENGTH = 255;
export function messageLimit( isThread: boolean ): number {
	return isThread ? MESSAGE_LENGTH - THREAD_SUFFIX.length - 1 : MESSAGE_LENGTH;
}

/** Thread lengths that call for a warning: counted with the opening tweet and the link tweet. */
export const LONG_THREAD = 22;
export const OVER_CAP_THREAD = 102;
export const SHORT_THREAD = 2;

export type ThreadWarning = 'over-cap' | 'long' | 'short';

/**
 * What a thread of `length` tweets (opening and link tweets included) warns about: over the
 * cap, long, or (at pre-publish only) so short that nothing of the post became a tweet.
 *
 * @param length       The thread's length.
 * @param isPrePublish Whether the warning is for the pre-publish checks.
 */
export function threadWarning(
	length: number,
	isPrePublish: boolean
): ThreadWarning | undefined {
	if ( length >= OVER_CAP_THREAD ) {
		return 'over-cap';
	}
	if ( length >= LONG_THREAD ) {
		return 'long';
	}
	if ( isPrePublish && length <= SHORT_THREAD ) {
		return 'short';
	}
	return undefined;
}

export function threadWarningMessage( warning: ThreadWarning ): string {
	switch ( warning ) {
		case 'over-cap':
			return __(
				'Only the first 100 tweets of this post will be published in the Twitter thread.',
				'tessera'
			);
		case 'long':
			return __(
				'This post will create a Twitter thread more than 20 tweets long.',
				'tessera'
			);
		case 'short':
			return __(
				'None of the content in this post could be transformed into tweets, it may be better to share as a single tweet.',
				'tessera'
			);
	}
}

export function blockWarningMessage( kind: BlockWarningKind ): string {
	switch ( kind ) {
		case 'media-limit':
			return __( 'Twitter displays the first four images.', 'tessera' );
		case 'formatting':
			return __( 'Twitter removes all text formatting.', 'tessera' );
		case 'links':
			// The network's own wording, spelling included.
			return __( 'Links will be posted seperately.', 'tessera' );
		case 'unsupported':
			return __( 'This block is not exportable to Twitter', 'tessera' );
	}
}

function plainTweet( text: string ): Tweet {
	return {
		text,
		media: [],
		tweet: '',
		urls: text.match( /https?:\/\/\S+/g ) ?? [],
		blocks: [],
		boundary: false,
	};
}

/**
 * The whole thread: the message with the suffix, the post's tweets, then the post's address;
 * at most 100 tweets.
 *
 * @param message The share message (already falling back to the title).
 * @param content The tweets made from the post's blocks.
 * @param url     The post's address.
 */
export function assembleThread(
	message: string,
	content: Tweet[],
	url: string
): Tweet[] {
	return [
		plainTweet( `${ message.trim() } ${ THREAD_SUFFIX }`.trim() ),
		...content,
		plainTweet( url ),
	].slice( 0, THREAD_CAP );
}

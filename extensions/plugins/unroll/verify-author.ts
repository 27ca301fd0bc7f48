import { tweetAuthor } from '../../../shared/thread-import/types';

/**
 * Whether the thread at `url` was posted by one of the user's Twitter connections: its handle
 * (`@name`, as the keyring shows the account) matches, letter case aside, as handles are.
 */
export function isOwnThread(
	url: string,
	connections: Array< { service: string; external_display: string } >
): boolean {
	const author = tweetAuthor( url )?.toLowerCase();
	return (
		!! author &&
		connections.some(
			( connection ) =>
				connection.service === 'twitter' &&
				connection.external_display.trim().toLowerCase() ===
					`@${ author }`
		)
	);
}

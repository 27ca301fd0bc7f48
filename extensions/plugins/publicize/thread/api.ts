import apiFetch from '@wordpress/api-fetch';
import { serialize, type Block as BlockInstance } from '@wordpress/blocks';
import type { Tweet, TweetCard } from '../../../../shared/tweetstorm/types';

/** The tweets the site makes of the editor's blocks. */
export function parseTweets( blocks: BlockInstance[] ): Promise< Tweet[] > {
	return apiFetch( {
		path: '/wpcom/v2/tweetstorm/parse',
		method: 'POST',
		data: {
			blocks: blocks.map( ( block ) => ( {
				attributes: block.attributes,
				block: serialize( block ),
				clientId: block.clientId,
			} ) ),
		},
	} );
}

export function generateCards(
	urls: string[]
): Promise< Record< string, TweetCard > > {
	return apiFetch( {
		path: '/wpcom/v2/tweetstorm/generate-cards',
		method: 'POST',
		data: { urls },
	} );
}

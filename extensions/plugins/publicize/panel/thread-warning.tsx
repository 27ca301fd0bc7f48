import { Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import {
	threadWarning,
	threadWarningMessage,
} from '../../../../shared/tweetstorm/thread';
import type { Tweet } from '../../../../shared/tweetstorm/types';
import { STORE_NAME } from '../thread/store';

/** Tweets a thread adds to the post's own: the opening message and the link to the post. */
const FRAME_TWEETS = 2;

/** The thread's length warning: too long, over the cap, or (before publishing) empty. */
export function ThreadWarning( { isPrePublish }: { isPrePublish: boolean } ) {
	const length = useSelect(
		( select ) =>
			( select( STORE_NAME ) as { getTweets: () => Tweet[] } ).getTweets().length +
			FRAME_TWEETS,
		[]
	);
	const warning = threadWarning( length, isPrePublish );
	if ( ! warning ) {
		return null;
	}
	return (
		<Notice
			status={ warning === 'over-cap' ? 'error' : 'warning' }
			isDismissible={ false }
			className="tessera-publicize__notice"
		>
			{ threadWarningMessage( warning ) }
		</Notice>
	);
}

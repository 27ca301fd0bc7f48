import { useSelect } from '@wordpress/data';
import type { EditorPostSelectors } from '../../../../shared/post-editor/editor-selectors';
import { PublishedSharing } from '../shared-state/published-sharing';
import '../thread/store';
import { useConnectionChoices } from './choices';
import { ConnectAccount } from './connect-account';
import { ConnectionNotices } from './connection-notices';
import { ConnectionToggles } from './connection-toggles';
import { MessageBox } from './message-box';
import { ThreadWarning } from './thread-warning';
import { TwitterSettings } from './twitter-settings';
import { useConnections } from './use-connections';

/**
 * The body of 'Share this post': the connection notices and toggles, 'Connect an account', and
 * once something is enabled the message and, for Twitter, single tweet or thread; once the post
 * is published, where it was shared and 'Share post' to share it again.
 */
export default function SharePanel( {
	isPrePublish,
}: {
	isPrePublish: boolean;
} ) {
	const { enabled, setEnabled } = useConnectionChoices();
	const { isThread, isPublished } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as EditorPostSelectors;
		const meta = editor.getEditedPostAttribute( 'meta' ) as
			Record< string, unknown > | undefined;
		return {
			isThread: meta?.jetpack_is_tweetstorm === true,
			// Saved as published: a private or scheduled post is not shared.
			isPublished:
				editor.getCurrentPostAttribute( 'status' ) === 'publish',
		};
	}, [] );
	const { connections, refresh, refreshSoon } = useConnections( enabled );
	const list = connections ?? [];
	const anyEnabled = list.some( enabled );
	const twitterEnabled = list.some(
		( connection ) =>
			connection.service_name === 'twitter' && enabled( connection )
	);
	return (
		<div className="tessera-publicize__panel">
			<ConnectionNotices connections={ list } onRetest={ refresh } />
			<ConnectionToggles
				connections={ list }
				isEnabled={ enabled }
				onToggle={ setEnabled }
			/>
			<ConnectAccount onConnected={ refreshSoon } />
			{ anyEnabled && (
				<MessageBox isThread={ isThread && twitterEnabled } />
			) }
			{ twitterEnabled && <TwitterSettings /> }
			{ twitterEnabled && isThread && (
				<ThreadWarning isPrePublish={ isPrePublish } />
			) }
			{ isPublished && ! isPrePublish && (
				<PublishedSharing connections={ list } isEnabled={ enabled } />
			) }
		</div>
	);
}

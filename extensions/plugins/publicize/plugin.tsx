import { PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { PluginPrePublishPanel } from '@wordpress/editor';
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { share } from '@wordpress/icons';
import { TesseraPluginSidebar } from '../../../shared/plugin-sidebar';
import type { EditorPostSelectors } from '../../../shared/post-editor/editor-selectors';

// The panel and thread mode load on first use: a closed panel and a post that is not a thread
// cost the editor nothing more than this file.
const SharePanel = lazy( () => import( './panel/share-panel' ) );
const ThreadMode = lazy( () => import( './thread/thread-mode' ) );

/**
 * 'Share this post' in the Tessera sidebar and in the pre-publish checks, for posts; while the
 * post is a Twitter thread, the thread's boundaries and warnings in the editor.
 */
export function PublicizePlugin() {
	const { isPost, isThread } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as EditorPostSelectors;
		const meta = editor.getEditedPostAttribute( 'meta' ) as
			Record< string, unknown > | undefined;
		return {
			isPost: editor.getCurrentPostType() === 'post',
			isThread: meta?.jetpack_is_tweetstorm === true,
		};
	}, [] );
	if ( ! isPost ) {
		return null;
	}
	const title = __( 'Share this post', 'tessera' );
	return (
		<>
			<TesseraPluginSidebar>
				<PanelBody
					title={ title }
					initialOpen={ false }
					className="tessera-publicize"
				>
					<Suspense fallback={ null }>
						<SharePanel isPrePublish={ false } />
					</Suspense>
				</PanelBody>
			</TesseraPluginSidebar>
			<PluginPrePublishPanel
				title={ title }
				icon={ share }
				initialOpen
				className="tessera-publicize"
			>
				<Suspense fallback={ null }>
					<SharePanel isPrePublish />
				</Suspense>
			</PluginPrePublishPanel>
			{ isThread && (
				<Suspense fallback={ null }>
					<ThreadMode />
				</Suspense>
			) }
		</>
	);
}

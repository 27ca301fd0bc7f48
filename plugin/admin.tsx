/**
 * The plugin's wp-admin screens: the Tessera site's own, mounted in the element the plugin's page
 * prints (includes/admin-pages.php). WordPress's api-fetch already carries the REST root and nonce.
 */
import { createRoot } from '@wordpress/element';
import { FeedbackInbox } from '../src/admin/feedback/inbox';
import '@wordpress/dataviews/build-style/style.css';
import '../src/admin/shared/style.scss';
import '../src/admin/feedback/style.scss';

const inbox = document.getElementById( 'tessera-feedback-inbox' );
if ( inbox ) {
	createRoot( inbox ).render(
		<FeedbackInbox
			timeFormat={ inbox.dataset.timeFormat ?? 'g:i a' }
			screenUrl={ inbox.dataset.screenUrl }
		/>
	);
}

/**
 * The plugin's editor script: registers every block and editor plugin the site may use, as the
 * site's editor page does before it starts the editor (src/editor/index.ts). WordPress starts
 * its own editor; the initial state comes from the plugin's PHP (includes/editor.php).
 */
import apiFetch from '@wordpress/api-fetch';

import { getEditorFlag } from '../shared/availability';
import { registerExtensions } from '../shared/loader';
import * as extensions from '../extensions/editor';
import { answerServiceRequestsLocally } from './service-requests';
import { showStripeConnectNotice } from '../shared/memberships/stripe-connect-notices';
import { showPlanUpgradedNotice } from '../shared/paid-blocks';

if ( ! getEditorFlag( 'is_active' ) ) {
	apiFetch.use( answerServiceRequestsLocally );
}
registerExtensions( extensions );
// Back from the store or the card provider's connection page, as on the site's own editor.
showPlanUpgradedNotice();
showStripeConnectNotice();

import { useCallback } from '@wordpress/element';

import { getPostEditorUrl } from '../post-editor/editor-url';
import { useSaveThenLeave } from '../post-editor/use-save-then-leave';
import { serviceUrl, type ServiceHosts } from '../service-hosts';

/**
 * What a Connect button does: save the post when it needs it (the provider sends the owner back
 * to its editor), then leave for the provider's connection page.
 *
 * @param connectUrl The provider's connection address from the memberships status.
 * @param hosts      The service host map (the stand-in's address on the local server).
 */
export function useConnectFlow(
	connectUrl: string | undefined,
	hosts: ServiceHosts | undefined
) {
	const { leave, isLeaving } = useSaveThenLeave();

	const connect = useCallback( async () => {
		if ( ! connectUrl ) {
			return;
		}
		await leave( ( postId ) => {
			// The provider sends the owner back to the page they left: the saved post's editor,
			// not the new-post screen it may have started on.
			window.history.replaceState(
				window.history.state,
				'',
				getPostEditorUrl( postId )
			);
			return serviceUrl(
				connectUrl,
				hosts ?? {},
				window.location.origin
			);
		} );
	}, [ connectUrl, hosts, leave ] );

	return { connect, isRedirecting: isLeaving };
}

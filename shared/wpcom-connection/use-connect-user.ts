import apiFetch from '@wordpress/api-fetch';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { getPostEditorUrl } from '../post-editor/editor-url';
import { useSaveThenLeave } from '../post-editor/use-save-then-leave';

/** Where the connect flow started, as the site's connect link records it. */
export const CONNECT_FROM = 'tessera-block-editor';

/** The connect link, when the answer is one (an address on the web, or on this site). */
function connectLink( answer: unknown ): string {
	if (
		typeof answer !== 'string' ||
		! /^(https?:\/\/|\/(?!\/))/i.test( answer )
	) {
		throw new Error( 'not a link' );
	}
	return answer;
}

/**
 * Linking the signed-in user to WordPress.com from a block: the post is saved first when it was
 * never saved (or has changes), then the site's connect link is asked for with the post's editor as
 * the way back, and the editor leaves for it. A failure keeps the person in the editor with
 * `error` set.
 */
export function useConnectUser() {
	const { leave, isLeaving } = useSaveThenLeave();
	const [ error, setError ] = useState< string | null >( null );

	const connect = useCallback( async () => {
		setError( null );
		try {
			await leave( async ( postId ) =>
				connectLink(
					await apiFetch( {
						path: addQueryArgs( '/jetpack/v4/connection/url', {
							from: CONNECT_FROM,
							redirect: getPostEditorUrl( postId ),
						} ),
					} )
				)
			);
		} catch {
			setError(
				__( 'An error occurred. Please try again later.', 'tessera' )
			);
		}
	}, [ leave ] );

	return { connect, isConnecting: isLeaving, error };
}

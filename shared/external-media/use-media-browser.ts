import { useCallback, useReducer, useRef } from '@wordpress/element';
import {
	INITIAL_BROWSER_STATE,
	browserReducer,
	shouldRequest,
	type BrowserPath,
} from './browser-state';
import type { ListParams } from './api';
import { readBrowserError } from './errors';
import type { ExternalMediaList } from './types';

/** Asks for one page of a listing. */
export type PageFetcher = (
	params: ListParams
) => Promise< ExternalMediaList >;

/**
 * A source's browser: its state, and requests that follow its rules. A fresh request (new
 * search, filter or folder) starts the list again; `loadMore` asks for the next page.
 */
export function useMediaBrowser( fetchPage: PageFetcher ) {
	const [ state, dispatch ] = useReducer(
		browserReducer,
		INITIAL_BROWSER_STATE
	);
	// The latest state, so a request started from a stale render still sees what is in flight.
	const latest = useRef( state );
	latest.current = state;
	// The number of the latest request: the answer of one a fresh request replaced is dropped,
	// however late it comes (a slow network answers out of order).
	const latestRequest = useRef( 0 );

	const request = useCallback(
		( params: Omit< ListParams, 'pageHandle' >, fresh: boolean ) => {
			const current = latest.current;
			if ( ! shouldRequest( current, fresh ) ) {
				return;
			}
			latest.current = { ...current, isLoading: true };
			const number = ++latestRequest.current;
			const isLatest = () => number === latestRequest.current;
			dispatch( { type: 'request', fresh } );
			fetchPage( {
				...params,
				pageHandle: fresh ? null : current.nextHandle || null,
			} ).then(
				( answer ) =>
					isLatest() &&
					dispatch( {
						type: 'received',
						media: answer.media ?? [],
						next: answer.meta?.next_page ?? false,
						account: answer.meta?.account,
					} ),
				( error ) =>
					isLatest() &&
					dispatch( { type: 'failed', ...readBrowserError( error ) } )
			);
		},
		[ fetchPage ]
	);

	const navigate = useCallback(
		( path: BrowserPath ) => dispatch( { type: 'navigate', path } ),
		[]
	);

	return { state, dispatch, request, navigate };
}

import { DEFAULT_PATH } from './constants';
import type { ExternalMediaAccount, ExternalMediaItem } from './types';

/** Where the browser is: a view or an album (with its name for the breadcrumb). */
export interface BrowserPath {
	ID: string;
	name: string;
}

export interface BrowserState {
	account: ExternalMediaAccount | null;
	media: ExternalMediaItem[];
	/** The next page's handle; false on the last page; null before the first answer. */
	nextHandle: string | false | null;
	isLoading: boolean;
	isCopying: boolean;
	isAuthenticated: boolean;
	path: BrowserPath;
	/** The error shown above the grid, if any. */
	notice: string | null;
}

export const INITIAL_BROWSER_STATE: BrowserState = {
	account: null,
	media: [],
	nextHandle: null,
	isLoading: false,
	isCopying: false,
	isAuthenticated: true,
	path: DEFAULT_PATH,
	notice: null,
};

export type BrowserAction =
	| { type: 'request'; fresh: boolean }
	| {
			type: 'received';
			media: ExternalMediaItem[];
			next: string | false;
			account?: ExternalMediaAccount;
	  }
	| { type: 'failed'; notice: string | null; unauthorized: boolean }
	| { type: 'copy' }
	| { type: 'copied' }
	| { type: 'authenticated'; value: boolean }
	| { type: 'navigate'; path: BrowserPath };

/**
 * Whether a request should go out. A fresh one (a new search, filter or folder) always does, and
 * replaces any still in flight; a next page waits for the request in flight, and goes only when
 * there is one (a false handle with items listed means the list is complete).
 */
export function shouldRequest( state: BrowserState, fresh: boolean ): boolean {
	if ( fresh ) {
		return true;
	}
	return (
		! state.isLoading &&
		! ( state.nextHandle === false && state.media.length > 0 )
	);
}

/** The items of both pages, each id once, in the order first seen. */
function appendUnique(
	list: ExternalMediaItem[],
	more: ExternalMediaItem[]
): ExternalMediaItem[] {
	const seen = new Set( list.map( ( item ) => item.ID ) );
	const added = more.filter( ( item ) => {
		if ( seen.has( item.ID ) ) {
			return false;
		}
		seen.add( item.ID );
		return true;
	} );
	return [ ...list, ...added ];
}

export function browserReducer(
	state: BrowserState,
	action: BrowserAction
): BrowserState {
	switch ( action.type ) {
		case 'request':
			if ( ! shouldRequest( state, action.fresh ) ) {
				return state;
			}
			return action.fresh
				? {
						...state,
						isLoading: true,
						media: [],
						account: null,
						nextHandle: null,
						notice: null,
					}
				: { ...state, isLoading: true };
		case 'received':
			return {
				...state,
				isLoading: false,
				media: appendUnique( state.media, action.media ),
				nextHandle: action.next,
				account: action.account ?? state.account,
			};
		case 'failed':
			return {
				...state,
				isLoading: false,
				isCopying: false,
				notice: action.unauthorized ? state.notice : action.notice,
				isAuthenticated: action.unauthorized
					? false
					: state.isAuthenticated,
			};
		case 'copy':
			return { ...state, isCopying: true, notice: null };
		case 'copied':
			return { ...state, isCopying: false };
		case 'authenticated':
			return { ...state, isAuthenticated: action.value };
		case 'navigate':
			return { ...state, path: action.path };
	}
	return state;
}

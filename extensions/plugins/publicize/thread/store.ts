import { createReduxStore, register } from '@wordpress/data';
import { TWEETSTORM_STORE } from '../../../../shared/tweetstorm/store-name';
import type {
	BlockWarning,
	Tweet,
	TweetBoundary,
	TweetCard,
} from '../../../../shared/tweetstorm/types';

export const STORE_NAME = TWEETSTORM_STORE;

interface State {
	tweets: Tweet[];
	warnings: BlockWarning[];
	cards: Record< string, TweetCard >;
}

const DEFAULT_STATE: State = { tweets: [], warnings: [], cards: {} };

type Action =
	| { type: 'SET_THREAD'; tweets: Tweet[]; warnings: BlockWarning[] }
	| { type: 'ADD_CARDS'; cards: Record< string, TweetCard > }
	| { type: 'CLEAR' };

const actions = {
	setThread: ( tweets: Tweet[], warnings: BlockWarning[] ): Action => ( {
		type: 'SET_THREAD',
		tweets,
		warnings,
	} ),
	addCards: ( cards: Record< string, TweetCard > ): Action => ( {
		type: 'ADD_CARDS',
		cards,
	} ),
	clear: (): Action => ( { type: 'CLEAR' } ),
};

const EMPTY: never[] = [];

const selectors = {
	getTweets: ( state: State ) => state.tweets,
	getCards: ( state: State ) => state.cards,
	getBlockWarnings: ( state: State, clientId: string ) => {
		const found = state.warnings.filter(
			( warning ) => warning.clientId === clientId
		);
		return found.length ? found : EMPTY;
	},
	/** The cuts inside one rich text of one block: where its tweets end. */
	getBoundaries: (
		state: State,
		clientId: string,
		container: string
	): TweetBoundary[] => {
		const found = state.tweets.flatMap( ( tweet ) =>
			tweet.boundary &&
			tweet.boundary.container === container &&
			tweet.blocks[ tweet.blocks.length - 1 ] === clientId
				? [ tweet.boundary ]
				: []
		);
		return found.length ? found : EMPTY;
	},
};

function reducer( state: State = DEFAULT_STATE, action: Action ): State {
	switch ( action.type ) {
		case 'SET_THREAD':
			return {
				...state,
				tweets: action.tweets,
				warnings: action.warnings,
			};
		case 'ADD_CARDS':
			return { ...state, cards: { ...state.cards, ...action.cards } };
		case 'CLEAR':
			return { ...DEFAULT_STATE, cards: state.cards };
		default:
			return state;
	}
}

export const tweetstormStore = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( tweetstormStore );

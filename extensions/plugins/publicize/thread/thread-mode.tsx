import type { Block as BlockInstance } from '@wordpress/blocks';
import { useThrottle } from '@wordpress/compose';
import { select as selectStore, useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { splitBlocks } from '../../../../shared/tweetstorm/splitter';
import { generateCards, parseTweets } from './api';
import { addBlockWarnings, removeBlockWarnings } from './block-warnings';
import { registerBoundaryFormat, unregisterBoundaryFormat } from './boundary-format';
import { resolveClientId } from './client-ids';
import { splitterBlock } from './editor-blocks';
import { STORE_NAME, tweetstormStore } from './store';

/** The site is asked for the tweets at most once every 2 seconds while the post changes. */
export const PARSE_INTERVAL_MS = 2000;

type GetBlock = ( clientId: string ) => BlockInstance | null;

/**
 * Thread mode, while the post is a Twitter thread: the post's blocks are sent to the site to be
 * cut into tweets, each cut is marked in the text, and blocks get the thread's warnings. Leaving
 * thread mode removes the marks and the warnings. Failed parses and cards are ignored: the
 * editor keeps what it showed.
 */
export default function ThreadMode() {
	const blocks = useSelect(
		( select ) =>
			( select( 'core/block-editor' ) as { getBlocks: () => BlockInstance[] } ).getBlocks(),
		[]
	);
	const { setThread, addCards, clear } = useDispatch( tweetstormStore );
	const latest = useRef( 0 );

	useEffect( () => {
		registerBoundaryFormat();
		addBlockWarnings();
		return () => {
			latest.current++;
			unregisterBoundaryFormat();
			removeBlockWarnings();
			clear();
		};
	}, [ clear ] );

	const parse = useThrottle( ( current: BlockInstance[] ) => {
		const request = ++latest.current;
		parseTweets( current ).then(
			( tweets ) => {
				if ( request !== latest.current ) {
					return;
				}
				const getBlock = (
					selectStore( 'core/block-editor' ) as unknown as { getBlock: GetBlock }
				 ).getBlock;
				const resolved = tweets.map( ( tweet ) => ( {
					...tweet,
					blocks: tweet.blocks.map( ( id ) => resolveClientId( id, getBlock ) ),
				} ) );
				setThread( resolved, splitBlocks( current.map( splitterBlock ) ).warnings );
				const known = (
					selectStore( STORE_NAME ) as unknown as { getCards: () => Record< string, unknown > }
				 ).getCards();
				const urls = [ ...new Set( resolved.flatMap( ( tweet ) => tweet.urls ) ) ].filter(
					( url ) => ! known[ url ]
				);
				if ( urls.length ) {
					generateCards( urls ).then( addCards, () => undefined );
				}
			},
			() => undefined
		);
	}, PARSE_INTERVAL_MS );

	useEffect( () => {
		parse( blocks );
	}, [ blocks, parse ] );

	return null;
}

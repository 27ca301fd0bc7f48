/**
 * Tweet parsing: how long the site takes to cut a 5,000-word post into a thread, through the
 * same path as `POST /wpcom/v2/tweetstorm/parse` (each block's markup parsed, then split) and
 * from the stored post (sharing on publish). Checks that every tweet fits in 280 characters
 * and that no word is lost, and prints the median of several runs.
 *
 *   node --import tsx tests/bench/tweet-parsing.ts [--words N] [--runs N]
 * Also run at the end of `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import {
	postBlocks,
	requestBlocks,
} from '../../service/features/publicize/splitter-blocks';
import { splitBlocks } from '../../shared/tweetstorm/splitter';
import { tweetWeight } from '../../shared/tweetstorm/weight';

function option( name: string, fallback: number ): number {
	const argv = process.argv.slice( 2 );
	const at = argv.indexOf( name );
	return at >= 0 ? Number( argv[ at + 1 ] ) || fallback : fallback;
}

const VOCABULARY =
	'the path climbs along cliffs past harbour lighthouse chapel quiet bay water clear stones bottom stairs morning tide gulls boats rope salt wind sunrise village bakery coffee map trail'.split(
		' '
	);

/** A post of about `words` words: paragraphs of 20 to 140 words, with links, headings, lists and images. */
function makePost( words: number ): { content: string; wordCount: number } {
	const blocks: string[] = [];
	let written = 0;
	let seed = 7;
	const next = () => ( seed = ( seed * 48271 ) % 2147483647 );
	while ( written < words ) {
		const length = 20 + ( next() % 121 );
		const text = Array.from( { length }, ( _, i ) => {
			const word = VOCABULARY[ next() % VOCABULARY.length ];
			return i % 17 === 16 ? `${ word }.` : word;
		} ).join( ' ' );
		written += length;
		const kind = blocks.length % 9;
		if ( kind === 3 ) {
			blocks.push(
				`<!-- wp:heading -->\n<h2 class="wp-block-heading">${ text.split( ' ' ).slice( 0, 6 ).join( ' ' ) }</h2>\n<!-- /wp:heading -->`
			);
			written -= length - 6;
		} else if ( kind === 5 ) {
			blocks.push(
				`<!-- wp:paragraph -->\n<p>${ text } <a href="https://example.org/trail/${ blocks.length }">trail notes</a> <strong>bold</strong></p>\n<!-- /wp:paragraph -->`
			);
			written += 3;
		} else if ( kind === 7 ) {
			blocks.push(
				`<!-- wp:image {"id":${ blocks.length }} -->\n<figure class="wp-block-image"><img src="https://site.example/wp-content/uploads/p${ blocks.length }.jpg" alt="Photo"/></figure>\n<!-- /wp:image -->`
			);
		} else {
			blocks.push(
				`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`
			);
		}
	}
	return { content: blocks.join( '\n\n' ), wordCount: written };
}

const median = ( values: number[] ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

/** @return Whether every tweet fits and every word of the post is in the thread. */
export async function benchTweetParsing(
	words = option( '--words', 5000 ),
	runs = option( '--runs', 7 )
): Promise< boolean > {
	const { content, wordCount } = makePost( words );
	const request = content.split( '\n\n' ).map( ( block, index ) => ( {
		attributes: {},
		block,
		clientId: `block-${ index }`,
	} ) );
	const viaRequest: number[] = [];
	const viaPost: number[] = [];
	let tweets = splitBlocks( requestBlocks( request ) ).tweets;
	for ( let run = 0; run < runs; run++ ) {
		let start = performance.now();
		tweets = splitBlocks( requestBlocks( request ) ).tweets;
		viaRequest.push( performance.now() - start );
		start = performance.now();
		splitBlocks( postBlocks( content ) );
		viaPost.push( performance.now() - start );
	}
	const tooLong = tweets.filter(
		( tweet ) => tweetWeight( tweet.text ) > 280
	).length;
	const postWords = content
		.replace( /<!--[\s\S]*?-->|<[^>]+>/g, ' ' )
		.split( /\s+/ )
		.filter( Boolean ).length;
	const threadWords = tweets
		.map( ( tweet ) => tweet.text.replace( /https?:\/\/\S+/g, ' ' ) )
		.join( ' ' )
		.split( /\s+/ )
		.filter( Boolean ).length;
	const ok = tooLong === 0 && threadWords === postWords;
	console.log( '\nTweet parsing' );
	console.log(
		`post               ${ wordCount } words, ${ request.length } blocks`
	);
	console.log(
		`thread             ${ tweets.length } tweets, ${ tooLong } over 280`
	);
	console.log(
		`parse request      ${ median( viaRequest ).toFixed( 1 ) } ms (median of ${ runs })`
	);
	console.log(
		`stored post        ${ median( viaPost ).toFixed( 1 ) } ms (median of ${ runs })`
	);
	console.log(
		ok
			? 'OK: every tweet fits, no word lost'
			: `FAILED: ${ threadWords } words in the thread, ${ postWords } in the post`
	);
	return ok;
}

if ( require.main === module ) {
	benchTweetParsing().then(
		( ok ) => process.exit( ok ? 0 : 1 ),
		( error ) => {
			console.error( error );
			process.exit( 1 );
		}
	);
}

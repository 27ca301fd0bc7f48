/**
 * Which posts are related to a post, and in what order: a pure ranking over what the posts say.
 *
 * A candidate earns points for each category or tag it shares with the post, for each word its
 * title shares with the post's title, and for how much of its vocabulary (title and content)
 * overlaps the post's. Only a candidate with some such overlap is related at all; among related
 * ones a newer post gets a small lift, so that of two equally close posts the fresher one wins.
 */

export interface RankedDocument {
	id: number;
	title: string;
	/** The post's text, markup already removed. */
	text: string;
	/** Category and tag IDs (the default category excluded: sharing it says nothing). */
	termIds: readonly number[];
	/** Publication time in milliseconds since the epoch. */
	publishedAt: number;
}

export interface RankedPost {
	id: number;
	score: number;
	/** The terms it shares with the post, in the post's order. */
	sharedTermIds: number[];
}

export const TERM_WEIGHT = 3;
export const TITLE_WORD_WEIGHT = 2;
export const VOCABULARY_WEIGHT = 10;
/** The most a brand-new post gains over an old one; less than one shared title word. */
export const RECENCY_WEIGHT = 1;
/** The age at which the recency lift has halved. */
export const RECENCY_HALF_LIFE_DAYS = 90;

const DAY = 24 * 60 * 60 * 1000;
const MIN_WORD_LENGTH = 3;

/** Words that say nothing about what a post is about. */
const COMMON_WORDS = new Set(
	(
		'the and for are but not you all any can had her was one our out has him his how its let may new now ' +
		'old see two way who did get got use this that with from have they will your what when them then than ' +
		'there their these those which were been into more some such only also just very over each about after ' +
		'before other would could should where while being here most much many make made like well even'
	).split( ' ' )
);

/**
 * The distinct meaningful words of a text, lower-cased, in any script.
 *
 * @param text Plain text.
 */
export function wordsOf( text: string ): Set< string > {
	const words = new Set< string >();
	for ( const match of text.toLowerCase().matchAll( /[\p{L}\p{N}]+/gu ) ) {
		const word = match[ 0 ];
		if ( word.length >= MIN_WORD_LENGTH && ! COMMON_WORDS.has( word ) ) {
			words.add( word );
		}
	}
	return words;
}

function sharedCount( a: Set< string >, b: Set< string > ): number {
	let count = 0;
	for ( const word of a ) {
		if ( b.has( word ) ) {
			count++;
		}
	}
	return count;
}

/** Overlap of two vocabularies between 0 and 1 (the cosine of their word sets). */
function vocabularyOverlap( a: Set< string >, b: Set< string > ): number {
	if ( ! a.size || ! b.size ) {
		return 0;
	}
	return sharedCount( a, b ) / Math.sqrt( a.size * b.size );
}

/** Between RECENCY_WEIGHT (published now) and 0 (long ago). */
export function recencyLift( publishedAt: number, now: number ): number {
	const ageDays = Math.max( 0, now - publishedAt ) / DAY;
	return RECENCY_WEIGHT * Math.pow( 0.5, ageDays / RECENCY_HALF_LIFE_DAYS );
}

interface DocumentWords {
	title: Set< string >;
	/** Title and content. */
	all: Set< string >;
}

const documentWords = new WeakMap< RankedDocument, DocumentWords >();

/** A document's words, read once for each document object (a cached one is ranked often). */
function wordsOfDocument( document: RankedDocument ): DocumentWords {
	let words = documentWords.get( document );
	if ( ! words ) {
		words = {
			title: wordsOf( document.title ),
			all: wordsOf( `${ document.title } ${ document.text }` ),
		};
		documentWords.set( document, words );
	}
	return words;
}

/**
 * The candidates related to `post`, best first, at most `size`: ties go to the newer post, then
 * to the lower ID, so the order is stable.
 *
 * @param post       The post the reader is on.
 * @param candidates Other published posts.
 * @param size       How many to return.
 * @param now        The current time, in milliseconds.
 */
export function rankRelated(
	post: RankedDocument,
	candidates: readonly RankedDocument[],
	size: number,
	now: number
): RankedPost[] {
	const { title: titleWords, all: vocabulary } = wordsOfDocument( post );
	const ranked: ( RankedPost & { publishedAt: number } )[] = [];
	for ( const candidate of candidates ) {
		if ( candidate.id === post.id ) {
			continue;
		}
		const sharedTermIds = post.termIds.filter( ( id ) =>
			candidate.termIds.includes( id )
		);
		const words = wordsOfDocument( candidate );
		const relevance =
			TERM_WEIGHT * sharedTermIds.length +
			TITLE_WORD_WEIGHT * sharedCount( titleWords, words.title ) +
			VOCABULARY_WEIGHT * vocabularyOverlap( vocabulary, words.all );
		if ( relevance <= 0 ) {
			continue;
		}
		ranked.push( {
			id: candidate.id,
			score: relevance + recencyLift( candidate.publishedAt, now ),
			sharedTermIds,
			publishedAt: candidate.publishedAt,
		} );
	}
	ranked.sort(
		( a, b ) =>
			b.score - a.score || b.publishedAt - a.publishedAt || a.id - b.id
	);
	return ranked
		.slice( 0, Math.max( 0, size ) )
		.map( ( { id, score, sharedTermIds } ) => ( {
			id,
			score,
			sharedTermIds,
		} ) );
}

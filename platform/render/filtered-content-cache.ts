import type { Db } from '../store/db';
import { changeStamp } from '../store/change-stamp';
import { perDatabaseCache } from './per-database-cache';
import { flatString } from '../../shared/server-render/flat-string';

/**
 * Everything the `the_content` filters of a visitor page read besides the database: the rendered
 * blocks, whether the post is classic, and the reader (a gallery shortcode shows what this user may
 * read, links use the address, the subscription form shows the outcome the query names).
 */
export interface FilteredContentInputs {
	html: string;
	classic: boolean;
	postId: number;
	origin: string;
	userId: number;
	query: unknown;
}

/** The filtered content of one rendered HTML. */
interface KeptContent {
	html: string;
	filtered: string;
}

// Pages of 60 KiB, at most two per key (a visitor-dependent block may give two HTMLs): a few MiB.
const cacheOf = perDatabaseCache< KeptContent[] >( 48 );
const PER_KEY = 2;

/**
 * The filtered content for these inputs, computed by `filter` unless the same inputs met the same
 * database before. The key holds every input besides the rendered HTML, which must be the same
 * too, so what depends on the visitor (a nonce, a visit count, a signed-in user's name) in the
 * blocks' HTML never gives another visitor's answer; the database's change stamp drops what any
 * write may have made stale (an attachment's size, the subscriber count, a user's role).
 *
 * @param db     The site database.
 * @param inputs What the filters read.
 * @param filter The filters.
 */
export function filteredContent(
	db: Db,
	inputs: FilteredContentInputs,
	filter: () => string
): string {
	// The HTML is compared, not hashed into the key: hashing 60 KiB cost what the cache saved.
	const key = JSON.stringify( [
		changeStamp( db ),
		inputs.postId,
		inputs.classic,
		inputs.origin,
		inputs.userId,
		inputs.query ?? null,
	] );
	const kept = cacheOf( db ).get( key, () => [] );
	const hit = kept.find( ( entry ) => entry.html === inputs.html );
	if ( hit ) {
		return hit.filtered;
	}
	const filtered = flatString( filter() );
	kept.unshift( { html: inputs.html, filtered } );
	kept.length = Math.min( kept.length, PER_KEY );
	return filtered;
}

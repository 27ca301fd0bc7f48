import type { Db } from '../store/db';
import { changeStamp } from '../store/change-stamp';
import { perDatabaseCache } from './per-database-cache';

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

// Pages of 60 KiB keep a few MiB at most.
const cacheOf = perDatabaseCache< string >( 48 );

/**
 * The filtered content for these inputs, computed by `filter` unless the same inputs met the same
 * database before. The key holds every input, the rendered HTML itself included, so what depends
 * on the visitor (a nonce, a visit count, a signed-in user's name) in the blocks' HTML gives
 * another key, never another visitor's answer; the database's change stamp drops what any write
 * may have made stale (an attachment's size, the subscriber count, a user's role).
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
	// The HTML goes last and as it is: escaping 60 KiB for JSON cost more than the filters saved.
	const key = `${ JSON.stringify( [
		changeStamp( db ),
		inputs.postId,
		inputs.classic,
		inputs.origin,
		inputs.userId,
		inputs.query ?? null,
	] ) }\n${ inputs.html }`;
	return cacheOf( db ).get( key, filter );
}

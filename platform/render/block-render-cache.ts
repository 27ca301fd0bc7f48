import type { Db } from '../store/db';
import type { BlockRenderContext } from '../../shared/server-render/types';
import { perDatabaseCache } from './per-database-cache';

// A block's HTML is a few KiB: a few hundred of them keep a few MiB at most.
const cacheOf = perDatabaseCache< string >( 400 );

/**
 * The output of a block whose render.ts says what it depends on (`renderKey`, or
 * `sameForEveryVisitor`), computed by `render` unless the same block met the same database before.
 * The key holds everything such a render may read: the block's name, its attributes as saved, its
 * inner HTML, its own key, the post, the site's language, time zone, first day of the week and
 * address, and the database's change stamp, so that any write (a setting, an API key, an
 * attachment) drops it.
 *
 * @param db            The site database.
 * @param stamp         The database's change stamp for this render pass.
 * @param block         The block.
 * @param block.name    Its name.
 * @param block.attrs   Its attributes as saved.
 * @param block.content Its inner HTML, inner blocks rendered.
 * @param block.key     What its render.ts says it depends on besides.
 * @param context       The render context.
 * @param render        The render.
 */
export function cachedBlockRender(
	db: Db,
	stamp: string,
	block: { name: string; attrs: unknown; content: string; key: string },
	context: BlockRenderContext,
	render: () => string
): string {
	// The inner HTML goes last and as it is (JSON escaping would cost what the cache saves).
	const key = `${ JSON.stringify( [
		stamp,
		block.name,
		block.key,
		context.postId ?? 0,
		context.locale,
		context.timezone ?? '',
		context.startOfWeek ?? 0,
		context.origin ?? '',
		block.attrs ?? null,
	] ) }\n${ block.content }`;
	return cacheOf( db ).get( key, render );
}

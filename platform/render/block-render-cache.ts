import type { Db } from '../store/db';
import type { BlockRenderContext } from '../../shared/server-render/types';
import { flatString } from '../../shared/server-render/flat-string';

/** One kept render of a block: what it was rendered for, and its HTML. */
interface KeptRender {
	key: string;
	content: string;
	html: string;
}

// A block meets at most a few contexts at once (the site's language and a user's, a signed-in reader).
const RENDERS_PER_BLOCK = 4;

const keptByDatabase = new WeakMap< Db, WeakMap< object, KeptRender[] > >();

const contextKeys = new WeakMap<
	BlockRenderContext,
	{ stamp: string; key: string }
>();

/** What of the render context a kept render depends on, worked out once per page render. */
function contextKey( context: BlockRenderContext, stamp: string ): string {
	let held = contextKeys.get( context );
	if ( held?.stamp !== stamp ) {
		held = {
			stamp,
			key: JSON.stringify( [
				stamp,
				context.postId ?? 0,
				context.locale,
				context.timezone ?? '',
				context.startOfWeek ?? 0,
				context.origin ?? '',
			] ),
		};
		contextKeys.set( context, held );
	}
	return held.key;
}

/**
 * The output of a block whose render.ts says what it depends on (`renderKey`, or
 * `sameForEveryVisitor`), computed by `render` unless the same block met the same database and
 * context before.
 *
 * The block is the parsed block itself: parses are kept by their text and frozen
 * (parsed-blocks.ts), so the same object means the same name, attributes and inner blocks, and
 * the renders are forgotten with the parse. Besides, the key holds everything such a render may
 * read: its own key, the post, the site's language, time zone, first day of the week and address,
 * and the database's change stamp, so that any write (a setting, an API key, an attachment) drops
 * it; the inner HTML (inner blocks rendered) must be the same too.
 *
 * @param db            The site database.
 * @param stamp         The database's change stamp for this render pass.
 * @param block         The block.
 * @param block.parsed  The parsed block, as parsedBlocks() keeps it.
 * @param block.content Its inner HTML, inner blocks rendered.
 * @param block.key     What its render.ts says it depends on besides.
 * @param context       The render context.
 * @param render        The render.
 */
export function cachedBlockRender(
	db: Db,
	stamp: string,
	block: { parsed: object; content: string; key: string },
	context: BlockRenderContext,
	render: () => string
): string {
	const key = `${ contextKey( context, stamp ) }\n${ block.key }`;
	let blocks = keptByDatabase.get( db );
	if ( ! blocks ) {
		blocks = new WeakMap();
		keptByDatabase.set( db, blocks );
	}
	const kept = blocks.get( block.parsed ) ?? [];
	const hit = kept.find(
		( entry ) => entry.key === key && entry.content === block.content
	);
	if ( hit ) {
		return hit.html;
	}
	const html = flatString( render() );
	blocks.set(
		block.parsed,
		[ { key, content: block.content, html }, ...kept ].slice(
			0,
			RENDERS_PER_BLOCK
		)
	);
	return html;
}

/**
 * The blocks the server renders (the analogue of PHP render callbacks), read by the server for the
 * visitor page and /wp/v2/block-renderer: every block folder with a `render.ts`, whose `render`
 * export (typed with the block's attributes in that file) gets the attributes with block.json
 * defaults applied, the saved inner HTML and the render context.
 */
import type { ServerBlockModule } from '../shared/server-render/types';
import { blockFolders, folderFile, loadModule } from './folders';

const NOTHING_ELSE = () => '';

/**
 * The `render` export of a render.ts, and what its output depends on (`renderKey`, or
 * `sameForEveryVisitor` for nothing else); a missing render throws, so that a block meant to be
 * rendered never falls back to its saved HTML unnoticed.
 *
 * @param file The render.ts path.
 */
function loadRender(
	file: string
): Pick< ServerBlockModule, 'render' | 'renderKey' > {
	const { render, renderKey, sameForEveryVisitor } = loadModule< {
		render?: unknown;
		renderKey?: unknown;
		sameForEveryVisitor?: unknown;
	} >( file );
	if ( typeof render !== 'function' ) {
		throw new Error( `${ file } does not export a render function.` );
	}
	const module: Pick< ServerBlockModule, 'render' | 'renderKey' > = {
		render: render as NonNullable< ServerBlockModule[ 'render' ] >,
	};
	if ( typeof renderKey === 'function' ) {
		module.renderKey = renderKey as ServerBlockModule[ 'renderKey' ];
	} else if ( sameForEveryVisitor === true ) {
		module.renderKey = NOTHING_ELSE;
	}
	return module;
}

export const serverBlocks: ServerBlockModule[] = blockFolders().flatMap(
	( folder ) => {
		const file = folderFile( folder, 'render.ts' );
		return file
			? [ { metadata: folder.metadata, ...loadRender( file ) } ]
			: [];
	}
);
